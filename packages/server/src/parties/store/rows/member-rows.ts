import type { PartyMember, PartyState } from '@trivia/game';
import type { Db } from '../../../storage/schema';
import { removeMember, saveMembers } from '../../../storage/party-members';

/**
 * Keeps the members table in step with the party state: it is where the state's member
 * list is stored (docs/PERFORMANCE.md: not in the party row's JSON), in order, and what queries across
 * parties read. Rows of members who changed or moved in the list are rewritten (in one
 * statement), gone ones deleted.
 */
export async function syncMemberRows(
  trx: Db,
  previous: PartyState | null,
  next: PartyState,
): Promise<void> {
  const previousMembers = previous?.members ?? [];
  if (next.members === previousMembers) return;
  const code = next.party.code;
  const before = new Map(previousMembers.map((m, position) => [m.userId, { m, position }]));
  const after = new Set(next.members.map((m) => m.userId));
  const changed = next.members
    .map((member, position) => ({ partyCode: code, ...member, position }))
    .filter((row) => {
      const old = before.get(row.userId);
      return old === undefined || old.position !== row.position || !sameMember(old.m, row);
    });
  await saveMembers(trx, changed);
  for (const userId of before.keys()) {
    if (!after.has(userId)) await removeMember(trx, code, userId);
  }
}

function sameMember(a: PartyMember, b: PartyMember): boolean {
  return (
    a === b ||
    (a.displayName === b.displayName &&
      a.role === b.role &&
      a.teamId === b.teamId &&
      a.joinedAt === b.joinedAt &&
      a.kickedAt === b.kickedAt &&
      a.online === b.online)
  );
}
