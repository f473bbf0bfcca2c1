import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * My Topics (TOPIC-3, TOPIC-8): topics a user writes, and packs of them to share. Both go with
 * their owner (ON DELETE CASCADE); a pack's items go with the pack or the topic.
 */
export const myTopicsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_topics')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('game_type_id', 'text', (c) => c.notNull().references('game_types.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull())
      .addColumn('source_url', 'text', (c) => c.notNull())
      .addColumn('retrieved_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('user_topics_owner_slug', ['owner_id', 'slug'])
      .execute();

    await db.schema
      .createTable('topic_packs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('share_token', 'text', (c) => c.unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('topic_packs_owner_id')
      .on('topic_packs')
      .column('owner_id')
      .execute();

    await db.schema
      .createTable('topic_pack_items')
      .addColumn('pack_id', 'text', (c) =>
        c.notNull().references('topic_packs.id').onDelete('cascade'),
      )
      .addColumn('topic_id', 'text', (c) =>
        c.notNull().references('user_topics.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('topic_pack_items_pk', ['pack_id', 'topic_id'])
      .execute();
    await db.schema
      .createIndex('topic_pack_items_topic_id')
      .on('topic_pack_items')
      .column('topic_id')
      .execute();
  },
};
