import type { Party } from './party-state';

/**
 * The "Get ready: {team}" moment before the first turn's countdown (offline's
 * Ready screen, online): nobody's time runs while every screen counts 3-2-1.
 */
export const GET_READY_MS = 3000;

/** When a game begins at `now`: the get-ready moment's end, where the first turn's clock starts. */
export function getReadyEnd(now: number): number {
  return now + GET_READY_MS;
}

/**
 * Whole seconds of the get-ready moment left at `now` (3, 2, 1), or null once the first
 * turn's clock runs (or while paused: the moment waits for the game to resume).
 */
export function getReadySecondsLeft(
  party: Pick<Party, 'getReadyUntil' | 'pausedAt' | 'status'>,
  now: number,
): number | null {
  const until = party.getReadyUntil;
  if (party.status !== 'playing' || until === null || party.pausedAt !== null) return null;
  return now < until ? Math.ceil((until - now) / 1000) : null;
}

/**
 * A pause keeps what is left of the get-ready moment: on resume it ends as much later as
 * the game was paused, like the turn's deadline.
 */
export function resumedGetReady(party: Party, now: number): number | null {
  const until = party.getReadyUntil;
  if (until === null || party.pausedAt === null || until <= party.pausedAt) return until;
  return until + (now - party.pausedAt);
}
