import { sql } from 'kysely';
import type { Database } from '../../storage/database';
import type { Db } from '../../storage/schema';

/** Thrown inside a transaction when the party row moved on under us; the work is retried. */
export class VersionConflict extends Error {
  override name = 'VersionConflict';
}

/** How often a transaction that lost a race is tried again before giving up. */
export const MAX_ATTEMPTS = 6;

/**
 * Runs `work` in one database transaction, again from the start when it lost a race:
 * a version conflict, a PostgreSQL serialisation failure or deadlock, a duplicate key
 * (a concurrent retry of the same command), or a busy SQLite file.
 *
 * On PostgreSQL a party's commit does not wait for its WAL flush (synchronous_commit off,
 * for this transaction only): the same durability as SQLite in WAL with synchronous
 * NORMAL. A PostgreSQL crash may lose the last fraction of a second of game moves, never
 * consistency; accounts and sessions keep full durability (docs/decisions/0004).
 */
export async function inTransaction<T>(
  database: Pick<Database, 'kind' | 'transaction'>,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await database.transaction(async (trx) => {
        if (database.kind === 'postgres')
          await sql`SET LOCAL synchronous_commit = off`.execute(trx);
        return work(trx);
      });
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await pause(attempt);
    }
  }
}

function isRetryable(error: unknown): boolean {
  if (error instanceof VersionConflict) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '40001' || // serialization_failure
    code === '40P01' || // deadlock_detected
    code === '23505' || // unique_violation
    code === 'SQLITE_BUSY' ||
    isUniqueViolation(error)
  );
}

/** A duplicate primary or unique key, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

function pause(attempt: number): Promise<void> {
  const ms = Math.random() * 5 * attempt;
  return new Promise((resolve) => setTimeout(resolve, ms));
}
