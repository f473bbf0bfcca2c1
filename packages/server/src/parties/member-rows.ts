import type { PartyMember, PartyState } from '@trivia/game';
import type { Db } from '../storage/schema';
import { removeMember, saveMembers } from '../storage/party-members';

/**
 * Keeps the members table (who is in which party, for queries across parties) in step
 * with the party state: rows of members who changed are rewritten (in one statement), gone
 * ones deleted.
 */
export async function syncMemberRows(
  trx: Db,
  previous: PartyState | null,
  next: PartyState,
): Promise<void> {
  const code = next.party.code;
  const before = new Map((previous?.members ?? []).map((m) => [m.userId, m]));
  const after = new Set(next.members.map((m) => m.userId));
  const changed = next.members.filter((m) => !sameMember(before.get(m.userId), m));
  await saveMembers(
    trx,
    changed.map((member) => ({ partyCode: code, ...member })),
  );
  for (const userId of before.keys()) {
    if (!after.has(userId)) await removeMember(trx, code, userId);
  }
}

function sameMember(a: PartyMember | undefined, b: PartyMember): boolean {
  return (
    a !== undefined &&
    a.displayName === b.displayName &&
    a.role === b.role &&
    a.teamId === b.teamId &&
    a.joinedAt === b.joinedAt &&
    a.kickedAt === b.kickedAt &&
    a.online === b.online
  );
}
