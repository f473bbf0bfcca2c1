import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/storage/migrations';
import { storageTargets } from '../support/storage-targets';

describe.each(storageTargets())('storage contract: migrations ($kind)', (target) => {
  it('applies on start and is a no-op the second time', async () => {
    const { database, dispose } = await target.open();
    try {
      await migrateToLatest(database);
      const tables = (await database.db.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(
        expect.arrayContaining([
          'users',
          'sessions',
          'game_types',
          'topics',
          'parties',
          'members',
          'guesses',
          'game_records',
          'party_commands',
          'party_screens',
          'user_topics',
          'topic_packs',
          'topic_pack_items',
          'alias_votes',
          'alias_reviews',
          'screen_pairings',
          'shared_survey_prompts',
          'shared_survey_groups',
          'shared_survey_spellings',
          'shared_survey_parties',
        ]),
      );
    } finally {
      await dispose();
    }
  });
});
