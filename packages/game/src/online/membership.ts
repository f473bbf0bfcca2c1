import { MESSAGES } from '../messages';
import type { RuleResult } from '../types';
import {
  activeMembers,
  fail,
  requireHost,
  requireMember,
  requireOtherMember,
  updateMember,
} from './access';
import { newMember } from './create-party';
import { memberNameFor } from './member-name';
import type { PartyState } from './party-state';

/**
 * JOIN-3: a finished party takes no newcomer, a kicked member
 * cannot rejoin, and a member joining again simply resumes (online, latest name). During a
 * game (JOIN-5, "Teams are fixed while playing") someone who left and rejoins returns to
 * the team they played in; a newcomer watches with no team until the host places them.
 * The name passes the name rule, numbered if it looks like another member's (member-name.ts).
 */
export function join(
  state: PartyState,
  userId: string,
  rawName: string,
  now: number,
): RuleResult<PartyState> {
  const name = memberNameFor(state, userId, rawName);
  if (!name.ok) return name;
  const displayName = name.state;
  const existing = state.members.find((m) => m.userId === userId);
  if (existing !== undefined && existing.kickedAt !== null) return fail(MESSAGES.removedFromParty);
  if (existing !== undefined)
    return { ok: true, state: updateMember(state, userId, { displayName, online: true }) };
  if (state.party.status === 'finished') return fail(MESSAGES.partyFinished);
  if (state.party.locked) return fail(MESSAGES.partyLocked);
  const member = { ...newMember(userId, displayName, now), teamId: gameTeamOf(state, userId) };
  return { ok: true, state: { ...state, members: [...state.members, member] } };
}

/** The team `userId` played in this game, if the game is on and that team still exists. */
function gameTeamOf(state: PartyState, userId: string): string | null {
  const { party } = state;
  if (party.status !== 'playing') return null;
  const teamId = party.gameTeams[userId];
  return teamId !== undefined && party.teams.some((t) => t.id === teamId) ? teamId : null;
}

/** The big-screen key changes: screens watching with the old one are dropped. */
export function withNewScreenEpoch(state: PartyState): PartyState {
  return { ...state, party: { ...state.party, screenEpoch: state.party.screenEpoch + 1 } };
}

/**
 * JOIN-7 "Leave": the member is removed. A leaving host hands the role to the
 * earliest-joined remaining member (HOST-2); a party left with nobody is closed.
 */
export function leave(state: PartyState, userId: string): RuleResult<PartyState> {
  const member = requireMember(state, userId);
  if (!member.ok) return member;
  const remaining: PartyState = {
    ...state,
    members: state.members.filter((m) => m.userId !== userId),
  };
  const successor = activeMembers(remaining)[0];
  if (state.party.hostId !== userId || successor === undefined)
    return { ok: true, state: remaining };
  const handedOver = updateMember(remaining, successor.userId, { role: 'host' });
  return {
    ok: true,
    state: withNewScreenEpoch({
      ...handedOver,
      party: { ...handedOver.party, hostId: successor.userId },
    }),
  };
}

/** JOIN-8 Presence (sent by the server): a member is Online while connected. */
export function setPresence(
  state: PartyState,
  userId: string,
  online: boolean,
): RuleResult<PartyState> {
  const member = requireMember(state, userId);
  if (!member.ok) return member;
  return { ok: true, state: updateMember(state, userId, { online }) };
}

/**
 * JOIN-7 Kick: sets kickedAt and online false (and frees their team place). Host only, not
 * themself. The big-screen key changes too, in case the kicked member holds it.
 */
export function kick(
  state: PartyState,
  userId: string,
  targetUserId: string,
  now: number,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const target = requireOtherMember(state, userId, targetUserId);
  if (!target.ok) return target;
  return {
    ok: true,
    state: withNewScreenEpoch(
      updateMember(state, targetUserId, { kickedAt: now, online: false, teamId: null }),
    ),
  };
}

/**
 * HOST-1 Promotion: hostId and the member's role change together; the old host becomes a
 * player. The big-screen key changes with the host.
 */
export function promote(
  state: PartyState,
  userId: string,
  targetUserId: string,
): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  const target = requireOtherMember(state, userId, targetUserId);
  if (!target.ok) return target;
  const roles = updateMember(updateMember(state, userId, { role: 'player' }), targetUserId, {
    role: 'host',
  });
  return {
    ok: true,
    state: withNewScreenEpoch({ ...roles, party: { ...roles.party, hostId: targetUserId } }),
  };
}

/** The host revokes the big-screen link: every screen showing the party is dropped. */
export function revokeScreen(state: PartyState, userId: string): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  return { ok: true, state: withNewScreenEpoch(state) };
}
