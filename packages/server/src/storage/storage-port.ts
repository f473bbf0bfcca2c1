import type { Kysely } from 'kysely';
import type { Db, Schema } from './schema';

export type StorageKind = 'sqlite' | 'postgres';

/**
 * The storage port: one typed query layer whatever the engine. Repositories take `db`
 * (or a transaction of it); only database.ts knows which engine is behind it. Its own
 * module so that the adapters (sqlite.ts, postgres.ts) and database.ts, which chooses
 * between them, do not import each other.
 */
export interface Database {
  readonly kind: StorageKind;
  readonly db: Kysely<Schema>;
  /** PostgreSQL only: the schema the tables live in (for the migration table). */
  readonly pgSchema?: string;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * On SQLite the transaction holds the one connection, and plainSql statements in it run on
   * better-sqlite3 directly (issue 21: the party engine's per-command statements).
   */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
