import { plainSql } from './plain-sql';
import type { Db } from './schema';

/** The party_commands table (migration 002): applied commands and their replies. */
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
 * The reply recorded for (actor, command id), or null when it was never applied. Plain SQL,
 * as the insert below: both run on every command (issue 21).
 */
export async function findCommandResult(
  db: Db,
  actorId: string,
  commandId: string,
): Promise<unknown> {
  const { rows } = await plainSql<{ result: string }>(db)`select result from party_commands
    where actor_id = ${actorId} and command_id = ${commandId}`;
  const row = rows[0];
  return row ? (JSON.parse(row.result) as unknown) : null;
}

/**
 * Records an applied command. Throws on a duplicate (actor, command id): inside the
 * transaction that applied it, that undoes the second application.
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
