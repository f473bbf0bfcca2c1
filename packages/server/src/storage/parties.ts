import type { Selectable } from 'kysely';
import { findCommandResult } from './command-ledger';
import { plainSql } from './plain-sql';
import type { Db, PartiesTable } from './schema';

/** A party row. `state` is the engine's full party state (JSON); `version` bumps on every change. */
export interface PartyRecord<State = unknown> {
  code: string;
  hostId: string;
  status: string;
  version: number;
  state: State;
  createdAt: number;
  expiresAt: number;
  turnDeadline: number | null;
  updatedAt: number;
}

/** Inserts a new party; throws if the code is taken (the primary key decides). */
export async function createParty<State>(db: Db, party: PartyRecord<State>): Promise<void> {
  await db.insertInto('parties').values(toRow(party)).execute();
}

/** What names one version of one party: the row's version and when the party was made. */
export interface PartyHead {
  version: number;
  createdAt: number;
}

/** Who sent a command and under which id (the command ledger's key within a party). */
export interface CommandKey {
  actorId: string;
  commandId: string;
}

/** A party's head, and the reply recorded for a command key when that command was applied. */
export interface HeadRead extends PartyHead {
  /** The ledger's reply (parsed JSON) for the key asked about, or null. */
  priorResult: unknown;
}

/**
 * A party's head without its state (a few bytes instead of a few KB), locked for the rest
 * of the transaction when `lock` (PostgreSQL only: SQLite's one writer serialises anyway),
 * and the ledger's reply for `key` if that command was applied before. Plain SQL: this runs
 * on every command (docs/PERFORMANCE.md).
 *
 * Unlocked (SQLite), head and reply come in one statement. Locked, the reply is read by a
 * second statement once the lock is held: a statement that waited for the row lock re-reads
 * the locked row, but a subquery in it still sees the snapshot taken before the wait, so it
 * would miss the reply the lock's holder has just committed (the same command id sent twice
 * at once would be decided again, on the new state, and get another reply).
 */
export async function getPartyHead(
  db: Db,
  code: string,
  lock: boolean,
  key: CommandKey | null = null,
): Promise<HeadRead | null> {
  if (lock) {
    const { rows } = await plainSql<HeadColumns>(db)`select version, created_at from parties
      where code = ${code} for update`;
    const head = rows[0];
    if (head === undefined) return null;
    const priorResult =
      key === null ? null : await findCommandResult(db, code, key.actorId, key.commandId);
    return { version: head.version, createdAt: Number(head.created_at), priorResult };
  }
  const { rows } =
    key === null
      ? await plainSql<HeadRow>(db)`select version, created_at, null as prior from parties
          where code = ${code}`
      : await plainSql<HeadRow>(db)`select version, created_at, (select result
            from party_commands where party_code = ${code} and actor_id = ${key.actorId}
            and command_id = ${key.commandId}) as prior
          from parties where code = ${code}`;
  const row = rows[0];
  if (row === undefined) return null;
  const priorResult = row.prior === null ? null : (JSON.parse(row.prior) as unknown);
  return { version: row.version, createdAt: Number(row.created_at), priorResult };
}

interface HeadColumns {
  version: number;
  created_at: number;
}

interface HeadRow extends HeadColumns {
  prior: string | null;
}

export async function getParty(db: Db, code: string): Promise<PartyRecord | null> {
  const row = await db
    .selectFrom('parties')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

/**
 * Writes a new version of a party only if the stored one is still `expectedVersion`
 * (optimistic concurrency). Returns false when another writer got there first.
 */
export async function updateParty<State>(
  db: Db,
  party: PartyRecord<State>,
  expectedVersion: number,
): Promise<boolean> {
  const row = toRow(party);
  // Plain SQL, not the query builder: this runs on every command (docs/PERFORMANCE.md).
  const { changed } = await plainSql(db)`update parties set host_id = ${row.host_id},
    status = ${row.status}, version = ${row.version}, state = ${row.state},
    expires_at = ${row.expires_at}, turn_deadline = ${row.turn_deadline},
    updated_at = ${row.updated_at}
    where code = ${row.code} and version = ${expectedVersion}`;
  return changed === 1;
}

/** Deletes every party whose expiry has passed, with its members, guesses and screen key. */
export async function deleteExpiredParties(db: Db, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const expired = trx.selectFrom('parties').select('code').where('expires_at', '<=', now);
    await trx.deleteFrom('guesses').where('party_code', 'in', expired).execute();
    await trx.deleteFrom('members').where('party_code', 'in', expired).execute();
    await trx.deleteFrom('party_screens').where('party_code', 'in', expired).execute();
    const result = await trx
      .deleteFrom('parties')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

function toRow<State>(party: PartyRecord<State>): PartiesTable {
  return {
    code: party.code,
    host_id: party.hostId,
    status: party.status,
    version: party.version,
    state: JSON.stringify(party.state),
    created_at: party.createdAt,
    expires_at: party.expiresAt,
    turn_deadline: party.turnDeadline,
    updated_at: party.updatedAt,
  };
}

function fromRow(row: Selectable<PartiesTable>): PartyRecord {
  return {
    code: row.code,
    hostId: row.host_id,
    status: row.status,
    version: row.version,
    state: JSON.parse(row.state) as unknown,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    turnDeadline: row.turn_deadline,
    updatedAt: row.updated_at,
  };
}
