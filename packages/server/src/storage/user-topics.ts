import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Topic, TopicAnswer } from '@trivia/game';
import type { StorageKind } from './database';
import type { Db, UserTopicsTable } from './schema';

/** My Topics (TOPIC-3): a topic a user wrote. Only its owner reads, changes or plays it. */
export interface UserTopic extends Topic {
  ownerId: string;
  slug: string;
  createdAt: number;
  updatedAt: number;
}

/** What a user writes: everything of a topic but the names the server gives it. */
export type UserTopicFields = Omit<Topic, 'id'> & { slug: string };

const ID_PREFIX = 'u_';

/** A user topic's id: "u_" is never part of a library id (a slug), so the two never meet. */
export function isUserTopicId(id: string): boolean {
  return id.startsWith(ID_PREFIX);
}

function newUserTopicId(): string {
  return `${ID_PREFIX}${randomBytes(16).toString('hex')}`;
}

/** The owner's topics, titles in alphabetical order. */
export async function listUserTopics(db: Db, ownerId: string): Promise<UserTopic[]> {
  const rows = await db
    .selectFrom('user_topics')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map(toUserTopic);
}

export async function countUserTopics(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('user_topics')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The topic when `ownerId` owns it; null for another user's topic or no topic at all. */
export async function findUserTopic(
  db: Db,
  ownerId: string,
  id: string,
): Promise<UserTopic | null> {
  const row = await db
    .selectFrom('user_topics')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row ? toUserTopic(row) : null;
}

export async function createUserTopic(
  db: Db,
  ownerId: string,
  fields: UserTopicFields,
  now: number,
): Promise<UserTopic> {
  const row: UserTopicsTable = {
    id: newUserTopicId(),
    owner_id: ownerId,
    ...toColumns(fields),
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('user_topics').values(row).execute();
  return toUserTopic(row);
}

/** Rewrites the owner's topic; null when `ownerId` has no topic `id`. */
export async function updateUserTopic(
  db: Db,
  ownerId: string,
  id: string,
  fields: UserTopicFields,
  now: number,
): Promise<UserTopic | null> {
  const result = await db
    .updateTable('user_topics')
    .set({ ...toColumns(fields), updated_at: now })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return findUserTopic(db, ownerId, id);
}

/** True when the owner's topic was deleted (it leaves every pack it was in). */
export async function deleteUserTopic(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_topics')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Serialises the writes of one owner (PostgreSQL: a row lock on the user), so two requests
 * at once cannot both pass the topic or pack limit. SQLite has one writer already.
 */
export async function lockOwner(db: Db, kind: StorageKind, ownerId: string): Promise<void> {
  if (kind !== 'postgres') return;
  await db.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
}

/** `base`, or `base-2`, `base-3`…: the first that `taken` does not hold (max 80 characters). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 80 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A guest who creates an account keeps their topics and packs: they move to the account.
 * A slug the account already uses gets a number, so no topic is lost.
 */
export async function moveUserTopics(db: Db, fromUserId: string, toUserId: string): Promise<void> {
  const taken = new Set((await listUserTopics(db, toUserId)).map((topic) => topic.slug));
  for (const topic of await listUserTopics(db, fromUserId)) {
    const slug = uniqueSlug(topic.slug, taken);
    taken.add(slug);
    await db
      .updateTable('user_topics')
      .set({ owner_id: toUserId, slug })
      .where('id', '=', topic.id)
      .execute();
  }
  await db
    .updateTable('topic_packs')
    .set({ owner_id: toUserId })
    .where('owner_id', '=', fromUserId)
    .execute();
}

function toColumns(fields: UserTopicFields) {
  return {
    slug: fields.slug,
    game_type_id: fields.gameTypeId,
    title: fields.title,
    category: fields.category,
    answers: JSON.stringify(fields.answers),
    source_url: fields.sourceUrl,
    retrieved_at: fields.retrievedAt,
  };
}

export function toUserTopic(row: Selectable<UserTopicsTable>): UserTopic {
  return {
    id: row.id,
    ownerId: row.owner_id,
    slug: row.slug,
    gameTypeId: row.game_type_id,
    title: row.title,
    category: row.category,
    answers: JSON.parse(row.answers) as TopicAnswer[],
    sourceUrl: row.source_url,
    retrievedAt: row.retrieved_at,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
