import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type SqliteDatabase as KyselySqlite } from 'kysely';
import { PartyJournal } from './party-journal';
import { runDirectly } from './plain-sql';
import { ConnectionLock, LockedSqliteDialect } from './sqlite-connection-lock';
import { startCheckpointer } from './sqlite-checkpointer';
import type { Database, WriteBehindPort } from './storage-port';
import type { Schema } from './schema';

export const SQLITE_FILE_NAME = 'trivia.sqlite';

/** The embedded default: one SQLite file in WAL mode under DATA_DIR (created if missing). */
export async function openSqliteDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // A page cache of up to 64 MiB (the default is 2 MiB): under load the parties, the guess and
  // ledger indexes and the sessions outgrow 2 MiB, and each miss is a read (issue 21).
  sqlite.pragma('cache_size = -65536');
  // Statement journals and temporary tables in memory: a batch's multi-row statements spilled
  // their statement journals to temporary files, opened and closed at every commit (issue 21).
  sqlite.pragma('temp_store = MEMORY');
  // Another process (a backup, the admin CLI) may hold the write lock for a moment.
  sqlite.pragma('busy_timeout = 5000');
  // Checkpoints run in a worker thread, never inside a commit on the loop (sqlite-checkpointer.ts).
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpointer = startCheckpointer(file, () => {
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  const statements = withStatementCache(sqlite);
  const lock = new ConnectionLock();
  const db = new Kysely<Schema>({ dialect: new LockedSqliteDialect(statements, lock, 'take') });
  // What a direct transaction hands out: Kysely on the connection whose lock it holds.
  const inside = new Kysely<Schema>({
    dialect: new LockedSqliteDialect(statements, lock, 'inside'),
  });
  const transaction = directTransactions(inside, sqlite, lock);
  const writeBehind = writeBehindPort(inside, sqlite, lock, new PartyJournal(dataDir));
  return {
    kind: 'sqlite',
    db,
    transaction,
    writeBehind,
    close: async () => {
      // The pending changes first: they are the journal's, and the tables' from now on.
      await writeBehind.flushNow();
      writeBehind.journal.close();
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/**
 * A transaction on the one connection, holding its lock (so no other query of the app runs
 * meanwhile), begun and ended on better-sqlite3 directly, in which plainSql statements run
 * directly too: no query building, compiling or promise chain per statement (issue 21).
 * Other queries in it run on `inside`, Kysely on the connection whose lock it holds.
 */
function directTransactions(
  inside: Kysely<Schema>,
  sqlite: SqliteDatabase.Database,
  lock: ConnectionLock,
): Database['transaction'] {
  const begin = sqlite.prepare('BEGIN');
  const commit = sqlite.prepare('COMMIT');
  const rollback = sqlite.prepare('ROLLBACK');
  runDirectly(inside, sqlite, () => lock.held);
  return async (work) => {
    await lock.acquire();
    try {
      begin.run();
      try {
        const result = await work(inside);
        commit.run();
        return result;
      } catch (error) {
        if (sqlite.inTransaction) rollback.run();
        throw error;
      }
    } finally {
      lock.release();
    }
  };
}

function writeBehindPort(
  inside: Kysely<Schema>,
  sqlite: SqliteDatabase.Database,
  lock: ConnectionLock,
  journal: PartyJournal,
): WriteBehindPort {
  const begin = sqlite.prepare('BEGIN');
  const commit = sqlite.prepare('COMMIT');
  const rollback = sqlite.prepare('ROLLBACK');
  return {
    journal,
    async holding(work) {
      await lock.acquire(true);
      try {
        return await work(inside);
      } finally {
        lock.release();
      }
    },
    flushBeforeOthers(pending) {
      lock.setBefore(
        pending === null
          ? null
          : async () => {
              if (!pending.any()) return;
              begin.run();
              try {
                await pending.write(inside);
                commit.run();
              } catch (error) {
                if (sqlite.inTransaction) rollback.run();
                throw error;
              }
              pending.written();
            },
      );
    },
    async flushNow() {
      await lock.acquire();
      lock.release();
    },
  };
}

/** Prepared statements kept, by SQL text (the least recently used go first). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query it runs; preparing was 3–4 % of the server's
 * time under load (docs/PERFORMANCE.md "Where the time goes"). The same SQL text gets the
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
