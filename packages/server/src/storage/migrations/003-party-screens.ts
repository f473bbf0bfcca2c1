import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The big screen (docs/PROTOCOL.md): one secret key per party, made when the host first
 * opens the screen and the same after. The row goes with its party (ON DELETE CASCADE,
 * and the party deletes name it too).
 */
export const partyScreensMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('party_screens')
      .addColumn('party_code', 'text', (c) =>
        c.primaryKey().references('parties.code').onDelete('cascade'),
      )
      .addColumn('screen_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
