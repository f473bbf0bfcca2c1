import { sql, type RawBuilder } from 'kysely';
import type { StorageKind } from './storage-port';
import type { Db } from './schema';

/** What a pack's item row costs besides its name: two ids and a position, with overhead. */
export const PACK_ITEM_BYTES = 80;
/** A pack's own row besides its name: id, owner, share token, times. */
export const PACK_ROW_BYTES = 160;

/**
 * The bytes (UTF-8) one account keeps in My Topics: its topics' text and its packs
 * (TOPIC-4). Counted by the database from the stored rows, so it holds whatever
 * wrote them.
 */
export async function accountBytes(db: Db, kind: StorageKind, ownerId: string): Promise<number> {
  const size = (column: string): RawBuilder<number> =>
    kind === 'postgres'
      ? sql<number>`octet_length(${sql.ref(column)})`
      : sql<number>`length(cast(${sql.ref(column)} as blob))`;
  const topics = await db
    .selectFrom('user_topics')
    .select(
      sql<number>`coalesce(sum(${size('title')} + ${size('category')} + ${size('answers')} + ${size('source_url')} + ${size('slug')} + ${size('game_type_id')} + ${size('retrieved_at')}), 0)`.as(
        'bytes',
      ),
    )
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  const packs = await db
    .selectFrom('topic_packs')
    .select(sql<number>`coalesce(sum(${size('name')}), 0)`.as('names'))
    .select(({ fn }) => fn.countAll<number>().as('packs'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('topic_pack_items')
    .innerJoin('topic_packs', 'topic_packs.id', 'topic_pack_items.pack_id')
    .select(({ fn }) => fn.countAll<number>().as('items'))
    .where('topic_packs.owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return (
    Number(topics.bytes) +
    Number(packs.names) +
    Number(packs.packs) * PACK_ROW_BYTES +
    Number(items.items) * PACK_ITEM_BYTES
  );
}
