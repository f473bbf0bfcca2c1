import { beforeEach, describe, expect, it } from 'vitest';
import { loadBuiltinCatalog } from '../../src/storage/catalog-import';
import {
  createPack,
  deletePack,
  findSharedPack,
  listPacks,
  setShareToken,
  updatePack,
} from '../../src/storage/topic-packs';
import {
  countUserTopics,
  createUserTopic,
  deleteUserTopic,
  findUserTopic,
  listUserTopics,
  moveUserTopics,
  uniqueSlug,
  updateUserTopic,
  type UserTopicFields,
} from '../../src/storage/user-topics';
import { createGuestUser, deleteUser } from '../../src/storage/users';
import { makeContent } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { useTestDatabase } from '../support/use-test-database';

const NOW = 1_700_000_000_000;

function fields(overrides: Partial<UserTopicFields> = {}): UserTopicFields {
  return {
    slug: 'board-games',
    gameTypeId: 'top5-blitz',
    category: 'sport',
    title: 'Best-selling board games',
    answers: [
      { text: 'Chess' },
      { text: 'Monopoly', aliases: ['Monopoly board'] },
      { text: 'Scrabble' },
      { text: 'Cluedo', aliases: ['Clue'] },
      { text: 'Risk' },
    ],
    sourceUrl: '',
    retrievedAt: '',
    ...overrides,
  };
}

describe.each(storageTargets())('storage contract: My Topics ($kind)', (target) => {
  const db = useTestDatabase(target);
  beforeEach(async () => {
    await loadBuiltinCatalog(db(), makeContent());
  });
  const newUser = (name: string) => createGuestUser(db(), { displayName: name, now: NOW });

  it('[TOPIC-3] keeps a topic for its owner only, answers and aliases in rank order', async () => {
    const [ana, bo] = [await newUser('Ana'), await newUser('Bo')];
    const topic = await createUserTopic(db(), ana.id, fields(), NOW);
    expect(topic.id).toMatch(/^u_[0-9a-f]{32}$/);
    expect(await findUserTopic(db(), ana.id, topic.id)).toEqual(topic);
    expect(topic.answers[3]).toEqual({ text: 'Cluedo', aliases: ['Clue'] });
    expect(await findUserTopic(db(), bo.id, topic.id)).toBeNull();
    expect(await listUserTopics(db(), bo.id)).toEqual([]);
    expect(await countUserTopics(db(), ana.id)).toBe(1);
  });

  it('[TOPIC-3] changes and deletes only through its owner', async () => {
    const [ana, bo] = [await newUser('Ana'), await newUser('Bo')];
    const topic = await createUserTopic(db(), ana.id, fields(), NOW);
    const renamed = fields({ title: 'Board games' });
    expect(await updateUserTopic(db(), bo.id, topic.id, renamed, NOW + 1)).toBeNull();
    expect(await deleteUserTopic(db(), bo.id, topic.id)).toBe(false);
    const updated = await updateUserTopic(db(), ana.id, topic.id, renamed, NOW + 1);
    expect(updated).toMatchObject({ title: 'Board games', updatedAt: NOW + 1, createdAt: NOW });
    expect(await deleteUserTopic(db(), ana.id, topic.id)).toBe(true);
    expect(await listUserTopics(db(), ana.id)).toEqual([]);
  });

  it('refuses a slug twice for one owner, allows it for another', async () => {
    const [ana, bo] = [await newUser('Ana'), await newUser('Bo')];
    await createUserTopic(db(), ana.id, fields(), NOW);
    await expect(createUserTopic(db(), ana.id, fields(), NOW)).rejects.toThrow();
    await expect(createUserTopic(db(), bo.id, fields(), NOW)).resolves.toBeDefined();
    expect(uniqueSlug('board-games', new Set(['board-games', 'board-games-2']))).toBe(
      'board-games-3',
    );
  });

  it('[TOPIC-8] keeps packs in order, shares them by token, and revokes', async () => {
    const ana = await newUser('Ana');
    const one = await createUserTopic(db(), ana.id, fields({ title: 'B' }), NOW);
    const two = await createUserTopic(db(), ana.id, fields({ slug: 'two', title: 'A' }), NOW);
    const id = await createPack(db(), ana.id, { name: 'Party', topicIds: [one.id, two.id] }, NOW);
    expect((await listPacks(db(), ana.id))[0]).toMatchObject({
      name: 'Party',
      topicIds: [one.id, two.id],
      shareToken: null,
    });
    expect(await setShareToken(db(), ana.id, id, 't'.repeat(32))).toBe(true);
    const shared = await findSharedPack(db(), 't'.repeat(32));
    expect(shared?.ownerName).toBe('Ana');
    expect(shared?.topics.map((topic) => topic.title)).toEqual(['B', 'A']);
    expect(await updatePack(db(), ana.id, id, { name: 'P', topicIds: [two.id] }, NOW)).toBe(true);
    expect((await listPacks(db(), ana.id))[0]?.topicIds).toEqual([two.id]);
    expect(await setShareToken(db(), ana.id, id, null)).toBe(true);
    expect(await findSharedPack(db(), 't'.repeat(32))).toBeNull();
  });

  it('lets only the owner change a pack; a deleted topic leaves its packs', async () => {
    const [ana, bo] = [await newUser('Ana'), await newUser('Bo')];
    const topic = await createUserTopic(db(), ana.id, fields(), NOW);
    const id = await createPack(db(), ana.id, { name: 'Party', topicIds: [topic.id] }, NOW);
    expect(await setShareToken(db(), bo.id, id, 'x'.repeat(32))).toBe(false);
    expect(await updatePack(db(), bo.id, id, { name: 'Mine', topicIds: [] }, NOW)).toBe(false);
    expect(await deletePack(db(), bo.id, id)).toBe(false);
    await deleteUserTopic(db(), ana.id, topic.id);
    expect((await listPacks(db(), ana.id))[0]?.topicIds).toEqual([]);
    expect(await deletePack(db(), ana.id, id)).toBe(true);
  });

  it("[AUTH-3] moves a guest's topics and packs to their account, renaming a slug in use", async () => {
    const [guest, account] = [await newUser('Guest'), await newUser('Account')];
    const mine = await createUserTopic(db(), guest.id, fields(), NOW);
    await createUserTopic(db(), account.id, fields(), NOW);
    await createPack(db(), guest.id, { name: 'Party', topicIds: [mine.id] }, NOW);
    await moveUserTopics(db(), guest.id, account.id);
    await deleteUser(db(), guest.id);
    const slugs = (await listUserTopics(db(), account.id)).map((topic) => topic.slug).sort();
    expect(slugs).toEqual(['board-games', 'board-games-2']);
    expect((await listPacks(db(), account.id))[0]?.topicIds).toEqual([mine.id]);
  });

  it("deletes a user's topics and packs with the user", async () => {
    const ana = await newUser('Ana');
    const topic = await createUserTopic(db(), ana.id, fields(), NOW);
    await createPack(db(), ana.id, { name: 'Party', topicIds: [topic.id] }, NOW);
    await deleteUser(db(), ana.id);
    expect(await db().selectFrom('user_topics').selectAll().execute()).toEqual([]);
    expect(await db().selectFrom('topic_pack_items').selectAll().execute()).toEqual([]);
  });
});
