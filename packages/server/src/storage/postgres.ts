import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Database } from './storage-port';
import type { Schema } from './schema';

// PostgreSQL returns BIGINT (our epoch-millisecond times, COUNT(*)) as strings.
// Every value we store fits in a double, so read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** PostgreSQL behind the same interface; `pgSchema` pins the search_path (tests use one each). */
export async function openPostgresDatabase(url: string, pgSchema?: string): Promise<Database> {
  if (pgSchema !== undefined && !SCHEMA_NAME.test(pgSchema)) {
    throw new Error(`Invalid PostgreSQL schema name: ${pgSchema}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // An unreachable server (packets dropped) fails a query after 10 s instead of hanging.
    connectionTimeoutMillis: 10_000,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  // A connection whose server went away emits 'error' (on the pool when idle, on the client
  // when checked out); unheard, that would end the process. The query in flight fails, the
  // pool drops the connection, the next query connects again; /api/ready reports the outage.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  try {
    const result = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
      db,
    );
    const schema = result.rows[0]?.schema;
    if (!schema) throw new Error('PostgreSQL has no current schema (check search_path)');
    return {
      kind: 'postgres',
      db,
      pgSchema: schema,
      transaction: (work) => db.transaction().execute(work),
      close: () => db.destroy(),
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
