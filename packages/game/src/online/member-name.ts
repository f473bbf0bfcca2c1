import { normalizeName, uniqueNameAmong } from '../names';
import { MESSAGES } from '../messages';
import type { RuleResult } from '../types';
import { activeMembers, fail } from './access';
import type { PartyState } from './party-state';

/**
 * The name `userId` is listed under in the party: their name under the name rule,
 * then, when it looks like another member's (the host's included), numbered "Alex (2)" so no
 * member can pass for another. A join is never refused for a name others already use.
 */
export function memberNameFor(
  state: PartyState,
  userId: string,
  rawName: string,
): RuleResult<string> {
  const checked = normalizeName(rawName, 'display', {
    allowProfanity: state.party.allowProfanity,
  });
  if (!checked.ok) return fail(checked.error);
  const others = activeMembers(state)
    .filter((member) => member.userId !== userId)
    .map((member) => member.displayName);
  return { ok: true, state: uniqueNameAmong(checked.name, others) };
}

/** A profile rename that changes nothing in this party (no new version). */
export const NAME_UNCHANGED = 'The name is unchanged';

/**
 * A member's new profile name reaches the party, live. It passes the party's name
 * rule and is numbered when it looks like another member's, as at a join; a profile rename is
 * never refused by one party. A removed member keeps the name they had.
 */
export function renameSelf(
  state: PartyState,
  userId: string,
  rawName: string,
): RuleResult<PartyState> {
  const member = activeMembers(state).find((m) => m.userId === userId);
  if (member === undefined) return fail(MESSAGES.memberNotFound);
  const name = memberNameFor(state, userId, rawName);
  if (!name.ok) return name;
  if (name.state === member.displayName) return fail(NAME_UNCHANGED);
  const members = state.members.map((m) =>
    m.userId === userId ? { ...m, displayName: name.state } : m,
  );
  return { ok: true, state: { ...state, members } };
}
