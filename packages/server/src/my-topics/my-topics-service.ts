import { diffTopics } from '@trivia/content/portable';
import {
  MY_TOPICS_ERRORS,
  MY_TOPICS_LIMITS,
  type ImportMyTopicsRequest,
  type ImportMyTopicsResponse,
  type MyTopicInput,
} from '@trivia/protocol';
import { HttpError } from '../http/http-error';
import { listPlayableGameTypes } from '../storage/catalog';
import type { Database } from '../storage/database';
import type { Db } from '../storage/schema';
import {
  countUserTopics,
  createUserTopic,
  findUserTopic,
  listUserTopics,
  lockOwner,
  uniqueSlug,
  updateUserTopic,
  type UserTopic,
  type UserTopicFields,
} from '../storage/user-topics';
import { checkImportedTopic, checkTopic, slugFromTitle } from './topic-rules';

/**
 * My Topics (issue 19): every write of a user's topics, in one transaction each, with the
 * owner's row locked so the limit of 500 topics holds under concurrent requests.
 */
export class MyTopicsService {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  async create(ownerId: string, input: MyTopicInput): Promise<UserTopic> {
    const fields = await this.#check(input);
    return this.#inOwnerTransaction(ownerId, async (trx) => {
      await assertRoom(trx, ownerId, 1);
      const slug = uniqueSlug(slugFromTitle(fields.title), await slugsOf(trx, ownerId));
      return createUserTopic(trx, ownerId, { ...fields, slug, retrievedAt: '' }, this.now());
    });
  }

  async update(ownerId: string, id: string, input: MyTopicInput): Promise<UserTopic> {
    const fields = await this.#check(input);
    return this.#inOwnerTransaction(ownerId, async (trx) => {
      const existing = await findUserTopic(trx, ownerId, id);
      if (!existing) throw new HttpError(404, MY_TOPICS_ERRORS.notFound);
      const { slug, retrievedAt } = existing;
      const updated = await updateUserTopic(
        trx,
        ownerId,
        id,
        { ...fields, slug, retrievedAt },
        this.now(),
      );
      if (!updated) throw new HttpError(404, MY_TOPICS_ERRORS.notFound);
      return updated;
    });
  }

  /** A copy titled "… (copy)" when that fits in 80 characters, else the same title. */
  duplicate(ownerId: string, id: string): Promise<UserTopic> {
    return this.#inOwnerTransaction(ownerId, async (trx) => {
      const topic = await findUserTopic(trx, ownerId, id);
      if (!topic) throw new HttpError(404, MY_TOPICS_ERRORS.notFound);
      await assertRoom(trx, ownerId, 1);
      const title = `${topic.title} (copy)`.length <= 80 ? `${topic.title} (copy)` : topic.title;
      const slug = uniqueSlug(topic.slug, await slugsOf(trx, ownerId));
      return createUserTopic(trx, ownerId, { ...fieldsOf(topic), title, slug }, this.now());
    });
  }

  /**
   * A whole import file, all or nothing: every topic passes the rules first; topics are
   * matched by slug (the file's id), so importing the same file again changes nothing.
   */
  async import(ownerId: string, request: ImportMyTopicsRequest): Promise<ImportMyTopicsResponse> {
    const gameTypeIds = await playableIds(this.database.db);
    const slugs = new Set<string>();
    const incoming = request.topics.map((topic, index) => {
      const checked = checkImportedTopic(topic, gameTypeIds);
      if (!checked.ok) throw new HttpError(400, `topics[${index}].${checked.error}`);
      const { slug, ...fields } = checked.value;
      if (slugs.has(slug)) throw new HttpError(400, `topics[${index}].id: "${slug}" appears twice`);
      slugs.add(slug);
      return { id: slug, ...fields };
    });
    return this.#inOwnerTransaction(ownerId, async (trx) => {
      const stored = await listUserTopics(trx, ownerId);
      const bySlug = new Map(stored.map((topic) => [topic.slug, topic]));
      const diff = diffTopics(
        stored.map((topic) => ({ ...topic, id: topic.slug })),
        incoming,
      );
      await assertRoom(trx, ownerId, diff.added.length);
      const now = this.now();
      for (const { id: slug, ...topic } of diff.added) {
        await createUserTopic(trx, ownerId, { ...topic, slug }, now);
      }
      for (const { after } of diff.changed) {
        const { id: slug, ...topic } = after;
        const target = bySlug.get(slug);
        if (target) await updateUserTopic(trx, ownerId, target.id, { ...topic, slug }, now);
      }
      return {
        added: diff.added.length,
        changed: diff.changed.length,
        unchanged: diff.unchanged.length,
      };
    });
  }

  /** Copies `topics` (another user's shared pack) into the owner's topics as new topics. */
  copyTopics(ownerId: string, topics: readonly UserTopic[]): Promise<number> {
    return this.#inOwnerTransaction(ownerId, async (trx) => {
      await assertRoom(trx, ownerId, topics.length);
      const taken = await slugsOf(trx, ownerId);
      const now = this.now();
      for (const topic of topics) {
        const slug = uniqueSlug(topic.slug, taken);
        taken.add(slug);
        await createUserTopic(trx, ownerId, { ...fieldsOf(topic), slug }, now);
      }
      return topics.length;
    });
  }

  async #check(input: MyTopicInput) {
    const checked = checkTopic(input, await playableIds(this.database.db));
    if (!checked.ok) throw new HttpError(400, checked.error);
    return checked.value;
  }

  #inOwnerTransaction<T>(ownerId: string, work: (trx: Db) => Promise<T>): Promise<T> {
    return this.database.db.transaction().execute(async (trx) => {
      await lockOwner(trx, this.database.kind, ownerId);
      return work(trx);
    });
  }
}

async function playableIds(db: Db): Promise<string[]> {
  return (await listPlayableGameTypes(db)).map((gameType) => gameType.id);
}

async function assertRoom(db: Db, ownerId: string, adding: number): Promise<void> {
  if (adding === 0) return;
  if ((await countUserTopics(db, ownerId)) + adding > MY_TOPICS_LIMITS.topics) {
    throw new HttpError(409, MY_TOPICS_ERRORS.tooManyTopics);
  }
}

async function slugsOf(db: Db, ownerId: string): Promise<Set<string>> {
  return new Set((await listUserTopics(db, ownerId)).map((topic) => topic.slug));
}

function fieldsOf(topic: UserTopic): UserTopicFields {
  const { gameTypeId, category, title, answers, sourceUrl, retrievedAt, slug } = topic;
  return { gameTypeId, category, title, answers, sourceUrl, retrievedAt, slug };
}
