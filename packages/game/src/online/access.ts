import { MESSAGES } from '../messages';
import type { RuleResult } from '../types';
import type { PartyMember, PartyState } from './party-state';

/** A failed rule, for brevity. */
export function fail<T>(error: string): RuleResult<T> {
  return { ok: false, error };
}

/**
 * Members still in the party (not kicked), ordered by joinedAt (JOIN-7).
 * Read-only: the same list comes back for the same member list (every command and
 * every view reads it, and an unchanged list then stays the same object from one view to the
 * next, so a view delta skips it at once).
 */
export function activeMembers(state: PartyState): readonly PartyMember[] {
  const known = activeOf.get(state.members);
  if (known !== undefined) return known;
  const active = Object.freeze(
    state.members
      .filter((member) => member.kickedAt === null)
      .sort((a, b) => a.joinedAt - b.joinedAt),
  );
  activeOf.set(state.members, active);
  return active;
}

const activeOf = new WeakMap<readonly PartyMember[], readonly PartyMember[]>();

/** ROLE-1: the host is the member whose uid equals the party's hostId. */
export function isHost(state: PartyState, userId: string): boolean {
  if (state.party.hostId !== userId) return false;
  const member = state.members.find((m) => m.userId === userId);
  return member !== undefined && member.kickedAt === null;
}

/** PARTY-5: a party can no longer be joined or played from expiresAt on. */
export function isExpired(state: PartyState, now: number): boolean {
  return now >= state.party.expiresAt;
}

/** The acting member: "Member not found" for strangers, the removed message for kicked ones. */
export function requireMember(state: PartyState, userId: string): RuleResult<PartyMember> {
  const member = state.members.find((m) => m.userId === userId);
  if (member === undefined) return fail(MESSAGES.memberNotFound);
  if (member.kickedAt !== null) return fail(MESSAGES.removedFromParty);
  return { ok: true, state: member };
}

/** ROLE-1, ROLE-2: the acting member must be the host. */
export function requireHost(state: PartyState, userId: string): RuleResult<PartyMember> {
  const member = requireMember(state, userId);
  if (!member.ok) return member;
  if (!isHost(state, userId)) return fail(MESSAGES.notHost);
  return member;
}

/** Another member a host acts on (kick, promote): present, not kicked, not the host themself. */
export function requireOtherMember(
  state: PartyState,
  actorId: string,
  targetId: string,
): RuleResult<PartyMember> {
  if (actorId === targetId) return fail(MESSAGES.cannotTargetSelf);
  return requireTarget(state, targetId);
}

/** A member acted on: present and not kicked, else "Member not found". */
export function requireTarget(state: PartyState, targetId: string): RuleResult<PartyMember> {
  const target = state.members.find((m) => m.userId === targetId && m.kickedAt === null);
  return target === undefined ? fail(MESSAGES.memberNotFound) : { ok: true, state: target };
}

/** The state with one member changed. */
export function updateMember(
  state: PartyState,
  userId: string,
  change: Partial<Omit<PartyMember, 'userId'>>,
): PartyState {
  return {
    ...state,
    members: state.members.map((m) => (m.userId === userId ? { ...m, ...change } : m)),
  };
}
