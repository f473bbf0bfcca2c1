/** Anything with a score: an online or offline team. */
export interface Scored {
  score: number;
}

/** WIN-1: the teams by score, highest first; equal scores keep their order. */
export function sortByScore<T extends Scored>(teams: readonly T[]): T[] {
  // Array.prototype.sort is stable (ES2019), so equal scores keep their given order.
  return [...teams].sort((a, b) => b.score - a.score);
}

/** How an online game ended: one winner, a tie at the top, or nobody won. */
export type OnlineOutcome<T> = { kind: 'win'; team: T } | { kind: 'tie' } | { kind: 'none' };

/**
 * WIN-1, online: a tie when the top two scores are equal (0 to 0 included);
 * a win only with no tie and a top score above 0; otherwise nobody won.
 */
export function onlineOutcome<T extends Scored>(teams: readonly T[]): OnlineOutcome<T> {
  const [top, runnerUp] = sortByScore(teams);
  if (top === undefined) return { kind: 'none' };
  if (runnerUp !== undefined && runnerUp.score === top.score) return { kind: 'tie' };
  return top.score > 0 ? { kind: 'win', team: top } : { kind: 'none' };
}

/** WIN-2, offline: the top team, ties not treated specially (first listed wins). */
export function offlineWinner<T extends Scored>(teams: readonly T[]): T | undefined {
  return sortByScore(teams)[0];
}
