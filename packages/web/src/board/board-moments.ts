import type { BoardState } from './board-state';

/** How many guesses missed so far (wrong answers and time-outs), over every team. */
export function missCount(board: BoardState): number {
  return board.teams.reduce(
    (sum, team) => sum + team.guesses.filter((guess) => !guess.correct).length,
    0,
  );
}
