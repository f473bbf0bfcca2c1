import { plainSql, valueRows } from './plain-sql';
import type { Db } from './schema';

/**
 * The party_commands table (migration 002, keyed by party first since migration 007): applied
 * commands and their replies.
 */
export interface PartyCommandsTable {
  /** Who sent it: a user id, or SERVER_ACTOR for the server's own commands. */
  actor_id: string;
  command_id: string;
  party_code: string;
  /** JSON text: the reply sent for the command. */
  result: string;
  created_at: number;
}

/** The actor of commands the server makes itself (turn time-outs); never a user id. */
export const SERVER_ACTOR = '@server';

function ledger(db: Db) {
  return db.withTables<{ party_commands: PartyCommandsTable }>();
}

/**
 * The reply recorded for (party, actor, command id), or null when it was never applied. The
 * party engine reads it with the party's head (parties.ts getPartyHead); plain SQL.
 */
export async function findCommandResult(
  db: Db,
  partyCode: string,
  actorId: string,
  commandId: string,
): Promise<unknown> {
  const { rows } = await plainSql<{ result: string }>(db)`select result from party_commands
    where party_code = ${partyCode} and actor_id = ${actorId} and command_id = ${commandId}`;
  const row = rows[0];
  return row ? (JSON.parse(row.result) as unknown) : null;
}

/**
 * Records an applied command. Throws on a duplicate (party, actor, command id): inside the
 * transaction that applied it, that undoes the second application. Plain SQL: this runs on
 * every command (docs/PERFORMANCE.md).
 */
export async function recordCommandResult(
  db: Db,
  entry: { actorId: string; commandId: string; partyCode: string; result: unknown; now: number },
): Promise<void> {
  await plainSql(db)`insert into party_commands (actor_id, command_id, party_code, result,
      created_at)
    values (${entry.actorId}, ${entry.commandId}, ${entry.partyCode},
      ${JSON.stringify(entry.result)}, ${entry.now})`;
}

/** Records several applied commands in one statement (the party engine's write-behind batches). */
export async function recordCommandResults(
  db: Db,
  entries: ReadonlyArray<{
    actorId: string;
    commandId: string;
    partyCode: string;
    result: unknown;
    now: number;
  }>,
): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => [
    e.actorId,
    e.commandId,
    e.partyCode,
    JSON.stringify(e.result),
    e.now,
  ]);
  await plainSql(db)`insert into party_commands (actor_id, command_id, party_code, result,
      created_at)
    values ${valueRows(rows)}`;
}

/** How many commands of a party the server applied itself under ids starting with `prefix`. */
export async function countServerCommands(
  db: Db,
  partyCode: string,
  prefix: string,
): Promise<number> {
  const row = await ledger(db)
    .selectFrom('party_commands')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('party_code', '=', partyCode)
    .where('actor_id', '=', SERVER_ACTOR)
    .where('command_id', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The party_creations table (migration 007): which command created which party. */
export interface PartyCreationsTable {
  actor_id: string;
  command_id: string;
  party_code: string;
}

/** A create command made this party: a retry of it (which names no party) finds it here. */
export async function recordPartyCreation(
  db: Db,
  entry: { actorId: string; commandId: string; partyCode: string },
): Promise<void> {
  await plainSql(db)`insert into party_creations (actor_id, command_id, party_code)
    values (${entry.actorId}, ${entry.commandId}, ${entry.partyCode})`;
}

/** The code of the party the actor's create command made, or null. */
export async function findCreatedParty(
  db: Db,
  actorId: string,
  commandId: string,
): Promise<string | null> {
  const { rows } = await plainSql<{ party_code: string }>(db)`select party_code
    from party_creations where actor_id = ${actorId} and command_id = ${commandId}`;
  return rows[0]?.party_code ?? null;
}
