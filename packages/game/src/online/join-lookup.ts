import { isExpired } from './access';
import type { PartyState } from './party-state';

/**
 * Whether `join` would let `userId` (null: someone with no account yet) in,
 * answered before anything is made for them. It tells no more than a join would: a member
 * not kicked resumes; anyone else needs a party that is not finished, locked or expired.
 */
export function isJoinableBy(
  state: PartyState | null | undefined,
  userId: string | null,
  now: number,
): boolean {
  if (state === null || state === undefined || isExpired(state, now)) return false;
  const member = userId === null ? undefined : state.members.find((m) => m.userId === userId);
  if (member !== undefined) return member.kickedAt === null;
  return state.party.status !== 'finished' && !state.party.locked;
}
