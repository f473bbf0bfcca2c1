import type { Kysely } from 'kysely';
import type { Schema } from './schema';
import { openSqliteDatabase } from './sqlite';
import { openPostgresDatabase } from './postgres';

export type StorageKind = 'sqlite' | 'postgres';

/**
 * The storage port: one typed query layer whatever the engine. Repositories take `db`
 * (or a transaction of it); only this module knows which engine is behind it.
 */
export interface Database {
  readonly kind: StorageKind;
  readonly db: Kysely<Schema>;
  /** PostgreSQL only: the schema the tables live in (for the migration table). */
  readonly pgSchema?: string;
  close(): Promise<void>;
}

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
