import { MESSAGES } from '../messages';
import type { PartyJudgement } from './party-state';

/**
 * The most a team's score may be adjusted, net, either way in one game (undone
 * adjustments left out): twice what a game's five answers give (5 + 4 + 3 + 2 + 1 = 15).
 */
export const MAX_TEAM_ADJUSTMENT = 30;
/** At most this many adjustments in a party within ADJUSTMENT_WINDOW_MS. */
export const MAX_ADJUSTMENTS_PER_WINDOW = 10;
export const ADJUSTMENT_WINDOW_MS = 60_000;

/** The net points of a team's adjustments that stand in this game. */
export function netAdjustment(judgements: readonly PartyJudgement[], teamId: string): number {
  let net = 0;
  for (const j of judgements) {
    if (j.kind === 'adjust' && j.teamId === teamId && j.undoneAt === null) net += j.points;
  }
  return net;
}

/** Adjustments made (undone ones too: each was a move) within the window before `now`. */
export function recentAdjustments(judgements: readonly PartyJudgement[], now: number): number {
  let count = 0;
  for (const j of judgements) {
    if (j.kind === 'adjust' && j.at > now - ADJUSTMENT_WINDOW_MS && j.at <= now) count += 1;
  }
  return count;
}

/**
 * Undoing an adjustment may not take its team's net adjustment out of bounds
 * either (+10 undone after four -10s would leave -40).
 */
export function undoAdjustmentRefusal(
  judgements: readonly PartyJudgement[],
  undone: PartyJudgement,
): string | null {
  if (undone.kind !== 'adjust') return null;
  const net = netAdjustment(judgements, undone.teamId) - undone.points;
  return Math.abs(net) > MAX_TEAM_ADJUSTMENT ? MESSAGES.teamAdjustmentLimit : null;
}

/**
 * JUDGE-5 (an attack once gave 3,000 points in 30 s): null when `points` more for `teamId` keep within the
 * team's net bound and the party's pace, else the error to show. Checked before anything
 * changes.
 */
export function adjustmentRefusal(
  judgements: readonly PartyJudgement[],
  teamId: string,
  points: number,
  now: number,
): string | null {
  if (recentAdjustments(judgements, now) >= MAX_ADJUSTMENTS_PER_WINDOW) {
    return MESSAGES.tooManyAdjustments;
  }
  if (Math.abs(netAdjustment(judgements, teamId) + points) > MAX_TEAM_ADJUSTMENT) {
    return MESSAGES.teamAdjustmentLimit;
  }
  return null;
}
