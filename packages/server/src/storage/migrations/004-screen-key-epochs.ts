import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Revocable big-screen keys (VIEW-5): a key is made for one screen epoch of its party, and
 * a new epoch (kick, host change, revoke) needs a new key. Keys made before hold epoch 0.
 */
export const screenKeyEpochsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('party_screens')
      .addColumn('epoch', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
