import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './database';
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
  // Another process (a backup, the admin CLI) may hold the write lock for a moment.
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    kind: 'sqlite',
    db,
    close: () => db.destroy(),
  };
}
