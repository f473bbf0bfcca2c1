import { POINTS_BY_RANK } from './constants';

/** SCORE-1: 5 minus the rank index (rank 0 earns 5, rank 4 earns 1); any other rank earns 0. */
export function pointsForRank(rank: number): number {
  return POINTS_BY_RANK[rank] ?? 0;
}

/** SCORE-1: the points of a list of found ranks, e.g. a team's revealed answers. */
export function totalPoints(ranks: readonly number[]): number {
  return ranks.reduce((sum, rank) => sum + pointsForRank(rank), 0);
}
