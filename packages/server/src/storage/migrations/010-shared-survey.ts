import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The big survey (SURVEY-20 to SURVEY-23, docs/SURVEY.md): answers to library prompts pooled
 * across parties, anonymously. No row holds a user id, a party code or a member's name:
 * shared_survey_parties holds keyed hashes (HMAC with the party's own random key, which dies
 * with the party) of the prompt and group, so a party counts once per group and once per
 * prompt (the row with group_key '') without saying which party it was. No row holds a
 * time a party played either. The pool outlives its parties: it is the library's.
 */
export const sharedSurveyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shared_survey_prompts')
      .addColumn('prompt_id', 'text', (c) => c.primaryKey())
      .addColumn('people', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'bigint')
      .execute();
    await db.schema
      .createTable('shared_survey_groups')
      .addColumn('prompt_id', 'text', (c) => c.notNull())
      .addColumn('group_key', 'text', (c) => c.notNull())
      .addColumn('leader', 'text', (c) => c.notNull())
      .addColumn('people', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('shared_survey_groups_pk', ['prompt_id', 'group_key'])
      .execute();
    await db.schema
      .createTable('shared_survey_spellings')
      .addColumn('prompt_id', 'text', (c) => c.notNull())
      .addColumn('group_key', 'text', (c) => c.notNull())
      .addColumn('spelling_key', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('people', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('shared_survey_spellings_pk', [
        'prompt_id',
        'group_key',
        'spelling_key',
      ])
      .execute();
    await db.schema
      .createTable('shared_survey_parties')
      .addColumn('prompt_id', 'text', (c) => c.notNull())
      .addColumn('group_key', 'text', (c) => c.notNull())
      .addColumn('party_hash', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('shared_survey_parties_pk', ['prompt_id', 'group_key', 'party_hash'])
      .execute();
  },
};
