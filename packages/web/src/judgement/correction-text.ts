/** What everyone reads about one correction of the host (JUDGE-7). */
export interface CorrectionFacts {
  kind: 'accept' | 'adjust';
  teamName: string;
  points: number;
  guessText: string | null;
  /** The answer's text, or its place ("#3") while it is hidden again after an Undo. */
  answerText: string;
}

/** "+1" or "−1" (a true minus sign), as on the buttons. */
export function signedPoints(points: number): string {
  return points >= 0 ? `+${points}` : `\u2212${Math.abs(points)}`;
}

/** JUDGE-7, JUDGE-4: "Host accepted 'usa' as United States" or "Host adjusted Team Red by +1". */
export function correctionText(facts: CorrectionFacts): string {
  if (facts.kind === 'accept') {
    return `Host accepted '${facts.guessText ?? ''}' as ${facts.answerText}`;
  }
  return `Host adjusted ${facts.teamName} by ${signedPoints(facts.points)}`;
}
