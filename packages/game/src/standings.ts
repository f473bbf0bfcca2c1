import { sortByScore, type Scored } from './winner';

/** One team's line of the final standings. */
export interface Standing<T> {
  team: T;
  /** Standard competition rank: 1 + the number of teams with a strictly higher score. */
  place: number;
  /** Another team has the same score (and so the same place): shown as "2nd =". */
  tied: boolean;
}

/**
 * WIN-3: the standings, highest score first (WIN-1 order), where equal scores
 * share a place and the next place skips as many as shared it (1, 2=, 2=, 4).
 */
export function standings<T extends Scored>(teams: readonly T[]): Standing<T>[] {
  const sorted = sortByScore(teams);
  return sorted.map((team) => ({
    team,
    place: 1 + sorted.filter((other) => other.score > team.score).length,
    tied: sorted.some((other) => other !== team && other.score === team.score),
  }));
}

/** The teams that share the top score (one team unless there is a tie for first). */
export function leaders<T extends Scored>(teams: readonly T[]): T[] {
  return standings(teams)
    .filter((line) => line.place === 1)
    .map((line) => line.team);
}
