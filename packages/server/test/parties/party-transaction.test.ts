import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction, VersionConflict } from '../../src/parties/store/party-transaction';
import { storageTargets, type TestDatabase } from '../support/storage-targets';

describe.each(storageTargets())('party transactions ($kind)', (target) => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await target.open();
  });
  afterEach(async () => {
    await testDb.dispose();
  });

  it('runs the work again after a version conflict, and returns its result', async () => {
    let attempts = 0;
    const result = await inTransaction(testDb.database, () => {
      attempts += 1;
      if (attempts < 3) throw new VersionConflict();
      return Promise.resolve('done');
    });
    expect({ result, attempts }).toEqual({ result: 'done', attempts: 3 });
  });

  it('commits a party with SQLite-WAL-NORMAL durability: PostgreSQL does not wait for the WAL flush, for that transaction only', async () => {
    const { db } = testDb.database;
    if (target.kind === 'postgres') {
      const setting = async (runner: typeof db) =>
        (await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(runner)).rows[0]
          ?.synchronous_commit;
      expect(await inTransaction(testDb.database, (trx) => setting(trx))).toBe('off');
      expect(await setting(db)).not.toBe('off');
    } else {
      const level = await inTransaction(testDb.database, async (trx) =>
        Number(Object.values((await sql`PRAGMA synchronous`.execute(trx)).rows[0] ?? {})[0]),
      );
      expect(level).toBe(1); // NORMAL
    }
  });
});
