import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainSql } from '../../src/storage/plain-sql';
import type { Db } from '../../src/storage/schema';
import { storageTargets, type TestDatabase } from '../support/storage-targets';

const sqlite = storageTargets().find((target) => target.kind === 'sqlite');
if (sqlite === undefined) throw new Error('SQLite is always a storage target');

/** The party engine's transactions run on the one SQLite connection directly. */
describe('SQLite direct transactions', () => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await sqlite.open();
    await sql`create table t (n integer not null)`.execute(testDb.database.db);
  });
  afterEach(async () => {
    await testDb.dispose();
  });

  const count = async (db: Db) =>
    (await plainSql<{ n: number }>(db)`select count(*) as n from t`).rows[0]?.n;

  it('keeps statement journals and temporary tables in memory, never in temporary files', async () => {
    const { rows } = await sql<{ temp_store: number }>`PRAGMA temp_store`.execute(
      testDb.database.db,
    );
    expect(rows[0]?.temp_store).toBe(2); // MEMORY
  });

  it('holds the connection: a query of the app waits for the commit and sees all of it', async () => {
    const { database } = testDb;
    let release = () => {};
    const paused = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.transaction(async (trx) => {
      await plainSql(trx)`insert into t (n) values (1)`;
      await paused;
      await plainSql(trx)`insert into t (n) values (2)`;
      return count(trx);
    });
    const outside = count(database.db);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await transaction).toBe(2);
    expect(await outside).toBe(2);
  });

  it('rolls back everything when the work throws, and the next transaction runs', async () => {
    const { database } = testDb;
    const failed = database.transaction(async (trx) => {
      await plainSql(trx)`insert into t (n) values (1)`;
      await sql`insert into t (n) values (2)`.execute(trx);
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    await database.transaction((trx) => plainSql(trx)`insert into t (n) values (3)`);
    expect(await count(database.db)).toBe(1);
  });

  it('waits for a Kysely transaction of the app, and the app for it, in turn', async () => {
    const { database } = testDb;
    const order: string[] = [];
    const kysely = database.db.transaction().execute(async (trx) => {
      order.push('kysely begins');
      await new Promise((resolve) => setTimeout(resolve, 10));
      await sql`insert into t (n) values (1)`.execute(trx);
      order.push('kysely ends');
    });
    const direct = database.transaction(async (trx) => {
      order.push('direct begins');
      await plainSql(trx)`insert into t (n) values (2)`;
      order.push('direct ends');
    });
    await Promise.all([kysely, direct]);
    expect(order).toEqual(['kysely begins', 'kysely ends', 'direct begins', 'direct ends']);
  });

  it('refuses a statement on a transaction that has ended', async () => {
    const { database } = testDb;
    const kept = await database.transaction(async (trx) => trx);
    await expect(plainSql(kept)`insert into t (n) values (1)`).rejects.toThrow(/ended/);
    await expect(sql`insert into t (n) values (1)`.execute(kept)).rejects.toThrow(/ended/);
    expect(await count(database.db)).toBe(0);
  });
});
