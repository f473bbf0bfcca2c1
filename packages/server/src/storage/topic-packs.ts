import { randomUUID } from 'node:crypto';
import type { Db } from './schema';
import { toUserTopic, type UserTopic } from './user-topics';

/** A named group of a user's topics (TOPIC-8); shared while it has a share token. */
export interface TopicPack {
  id: string;
  ownerId: string;
  name: string;
  /** The owner's topic ids in pack order. */
  topicIds: string[];
  shareToken: string | null;
  updatedAt: number;
}

/** The owner's packs, by name. */
export async function listPacks(db: Db, ownerId: string): Promise<TopicPack[]> {
  const packs = await db
    .selectFrom('topic_packs')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const items = await db
    .selectFrom('topic_pack_items')
    .innerJoin('topic_packs', 'topic_packs.id', 'topic_pack_items.pack_id')
    .select(['topic_pack_items.pack_id', 'topic_pack_items.topic_id'])
    .where('topic_packs.owner_id', '=', ownerId)
    .orderBy('topic_pack_items.position')
    .execute();
  return packs.map((pack) => ({
    id: pack.id,
    ownerId: pack.owner_id,
    name: pack.name,
    topicIds: items.filter((item) => item.pack_id === pack.id).map((item) => item.topic_id),
    shareToken: pack.share_token,
    updatedAt: Number(pack.updated_at),
  }));
}

export async function findPack(db: Db, ownerId: string, id: string): Promise<TopicPack | null> {
  return (await listPacks(db, ownerId)).find((pack) => pack.id === id) ?? null;
}

export async function countPacks(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('topic_packs')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function createPack(
  db: Db,
  ownerId: string,
  input: { name: string; topicIds: readonly string[] },
  now: number,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('topic_packs')
    .values({
      id,
      owner_id: ownerId,
      name: input.name,
      share_token: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await writeItems(db, id, input.topicIds);
  return id;
}

/** Renames the owner's pack and replaces its topics; false when there is no such pack. */
export async function updatePack(
  db: Db,
  ownerId: string,
  id: string,
  input: { name: string; topicIds: readonly string[] },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('topic_packs')
    .set({ name: input.name, updated_at: now })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('topic_pack_items').where('pack_id', '=', id).execute();
  await writeItems(db, id, input.topicIds);
  return true;
}

export async function deletePack(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('topic_packs')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Shares (a new token) or stops sharing (null) the owner's pack; false when there is none. */
export async function setShareToken(
  db: Db,
  ownerId: string,
  id: string,
  token: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('topic_packs')
    .set({ share_token: token })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface SharedPack {
  name: string;
  ownerId: string;
  ownerName: string;
  topics: UserTopic[];
}

/** The pack a share token opens, with its topics in order; null once revoked. */
export async function findSharedPack(db: Db, token: string): Promise<SharedPack | null> {
  const pack = await db
    .selectFrom('topic_packs')
    .innerJoin('users', 'users.id', 'topic_packs.owner_id')
    .select(['topic_packs.id', 'topic_packs.name', 'topic_packs.owner_id', 'users.display_name'])
    .where('topic_packs.share_token', '=', token)
    .executeTakeFirst();
  if (!pack) return null;
  const rows = await db
    .selectFrom('topic_pack_items')
    .innerJoin('user_topics', 'user_topics.id', 'topic_pack_items.topic_id')
    .selectAll('user_topics')
    .where('topic_pack_items.pack_id', '=', pack.id)
    .orderBy('topic_pack_items.position')
    .execute();
  return {
    name: pack.name,
    ownerId: pack.owner_id,
    ownerName: pack.display_name,
    topics: rows.map(toUserTopic),
  };
}

async function writeItems(db: Db, packId: string, topicIds: readonly string[]): Promise<void> {
  if (topicIds.length === 0) return;
  await db
    .insertInto('topic_pack_items')
    .values(topicIds.map((topicId, position) => ({ pack_id: packId, topic_id: topicId, position })))
    .execute();
}
