import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type SqliteDatabase as KyselySqlite } from 'kysely';
import { PartyJournal } from './party-journal';
import { runDirectly } from './plain-sql';
import { ConnectionLock, LockedSqliteDialect } from './sqlite-connection-lock';
import { startCheckpointer } from './sqlite-checkpointer';
import type { Database, PendingWrites, WriteBehindPort } from './storage-port';
import type { Schema } from './schema';

export const SQLITE_FILE_NAME = 'trivia.sqlite';
/** What a WAL file keeps of its size once it starts over (PRAGMA journal_size_limit). */
export const WAL_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;

/** The embedded default: one SQLite file in WAL mode under DATA_DIR (created if missing). */
export async function openSqliteDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  const sqlite = openConnection(file);
  const checkpointer = startCheckpointer(file, () => {
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  const statements = withStatementCache(sqlite);
  const lock = new ConnectionLock();
  const db = new Kysely<Schema>({ dialect: new LockedSqliteDialect(statements, lock, 'take') });
  const direct = directTransactions(sqlite, statements, lock);
  const writeBehind = writeBehindPort(file, direct, lock, new PartyJournal(dataDir));
  return {
    kind: 'sqlite',
    db,
    transaction: direct.transaction,
    writeBehind,
    reclaimSpace: () => checkpointer.truncate(),
    close: async () => {
      // The pending changes first: they are the journal's, and the tables' from now on.
      await writeBehind.close();
      writeBehind.journal.close();
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/**
 * A second connection to the database file, for a thread of its own (the party engine's
 * batch writer, parties/store/write-behind/batch-writer.ts): its transactions, and closing it. Whoever uses it
 * sees to it that the server's connection does not write meanwhile.
 */
export interface SqliteWriter {
  transaction: Database['transaction'];
  close(): void;
}

export function openSqliteWriter(file: string): SqliteWriter {
  const sqlite = openConnection(file);
  const { transaction } = directTransactions(
    sqlite,
    withStatementCache(sqlite),
    new ConnectionLock(),
  );
  return { transaction, close: () => sqlite.close() };
}

/** A connection to the file in WAL mode, as every connection of the server sets it up. */
function openConnection(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // A page cache of up to 64 MiB (the default is 2 MiB): under load the parties, the guess and
  // ledger indexes and the sessions outgrow 2 MiB, and each miss is a read (docs/PERFORMANCE.md).
  sqlite.pragma('cache_size = -65536');
  // Statement journals and temporary tables in memory: a batch's multi-row statements spilled
  // their statement journals to temporary files, opened and closed at every commit (docs/PERFORMANCE.md).
  sqlite.pragma('temp_store = MEMORY');
  // Another connection (the batch writer's, a backup, the admin CLI) may hold the write lock.
  sqlite.pragma('busy_timeout = 5000');
  // Checkpoints run in a worker thread, never inside a commit (sqlite-checkpointer.ts).
  sqlite.pragma('wal_autocheckpoint = 0');
  // A WAL that grew (a burst of writes, a large delete) is cut back to this size when it next
  // starts over, rather than kept at its largest for good (69 MB once never shrank).
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  return sqlite;
}

/** The connection's transactions: taking its lock, or for whoever holds it already. */
interface DirectTransactions {
  /** Kysely on the connection, for a holder of its lock. */
  inside: Kysely<Schema>;
  /** A transaction holding the lock (taken, then given back). */
  transaction: Database['transaction'];
  /** A transaction for whoever holds the lock already. */
  held: Database['transaction'];
}

/**
 * A transaction on one connection, holding its lock (so no other query of the app runs
 * meanwhile), begun and ended on better-sqlite3 directly, in which plainSql statements run
 * directly too: no query building, compiling or promise chain per statement (docs/PERFORMANCE.md).
 * Other queries in it run on `inside`, Kysely on the connection whose lock it holds.
 */
function directTransactions(
  sqlite: SqliteDatabase.Database,
  statements: KyselySqlite,
  lock: ConnectionLock,
): DirectTransactions {
  const inside = new Kysely<Schema>({
    dialect: new LockedSqliteDialect(statements, lock, 'inside'),
  });
  const begin = sqlite.prepare('BEGIN');
  const commit = sqlite.prepare('COMMIT');
  const rollback = sqlite.prepare('ROLLBACK');
  runDirectly(inside, sqlite, () => lock.held);
  const held: Database['transaction'] = async (work) => {
    begin.run();
    try {
      const result = await work(inside);
      commit.run();
      return result;
    } catch (error) {
      if (sqlite.inTransaction) rollback.run();
      throw error;
    }
  };
  const transaction: Database['transaction'] = async (work) => {
    await lock.acquire();
    try {
      return await held(work);
    } finally {
      lock.release();
    }
  };
  return { inside, transaction, held };
}

function writeBehindPort(
  file: string,
  direct: DirectTransactions,
  lock: ConnectionLock,
  journal: PartyJournal,
): WriteBehindPort & { close(): Promise<void> } {
  let writes: PendingWrites | null = null;
  /** Holding the lock: the pending changes written (a transaction here is one for its holder). */
  const writePending = async (pending: PendingWrites) => {
    if (!pending.any()) return;
    await pending.write(direct.held);
    pending.written();
  };
  return {
    journal,
    file,
    async holding(work) {
      await lock.acquire(true);
      try {
        return await work(direct.inside);
      } finally {
        lock.release();
      }
    },
    async ownTransaction(work) {
      await lock.acquire(true);
      try {
        if (writes !== null) await writePending(writes);
        return await direct.held(work);
      } finally {
        lock.release();
      }
    },
    flushBeforeOthers(pending) {
      writes = pending;
      lock.setBefore(
        pending === null
          ? null
          : async () => {
              pending.othersTook();
              await writePending(pending);
            },
      );
    },
    async flushNow() {
      await lock.acquire();
      lock.release();
    },
    async close() {
      await this.flushNow();
      await writes?.close();
    },
  };
}

/** Prepared statements kept, by SQL text (the least recently used go first). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query it runs; preparing was 3–4 % of the server's
 * time under load (docs/performance-history.md "Where the time goes"). The same SQL text gets the
 * same prepared statement back, unless that one is busy (a streamed query iterating it).
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  size = STATEMENT_CACHE_SIZE,
): KyselySqlite {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      const cached = cache.get(sqlText);
      if (cached !== undefined && !cached.busy) {
        // Most recently used last.
        cache.delete(sqlText);
        cache.set(sqlText, cached);
        return cached;
      }
      const statement = sqlite.prepare(sqlText);
      if (cached === undefined) {
        cache.set(sqlText, statement);
        if (cache.size > size) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      return statement;
    },
  };
}
