import type { Selectable } from 'kysely';
import { plainSql, valueRows } from './plain-sql';
import type { Db, MembersTable } from './schema';

export interface MemberRecord {
  partyCode: string;
  userId: string;
  displayName: string;
  role: 'host' | 'player';
  teamId: string | null;
  joinedAt: number;
  kickedAt: number | null;
  online: boolean;
  /** The member's place in the party's member list (join order). */
  position: number;
}

/** Adds a member, or replaces the row of one who is already there. */
export async function saveMember(db: Db, member: MemberRecord): Promise<void> {
  const row = toRow(member);
  const { party_code: _code, user_id: _user, ...update } = row;
  await db
    .insertInto('members')
    .values(row)
    .onConflict((oc) => oc.columns(['party_code', 'user_id']).doUpdateSet(update))
    .execute();
}

/**
 * Adds or replaces several members in one statement (a team assignment rewrites a whole
 * party's rows: one statement, not one per member).
 */
export async function saveMembers(db: Db, members: readonly MemberRecord[]): Promise<void> {
  if (members.length === 0) return;
  const rows = members.map((m) => [
    m.partyCode,
    m.userId,
    m.displayName,
    m.role,
    m.teamId,
    m.joinedAt,
    m.kickedAt,
    m.online ? 1 : 0,
    m.position,
  ]);
  // Plain SQL: team assignments and Play Again rewrite every member (docs/PERFORMANCE.md).
  await plainSql(db)`insert into members
    (party_code, user_id, display_name, role, team_id, joined_at, kicked_at, online, position)
    values ${valueRows(rows)}
    on conflict (party_code, user_id) do update set display_name = excluded.display_name,
      role = excluded.role, team_id = excluded.team_id, joined_at = excluded.joined_at,
      kicked_at = excluded.kicked_at, online = excluded.online, position = excluded.position`;
}

/** Members of a party in the order of its member list (join order), kicked ones included. */
export async function listMembers(db: Db, partyCode: string): Promise<MemberRecord[]> {
  const rows = await db
    .selectFrom('members')
    .selectAll()
    .where('party_code', '=', partyCode)
    .orderBy('position')
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
  return rows.map(fromRow);
}

/** NAME-9: the codes of the parties the user is an active (not removed) member of. */
export async function listActivePartyCodes(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select('party_code')
    .where('user_id', '=', userId)
    .where('kicked_at', 'is', null)
    .execute();
  return rows.map((row) => row.party_code);
}

export async function removeMember(db: Db, partyCode: string, userId: string): Promise<void> {
  await plainSql(db)`delete from members where party_code = ${partyCode} and user_id = ${userId}`;
}

function toRow(member: MemberRecord): MembersTable {
  return {
    party_code: member.partyCode,
    user_id: member.userId,
    display_name: member.displayName,
    role: member.role,
    team_id: member.teamId,
    joined_at: member.joinedAt,
    kicked_at: member.kickedAt,
    online: member.online ? 1 : 0,
    position: member.position,
  };
}

function fromRow(row: Selectable<MembersTable>): MemberRecord {
  return {
    partyCode: row.party_code,
    userId: row.user_id,
    displayName: row.display_name,
    role: row.role === 'host' ? 'host' : 'player',
    teamId: row.team_id,
    joinedAt: row.joined_at,
    kickedAt: row.kicked_at,
    online: row.online === 1,
    position: row.position ?? 0,
  };
}
