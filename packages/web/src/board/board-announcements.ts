import { attemptMarks, pointsText, turnText } from '@trivia/game';
import { attemptMarksLabel } from './attempt-marks';
import type { BoardMoment } from './board-state';

/** The time warning is spoken once, when the countdown reaches this many seconds. */
export const TIME_WARNING_SECONDS = 10;

/**
 * Screen readers hear the game: what the live region says when the game moves
 * from `prev` to `next`: each new guess of each team (a reveal as "Jupiter, number 1,
 * 5 points to Team Red", a miss with the team's
 * attempts found, missed and left), then the turn change
 * ("Team Blue's turn"). Nothing for the first moment seen (a page that just loaded).
 */
export function boardAnnouncements(prev: BoardMoment | null, next: BoardMoment): string[] {
  if (prev === null) return [];
  const lines: string[] = [];
  next.board.teams.forEach((team, index) => {
    const before = prev.board.teams[index]?.guesses.length ?? 0;
    for (const guess of team.guesses.slice(before)) {
      if (guess.correct && guess.rank >= 0) {
        const answer = next.board.topic?.answers[guess.rank]?.text || guess.text;
        lines.push(
          `${answer}, number ${guess.rank + 1}, ${pointsText(guess.points)} to ${team.name}`,
        );
      } else {
        const what = guess.timedOut ? 'Time expired' : `Miss: ${guess.text}`;
        const marks = attemptMarksLabel(attemptMarks(team, next.maxAttempts));
        lines.push(`${what}. ${team.name}: ${marks}`);
      }
    }
  });
  const team = next.board.teams[next.activeTeamIndex];
  if (team && next.activeTeamIndex !== prev.activeTeamIndex) lines.push(turnText(team.name));
  return lines;
}

/** "10 seconds left", once, as the countdown reaches 10 (not when a page opens below it). */
export function timeWarning(prevSeconds: number | null, seconds: number | null): string | null {
  if (prevSeconds === null || seconds === null) return null;
  return prevSeconds > TIME_WARNING_SECONDS && seconds <= TIME_WARNING_SECONDS && seconds > 0
    ? `${TIME_WARNING_SECONDS} seconds left`
    : null;
}
