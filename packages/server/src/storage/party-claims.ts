import type { StorageKind } from './database';
import { plainSql, valueRows } from './plain-sql';
import { deleteScreenKey } from './party-screens';
import type { Db } from './schema';

/**
 * Row locks for the party engine. On PostgreSQL a transaction locks the party row it
 * changes (FOR UPDATE: the engine reads the row's head with `getPartyHead(…, lock)`);
 * SQLite has no row locks, but its transactions are serialised (one writer), which gives
 * the same guarantee.
 */

/**
 * Claims one party whose turn ran out before `dueBefore` and that has not expired at `now`,
 * locked for the rest of `trx`, and returns its code. On PostgreSQL rows locked by another
 * instance are skipped (FOR UPDATE SKIP LOCKED), so two instances never time out the same turn.
 */
export async function claimDueTurn(
  trx: Db,
  kind: StorageKind,
  dueBefore: number,
  now: number,
): Promise<string | null> {
  // Plain SQL: the turn timer asks four times a second (docs/PERFORMANCE.md).
  const { rows } =
    kind === 'postgres'
      ? await plainSql<{ code: string }>(trx)`select code from parties
          where turn_deadline is not null and turn_deadline <= ${dueBefore} and expires_at > ${now}
          order by turn_deadline limit 1 for update skip locked`
      : await plainSql<{ code: string }>(trx)`select code from parties
          where turn_deadline is not null and turn_deadline <= ${dueBefore} and expires_at > ${now}
          order by turn_deadline limit 1`;
  return rows[0]?.code ?? null;
}

/** Stops the timer from claiming a party again (its time-out cannot apply). */
export async function clearTurnDeadline(trx: Db, code: string): Promise<void> {
  await trx.updateTable('parties').set({ turn_deadline: null }).where('code', '=', code).execute();
}

/**
 * Deletes a party; its members, guesses and ledger rows go with it (ON DELETE CASCADE),
 * and its big-screen key, named so it goes even where foreign keys are not enforced.
 */
export async function deleteParty(trx: Db, code: string): Promise<void> {
  await deleteScreenKey(trx, code);
  await trx.deleteFrom('parties').where('code', '=', code).execute();
}

/** Which of these user ids still have an account (guests can be deleted mid-party). */
export async function existingUserIds(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  // Plain SQL, one row of values as the list: a game's end asks for all its players at once.
  const { rows } = await plainSql<{ id: string }>(db)`select id from users
    where id in ${valueRows([userIds])}`;
  return new Set(rows.map((row) => row.id));
}
