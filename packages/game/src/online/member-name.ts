import { normalizeName, uniqueNameAmong } from '../names';
import type { RuleResult } from '../types';
import { activeMembers, fail } from './access';
import type { PartyState } from './party-state';

/**
 * The name `userId` is listed under in the party (issue 15): their name under the name rule,
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
