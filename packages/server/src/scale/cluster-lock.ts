import { sql } from 'kysely';
import type { Database } from '../storage/database';

/**
 * Runs `work` on one instance of the cluster at a time; an instance that finds the lock
 * taken skips (returns null) rather than waiting. PostgreSQL: a transaction-scoped
 * advisory lock on a connection of its own, held while `work` runs on the pool, and
 * released by the end of that transaction even if this instance dies, so it cannot leak.
 * The lock is named after the schema too, so deployments sharing a database do not meet.
 * SQLite has one process: `work` simply runs.
 */
export async function withClusterLock<T>(
  database: Database,
  name: string,
  work: () => Promise<T>,
): Promise<T | null> {
  if (database.kind !== 'postgres') return work();
  const key = `trivia:${database.pgSchema ?? ''}:${name}`;
  return database.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext(${key})) as locked`.execute(trx);
    if (rows[0]?.locked !== true) return null;
    return work();
  });
}
