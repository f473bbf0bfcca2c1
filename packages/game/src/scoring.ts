import { POINTS_BY_RANK } from './constants';

/** SPEC §9 Points per rank: 5 minus the rank index (rank 0 earns 5, rank 4 earns 1); any other rank earns 0. */
export function pointsForRank(rank: number): number {
  return POINTS_BY_RANK[rank] ?? 0;
}

/** SPEC §9: the points of a list of found ranks, e.g. a team's revealed answers. */
export function totalPoints(ranks: readonly number[]): number {
  return ranks.reduce((sum, rank) => sum + pointsForRank(rank), 0);
}
