import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type StorageKind } from '../../src/storage/database';
import { migrateTo, migrateToLatest } from '../../src/storage/migrations';

/** A migrated, empty database of one kind, and how to throw it away. */
export interface TestDatabase {
  database: Database;
  /** SQLite: the folder of its file (and of the party journal). */
  dataDir?: string;
  dispose(): Promise<void>;
}

export interface StorageTarget {
  kind: StorageKind;
  /** Migrated to the latest schema, or only up to the named migration (a migration's test). */
  open(options?: { migratedTo?: string }): Promise<TestDatabase>;
}

const requireServices = process.env.REQUIRE_SERVICES === '1';
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Where the contract and HTTP suites run: SQLite always; PostgreSQL when
 * TEST_DATABASE_URL is set. With REQUIRE_SERVICES=1 a missing PostgreSQL fails instead.
 */
export function storageTargets(): StorageTarget[] {
  const targets: StorageTarget[] = [{ kind: 'sqlite', open: openSqlite }];
  if (postgresUrl) {
    targets.push({ kind: 'postgres', open: (options) => openPostgres(postgresUrl, options) });
  } else if (requireServices) targets.push({ kind: 'postgres', open: missingPostgres });
  return targets;
}

interface OpenOptions {
  migratedTo?: string;
}

async function migrate(database: Database, options: OpenOptions = {}): Promise<void> {
  if (options.migratedTo === undefined) await migrateToLatest(database);
  else await migrateTo(database, options.migratedTo);
}

async function openSqlite(options?: OpenOptions): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trivia-test-'));
  const database = await openDatabase({ dataDir });
  await migrate(database, options);
  return {
    database,
    dataDir,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh schema per database, dropped afterwards, so parallel runs never meet. */
async function openPostgres(url: string, options?: OpenOptions): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  const database = await openDatabase({ databaseUrl: url, dataDir: '', pgSchema: schema });
  await migrate(database, options);
  return {
    database,
    async dispose() {
      await database.close();
      await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}

async function missingPostgres(): Promise<TestDatabase> {
  throw new Error('REQUIRE_SERVICES=1 but TEST_DATABASE_URL is not set (PostgreSQL is required)');
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
