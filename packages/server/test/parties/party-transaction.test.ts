import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction, VersionConflict } from '../../src/parties/party-transaction';
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

  it.runIf(target.kind === 'postgres')(
    'commits a party without waiting for the WAL flush, and only that transaction',
    async () => {
      const { db } = testDb.database;
      const setting = async (runner: typeof db) =>
        (await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(runner)).rows[0]
          ?.synchronous_commit;
      const inside = await inTransaction(testDb.database, (trx) => setting(trx));
      expect(inside).toBe('off');
      expect(await setting(db)).not.toBe('off');
    },
  );
});
