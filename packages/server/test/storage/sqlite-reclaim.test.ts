import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECLAIM_AFTER, sweepExpired } from '../../src/maintenance/expiry-sweep';
import { loadBuiltinCatalog } from '../../src/storage/catalog-import';
import { SQLITE_FILE_NAME, WAL_SIZE_LIMIT_BYTES } from '../../src/storage/sqlite';
import { createUserTopic } from '../../src/storage/user-topics';
import { createGuestUser } from '../../src/storage/users';
import { makeContent } from '../support/builders';
import { storageTargets, type TestDatabase } from '../support/storage-targets';

const [sqlite] = storageTargets();
const NOW = 1_700_000_000_000;
const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.dispose();
});

/** A guest without a session (abandoned) who kept `count` topics of about 4 KB each. */
async function abandonedGuestWithTopics(testDatabase: TestDatabase, count: number) {
  const { db } = testDatabase.database;
  const guest = await createGuestUser(db, { displayName: 'Gone', now: NOW });
  const aliases = Array.from({ length: 12 }, (_, n) => `${'alias'.repeat(11)} ${n}`);
  for (let n = 0; n < count; n += 1) {
    await createUserTopic(
      db,
      guest.id,
      {
        slug: `topic-${n}`,
        gameTypeId: 'top5-blitz',
        category: 'sport',
        title: `Topic ${n}`,
        answers: ['a', 'b', 'c', 'd', 'e'].map((text) => ({ text, aliases })),
        sourceUrl: '',
        retrievedAt: '',
      },
      NOW,
    );
  }
}

describe('SQLite gives back the space of abandoned guests', () => {
  it('caps the WAL it keeps, and truncates it after a sweep deleted many topics', async () => {
    const testDatabase = await sqlite!.open();
    opened.push(testDatabase);
    const { database, dataDir } = testDatabase;
    await loadBuiltinCatalog(database.db, makeContent());
    const { rows } = await sql<{ journal_size_limit: number }>`PRAGMA journal_size_limit`.execute(
      database.db,
    );
    expect(rows[0]?.journal_size_limit).toBe(WAL_SIZE_LIMIT_BYTES);

    await abandonedGuestWithTopics(testDatabase, RECLAIM_AFTER.guestTopics + 20);
    const wal = path.join(dataDir!, `${SQLITE_FILE_NAME}-wal`);
    expect(statSync(wal).size).toBeGreaterThan(400_000);
    const result = await sweepExpired(database.db, NOW, database.reclaimSpace);
    expect(result).toMatchObject({ guests: 1, guestTopics: RECLAIM_AFTER.guestTopics + 20 });
    expect(statSync(wal).size).toBe(0);
    expect(await database.db.selectFrom('user_topics').selectAll().execute()).toEqual([]);
  });

  it('leaves the WAL alone after a small sweep', async () => {
    const testDatabase = await sqlite!.open();
    opened.push(testDatabase);
    await loadBuiltinCatalog(testDatabase.database.db, makeContent());
    await abandonedGuestWithTopics(testDatabase, 3);
    const reclaimSpace = vi.fn(async () => {});
    const result = await sweepExpired(testDatabase.database.db, NOW, reclaimSpace);
    expect(result).toMatchObject({ guests: 1, guestTopics: 3 });
    expect(reclaimSpace).not.toHaveBeenCalled();
  });
});
