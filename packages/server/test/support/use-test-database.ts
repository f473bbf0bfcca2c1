import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../src/storage/schema';
import type { StorageTarget, TestDatabase } from './storage-targets';

// Children before parents, so foreign keys never object.
const TABLES_IN_DELETE_ORDER = [
  'guesses',
  'screen_pairings',
  'members',
  'party_screens',
  'parties',
  'game_records',
  'alias_reviews',
  'alias_votes',
  'shared_survey_parties',
  'shared_survey_spellings',
  'shared_survey_groups',
  'shared_survey_prompts',
  'topic_pack_items',
  'topic_packs',
  'user_topics',
  'sessions',
  'oidc_logins',
  'users',
  'topics',
  'game_types',
] as const;

/**
 * One migrated database for the surrounding describe block, emptied before each test
 * (cheaper than a new PostgreSQL schema per test, and just as isolated).
 */
export function useTestDatabase(target: StorageTarget): () => Db {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await target.open();
  });
  beforeEach(async () => {
    const db = current?.database.db;
    if (!db) return;
    for (const table of TABLES_IN_DELETE_ORDER) await db.deleteFrom(table).execute();
  });
  afterAll(async () => {
    await current?.dispose();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('The test database is open only inside a test');
    return current.database.db;
  };
}
