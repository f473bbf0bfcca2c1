import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The party engine's command ledger: one row per applied command, keyed by who sent it and
 * their command id, holding the reply. A retried command finds its row and gets the first
 * reply instead of being applied again. Rows go with their party.
 */
export const commandLedgerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('party_commands')
      .addColumn('actor_id', 'text', (c) => c.notNull())
      .addColumn('command_id', 'text', (c) => c.notNull())
      .addColumn('party_code', 'text', (c) =>
        c.notNull().references('parties.code').onDelete('cascade'),
      )
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('party_commands_pk', ['actor_id', 'command_id'])
      .execute();
    await db.schema
      .createIndex('party_commands_party_code')
      .on('party_commands')
      .column('party_code')
      .execute();
  },
};
