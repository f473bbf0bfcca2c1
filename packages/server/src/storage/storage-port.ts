import type { Kysely } from 'kysely';
import type { Schema } from './schema';

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
  close(): Promise<void>;
}
