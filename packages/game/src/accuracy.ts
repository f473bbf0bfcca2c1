/** SCORE-3: correct guesses as a whole percent of all guesses; 0 with no guesses. */
export function accuracyPercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct / total) * 100);
}
