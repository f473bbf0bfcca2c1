import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * SCREEN-1: TV pairing codes, short-lived (10 minutes) and kept in the database so any
 * instance of a cluster answers the TV's polls. `token_hash` is the SHA-256 of the TV's
 * secret; `party_code` and `screen_key` are set when the host enters the code (SCREEN-2).
 * A bound row goes with its party (ON DELETE CASCADE); the expiry sweep deletes the rest.
 */
export const screenPairingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('screen_pairings')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('party_code', 'text', (c) => c.references('parties.code').onDelete('cascade'))
      .addColumn('screen_key', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('screen_pairings_address')
      .on('screen_pairings')
      .columns(['address', 'expires_at'])
      .execute();
  },
};
