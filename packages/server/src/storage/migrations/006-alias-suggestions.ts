import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Learning from the host's judgement (JUDGE-9). alias_votes: one row per host who accepted
 * a normalised guess (alias_key) as answer `rank` of a library topic; three distinct hosts
 * make it an alias for everyone. alias_reviews: an administrator's approve or reject of one
 * suggestion (`npm run content -- aliases`). Votes outlive their party: they are the library's.
 */
export const aliasSuggestionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('alias_votes')
      .addColumn('topic_id', 'text', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('alias_key', 'text', (c) => c.notNull())
      .addColumn('alias_text', 'text', (c) => c.notNull())
      .addColumn('host_id', 'text', (c) => c.notNull())
      .addColumn('party_code', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('alias_votes_pk', ['topic_id', 'rank', 'alias_key', 'host_id'])
      .execute();
    await db.schema
      .createTable('alias_reviews')
      .addColumn('topic_id', 'text', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('alias_key', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('alias_reviews_pk', ['topic_id', 'rank', 'alias_key'])
      .execute();
  },
};
