import { diffTopics } from '@trivia/content/portable';
import {
  MY_TOPICS_ERRORS,
  MY_TOPICS_LIMIT_ERRORS,
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
import { afterSome } from '../http/event-loop-turns';
import type { StorageQuota, Writer } from './storage-quota';
import { checkImportedTopic, checkTopic, slugFromTitle } from './topic-rules';

/**
 * My Topics: every write of a user's topics, in one transaction each, with the
 * owner's row locked so the limits (topics, bytes: TOPIC-4) hold under concurrent requests.
 */
export class MyTopicsService {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
    private readonly quota: StorageQuota,
  ) {}

  async create(writer: Writer, input: MyTopicInput): Promise<UserTopic> {
    const ownerId = writer.userId;
    const fields = await this.#check(input);
    return this.#inOwnerTransaction(writer, async (trx) => {
      await this.#assertRoom(trx, ownerId, 1);
      const slug = uniqueSlug(slugFromTitle(fields.title), await slugsOf(trx, ownerId));
      return createUserTopic(trx, ownerId, { ...fields, slug, retrievedAt: '' }, this.now());
    });
  }

  async update(writer: Writer, id: string, input: MyTopicInput): Promise<UserTopic> {
    const ownerId = writer.userId;
    const fields = await this.#check(input);
    return this.#inOwnerTransaction(writer, async (trx) => {
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
  duplicate(writer: Writer, id: string): Promise<UserTopic> {
    const ownerId = writer.userId;
    return this.#inOwnerTransaction(writer, async (trx) => {
      const topic = await findUserTopic(trx, ownerId, id);
      if (!topic) throw new HttpError(404, MY_TOPICS_ERRORS.notFound);
      await this.#assertRoom(trx, ownerId, 1);
      const title = `${topic.title} (copy)`.length <= 80 ? `${topic.title} (copy)` : topic.title;
      const slug = uniqueSlug(topic.slug, await slugsOf(trx, ownerId));
      return createUserTopic(trx, ownerId, { ...fieldsOf(topic), title, slug }, this.now());
    });
  }

  /**
   * A whole import file, all or nothing: every topic passes the rules first; topics are
   * matched by slug (the file's id), so importing the same file again changes nothing.
   * The event loop gets a turn every few topics, while checking and while writing.
   */
  async import(writer: Writer, request: ImportMyTopicsRequest): Promise<ImportMyTopicsResponse> {
    const ownerId = writer.userId;
    const gameTypeIds = await playableIds(this.database.db);
    const slugs = new Set<string>();
    const incoming: Array<Omit<UserTopicFields, 'slug'> & { id: string }> = [];
    for (const [index, topic] of request.topics.entries()) {
      await afterSome(index);
      const checked = checkImportedTopic(topic, gameTypeIds);
      if (!checked.ok) throw new HttpError(400, `topics[${index}].${checked.error}`);
      const { slug, ...fields } = checked.value;
      if (slugs.has(slug)) throw new HttpError(400, `topics[${index}].id: "${slug}" appears twice`);
      slugs.add(slug);
      incoming.push({ id: slug, ...fields });
    }
    return this.#inOwnerTransaction(writer, async (trx) => {
      const stored = await listUserTopics(trx, ownerId);
      const bySlug = new Map(stored.map((topic) => [topic.slug, topic]));
      const diff = diffTopics(
        stored.map((topic) => ({ ...topic, id: topic.slug })),
        incoming,
      );
      await this.#assertRoom(trx, ownerId, diff.added.length);
      const now = this.now();
      for (const [index, { id: slug, ...topic }] of diff.added.entries()) {
        await afterSome(index);
        await createUserTopic(trx, ownerId, { ...topic, slug }, now);
      }
      for (const [index, { after }] of diff.changed.entries()) {
        await afterSome(index);
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
  copyTopics(writer: Writer, topics: readonly UserTopic[]): Promise<number> {
    const ownerId = writer.userId;
    return this.#inOwnerTransaction(writer, async (trx) => {
      await this.#assertRoom(trx, ownerId, topics.length);
      const taken = await slugsOf(trx, ownerId);
      const now = this.now();
      for (const [index, topic] of topics.entries()) {
        await afterSome(index);
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

  async #assertRoom(db: Db, ownerId: string, adding: number): Promise<void> {
    if (adding === 0) return;
    const max = this.quota.limits.topicsPerAccount;
    if ((await countUserTopics(db, ownerId)) + adding > max) {
      throw new HttpError(409, MY_TOPICS_LIMIT_ERRORS.tooManyTopics(max));
    }
  }

  #inOwnerTransaction<T>(writer: Writer, work: (trx: Db) => Promise<T>): Promise<T> {
    return this.database.db.transaction().execute(async (trx) => {
      await lockOwner(trx, this.database.kind, writer.userId);
      return this.quota.bounded(trx, writer, () => work(trx));
    });
  }
}

async function playableIds(db: Db): Promise<string[]> {
  return (await listPlayableGameTypes(db)).map((gameType) => gameType.id);
}

async function slugsOf(db: Db, ownerId: string): Promise<Set<string>> {
  return new Set((await listUserTopics(db, ownerId)).map((topic) => topic.slug));
}

function fieldsOf(topic: UserTopic): UserTopicFields {
  const { gameTypeId, category, title, answers, sourceUrl, retrievedAt, slug } = topic;
  return { gameTypeId, category, title, answers, sourceUrl, retrievedAt, slug };
}
