import { openSqliteDatabase } from './sqlite';
import { openPostgresDatabase } from './postgres';

import type { Database } from './storage-port';

export type { Database, StorageKind } from './storage-port';

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise a SQLite file under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: use this schema (search_path). Tests use one per run. */
  pgSchema?: string;
}

export { SQLITE_FILE_NAME } from './sqlite';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, options.pgSchema);
  return openSqliteDatabase(options.dataDir);
}
