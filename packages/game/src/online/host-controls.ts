import { MESSAGES } from '../messages';
import { lookAlikeOf, normalizeName } from '../names';
import type { RuleResult } from '../types';
import { activeMembers, fail, requireHost, requireTarget, updateMember } from './access';
import { resumedGetReady } from './get-ready';
import type { Party, PartyState } from './party-state';
import { teamNamesLookAlikeMessage } from './team-names';

/**
 * The host's safety and pacing controls ("Accessible and safe by default"): lock
 * the party, allow adult names, rename a member or a team, pause and resume the game.
 */

export const HOST_CONTROL_MESSAGES = {
  notPaused: 'The game is not paused',
  alreadyPaused: 'The game is already paused',
  nameTaken: (name: string, other: string) =>
    `"${name}" looks like "${other}", who is already in the party`,
} as const;

/** Is the game paused (online)? No turn can time out and no guess is taken meanwhile. */
export function isPaused(party: Pick<Party, 'pausedAt'>): boolean {
  return party.pausedAt !== null;
}

function withParty(state: PartyState, change: Partial<Party>): PartyState {
  return { ...state, party: { ...state.party, ...change } };
}

/** Host: no newcomer may join while locked ("This party is locked"); members stay. */
export function setLocked(
  state: PartyState,
  userId: string,
  locked: boolean,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  return { ok: true, state: withParty(state, { locked }) };
}

/** Host: an adult party may use names the profanity filter would refuse. */
export function setAllowProfanity(
  state: PartyState,
  userId: string,
  allowProfanity: boolean,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  return { ok: true, state: withParty(state, { allowProfanity }) };
}

/**
 * Host: a member's name in this party, under the name rule and unlike every other member's
 * (a look-alike is refused here, not numbered: the host can type another).
 */
export function renameMember(
  state: PartyState,
  userId: string,
  targetUserId: string,
  rawName: string,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const target = requireTarget(state, targetUserId);
  if (!target.ok) return target;
  const checked = normalizeName(rawName, 'display', {
    allowProfanity: state.party.allowProfanity,
  });
  if (!checked.ok) return fail(checked.error);
  const others = activeMembers(state)
    .filter((m) => m.userId !== targetUserId)
    .map((m) => m.displayName);
  const other = lookAlikeOf(checked.name, others);
  if (other !== null) return fail(HOST_CONTROL_MESSAGES.nameTaken(checked.name, other));
  return { ok: true, state: updateMember(state, targetUserId, { displayName: checked.name }) };
}

/** Host: a team's name, under the name rule and unlike the other teams'. Scores stay. */
export function renameTeam(
  state: PartyState,
  userId: string,
  teamId: string,
  rawName: string,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { teams, allowProfanity } = state.party;
  if (!teams.some((t) => t.id === teamId)) return fail(MESSAGES.teamNotFound);
  const checked = normalizeName(rawName, 'team', { allowProfanity });
  if (!checked.ok) return fail(checked.error);
  const other = lookAlikeOf(
    checked.name,
    teams.filter((t) => t.id !== teamId).map((t) => t.name),
  );
  if (other !== null) return fail(teamNamesLookAlikeMessage(checked.name, other));
  const renamed = teams.map((t) => (t.id === teamId ? { ...t, name: checked.name } : t));
  return { ok: true, state: withParty(state, { teams: renamed }) };
}

/**
 * Host: the turn's countdown stops where it is (its time left is kept) and no guess or
 * time-out is taken until the game resumes.
 */
export function pauseGame(state: PartyState, userId: string, now: number): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { party } = state;
  if (party.status !== 'playing') return fail(MESSAGES.notPlaying);
  if (isPaused(party)) return fail(HOST_CONTROL_MESSAGES.alreadyPaused);
  const pausedRemainingMs =
    party.turnDeadline === null ? null : Math.max(0, party.turnDeadline - now);
  return {
    ok: true,
    state: withParty(state, { pausedAt: now, pausedRemainingMs, turnDeadline: null }),
  };
}

/** Host: the turn goes on with the time it had left when paused (a relaxed game: none). */
export function resumeGame(state: PartyState, userId: string, now: number): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const { party } = state;
  if (party.status !== 'playing') return fail(MESSAGES.notPlaying);
  if (!isPaused(party)) return fail(HOST_CONTROL_MESSAGES.notPaused);
  const turnDeadline = party.pausedRemainingMs === null ? null : now + party.pausedRemainingMs;
  const getReadyUntil = resumedGetReady(party, now);
  return {
    ok: true,
    state: withParty(state, {
      pausedAt: null,
      pausedRemainingMs: null,
      turnDeadline,
      getReadyUntil,
    }),
  };
}
