import type { Kysely } from 'kysely';
import type { PartyJournal } from './party-journal';
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
   * better-sqlite3 directly (docs/PERFORMANCE.md: the party engine's per-command statements).
   */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T>;
  /**
   * SQLite only: gives the space of a large delete back (a TRUNCATE checkpoint, so the WAL
   * file shrinks; the file's freed pages are reused by later writes).
   */
  reclaimSpace?(): Promise<void>;
  /** SQLite only: what the party engine's write-behind needs (parties/store/write-behind/). */
  readonly writeBehind?: WriteBehindPort;
  close(): Promise<void>;
}

/**
 * SQLite's one connection as the party engine's write-behind uses it (docs/decisions/0009): commands
 * are journaled, and their changes written to the tables in batches, before anyone else uses
 * the connection.
 */
export interface WriteBehindPort {
  readonly journal: PartyJournal;
  /** The database file (the batch writer opens a connection of its own to it). */
  readonly file: string;
  /**
   * Runs `work` holding the connection, with no transaction and without writing the pending
   * changes first (the engine reads its pending parties from memory).
   */
  holding<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * A transaction of the party engine's own, holding the connection: the pending changes are
   * written first, as for anyone else, but `PendingWrites.othersTook` is not told (the engine
   * knows what it changes).
   */
  ownTransaction<T>(work: (trx: Db) => Promise<T>): Promise<T>;
  /**
   * From now on, whoever else takes the connection first has `pending.write` write the
   * pending changes, and `pending.written` told once they are committed; on close,
   * `pending.close` runs after the last of them is written.
   */
  flushBeforeOthers(pending: PendingWrites | null): void;
  /** Takes and gives back the connection, so that the pending changes are written now. */
  flushNow(): Promise<void>;
}

/** Changes waiting to be written (see WriteBehindPort.flushBeforeOthers). */
export interface PendingWrites {
  /** Someone else took the connection (before `any`): rows may change under the engine. */
  othersTook(): void;
  /** Whether there are any (none: nothing is begun). */
  any(): boolean;
  /**
   * Writes them in one transaction, while the connection is held for them: `here` runs one
   * on the connection, or they are written on another connection (nothing else writes now).
   */
  write(here: <T>(work: (trx: Db) => Promise<T>) => Promise<T>): Promise<void>;
  /** What write wrote is committed. */
  written(): void;
  /** The database is closing: nothing more will be written. */
  close(): Promise<void>;
}
