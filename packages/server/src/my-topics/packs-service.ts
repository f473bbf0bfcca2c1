import { randomBytes } from 'node:crypto';
import { MY_TOPICS_ERRORS, MY_TOPICS_LIMIT_ERRORS, type PackInput } from '@trivia/protocol';
import { HttpError } from '../http/http-error';
import type { Database } from '../storage/database';
import type { Db } from '../storage/schema';
import {
  countPacks,
  createPack,
  deletePack,
  findPack,
  findSharedPack,
  setShareToken,
  updatePack,
  type SharedPack,
  type TopicPack,
} from '../storage/topic-packs';
import { listUserTopics, lockOwner } from '../storage/user-topics';
import type { MyTopicsService } from './my-topics-service';
import type { StorageQuota, Writer } from './storage-quota';

/**
 * Packs of My Topics (TOPIC-8): the owner groups their topics, shares a pack by a secret
 * link and revokes it; whoever opens the link sees titles only until they copy the pack.
 */
export class PacksService {
  constructor(
    private readonly database: Database,
    private readonly topics: MyTopicsService,
    private readonly now: () => number,
    private readonly quota: StorageQuota,
  ) {}

  create(writer: Writer, input: PackInput): Promise<TopicPack> {
    const ownerId = writer.userId;
    return this.#inOwnerTransaction(writer, async (trx) => {
      const max = this.quota.limits.packsPerAccount;
      if ((await countPacks(trx, ownerId)) >= max) {
        throw new HttpError(409, MY_TOPICS_LIMIT_ERRORS.tooManyPacks(max));
      }
      await assertOwnTopics(trx, ownerId, input.topicIds);
      const id = await createPack(trx, ownerId, input, this.now());
      return mustFind(trx, ownerId, id);
    });
  }

  update(writer: Writer, id: string, input: PackInput): Promise<TopicPack> {
    const ownerId = writer.userId;
    return this.#inOwnerTransaction(writer, async (trx) => {
      await assertOwnTopics(trx, ownerId, input.topicIds);
      if (!(await updatePack(trx, ownerId, id, input, this.now()))) {
        throw new HttpError(404, MY_TOPICS_ERRORS.packNotFound);
      }
      return mustFind(trx, ownerId, id);
    });
  }

  async remove(ownerId: string, id: string): Promise<void> {
    if (!(await deletePack(this.database.db, ownerId, id))) {
      throw new HttpError(404, MY_TOPICS_ERRORS.packNotFound);
    }
  }

  /** A new link each time: sharing again after a revoke never revives the old link. */
  async share(ownerId: string, id: string): Promise<TopicPack> {
    const token = randomBytes(24).toString('base64url');
    if (!(await setShareToken(this.database.db, ownerId, id, token))) {
      throw new HttpError(404, MY_TOPICS_ERRORS.packNotFound);
    }
    return mustFind(this.database.db, ownerId, id);
  }

  async revoke(ownerId: string, id: string): Promise<TopicPack> {
    if (!(await setShareToken(this.database.db, ownerId, id, null))) {
      throw new HttpError(404, MY_TOPICS_ERRORS.packNotFound);
    }
    return mustFind(this.database.db, ownerId, id);
  }

  async open(token: string): Promise<SharedPack> {
    const pack = await findSharedPack(this.database.db, token);
    if (!pack) throw new HttpError(404, MY_TOPICS_ERRORS.sharedPackNotFound);
    return pack;
  }

  /** "Add to My Topics": the shared pack's topics become the viewer's own copies. */
  async copy(token: string, viewer: Writer): Promise<number> {
    const pack = await this.open(token);
    return this.topics.copyTopics(viewer, pack.topics);
  }

  #inOwnerTransaction<T>(writer: Writer, work: (trx: Db) => Promise<T>): Promise<T> {
    return this.database.db.transaction().execute(async (trx) => {
      await lockOwner(trx, this.database.kind, writer.userId);
      return this.quota.bounded(trx, writer, () => work(trx));
    });
  }
}

/** Every id names a topic of the owner, once: another user's topic is "not found". */
async function assertOwnTopics(db: Db, ownerId: string, topicIds: readonly string[]) {
  const own = new Set((await listUserTopics(db, ownerId)).map((topic) => topic.id));
  const seen = new Set<string>();
  for (const id of topicIds) {
    if (!own.has(id)) throw new HttpError(404, MY_TOPICS_ERRORS.notFound);
    if (seen.has(id)) throw new HttpError(400, 'A pack lists each topic once');
    seen.add(id);
  }
}

async function mustFind(db: Db, ownerId: string, id: string): Promise<TopicPack> {
  const pack = await findPack(db, ownerId, id);
  if (!pack) throw new HttpError(404, MY_TOPICS_ERRORS.packNotFound);
  return pack;
}
