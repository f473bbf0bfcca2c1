import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The first schema: identity, catalog, parties and history. */
export const initialMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createIdentityTables(db);
    await createCatalogTables(db);
    await createPartyTables(db);
    await createHistoryTables(db);
  },
};

async function createIdentityTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('email_verified', 'integer', (c) => c.notNull())
    .addColumn('is_guest', 'integer', (c) => c.notNull())
    .addColumn('oidc_issuer', 'text')
    .addColumn('oidc_subject', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('users_oidc_identity', ['oidc_issuer', 'oidc_subject'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('oidc_logins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('next_path', 'text', (c) => c.notNull())
    .addColumn('popup', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

async function createCatalogTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('max_answers', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('topics')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_type_id', 'text', (c) => c.notNull().references('game_types.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text', (c) => c.notNull())
    .addColumn('retrieved_at', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('topics_game_type_id').on('topics').column('game_type_id').execute();
}

async function createPartyTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('parties')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('host_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('turn_deadline', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('parties_expires_at').on('parties').column('expires_at').execute();
  await db.schema
    .createIndex('parties_turn_deadline')
    .on('parties')
    .column('turn_deadline')
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('party_code', 'text', (c) =>
      c.notNull().references('parties.code').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text')
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('kicked_at', 'bigint')
    .addColumn('online', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('members_pk', ['party_code', 'user_id'])
    .execute();
  await db.schema.createIndex('members_user_id').on('members').column('user_id').execute();

  await db.schema
    .createTable('guesses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('party_code', 'text', (c) =>
      c.notNull().references('parties.code').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('rank', 'integer')
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('command_id', 'text', (c) => c.unique())
    .execute();
  await db.schema.createIndex('guesses_party_code').on('guesses').column('party_code').execute();
}

async function createHistoryTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('party_code', 'text', (c) => c.notNull())
    .addColumn('topic_title', 'text', (c) => c.notNull())
    .addColumn('team_name', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('won', 'integer', (c) => c.notNull())
    .addColumn('guesses', 'integer', (c) => c.notNull())
    .addColumn('correct_guesses', 'integer', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_records_user_finished')
    .on('game_records')
    .columns(['user_id', 'finished_at'])
    .execute();
}
