import { describe, expect, it } from 'vitest';
import { MY_TOPICS_LIMITS, MyTopicsResponse, OfflineBundleResponse } from '@trivia/protocol';
import { unsealAnswers } from '@trivia/protocol/answer-seal';
import { signInAsGuest } from '../support/accounts';
import { createMyTopic, makeTopicInput } from '../support/my-topics';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

describe.each(storageTargets())('My Topics over HTTP ($kind)', (target) => {
  const testApp = useTestApp(target, { deps: { rateLimits: { myTopicsPerMinute: 1000 } } });

  it('creates, lists, edits, duplicates and deletes a topic', async () => {
    const { client } = await signInAsGuest(testApp());
    const topic = await createMyTopic(client);
    expect(topic).toMatchObject({
      slug: 'best-selling-board-games',
      title: 'Best-selling board games',
    });
    const edited = await client.request('PUT', `/api/my-topics/${topic.id}`, {
      ...makeTopicInput({ title: 'Board games', sourceUrl: 'http://example.com/games' }),
    });
    expect(edited.status).toBe(200);
    const copy = await client.post<{ topic: { id: string; title: string; slug: string } }>(
      `/api/my-topics/${topic.id}/duplicate`,
    );
    expect(copy.status).toBe(201);
    expect(copy.body.topic).toMatchObject({
      title: 'Board games (copy)',
      slug: 'best-selling-board-games-2',
    });
    const list = MyTopicsResponse.parse((await client.get('/api/my-topics')).body);
    expect(list.topics.map((t) => t.title)).toEqual(['Board games', 'Board games (copy)']);
    const gone = await client.request('DELETE', `/api/my-topics/${topic.id}`, undefined);
    expect(gone.status).toBe(204);
    expect((await client.get(`/api/my-topics/${topic.id}`)).status).toBe(404);
  });

  it('[TOPIC-1][TOPIC-2] refuses a topic that breaks the library rules, naming the field, and writes nothing', async () => {
    const { client } = await signInAsGuest(testApp());
    const cases: Array<[object, string]> = [
      [{ title: 'x'.repeat(81) }, 'title: must be at most 80 characters'],
      [{ answers: makeTopicInput().answers.slice(0, 4) }, 'answers: must have exactly 5 answers'],
      [{ sourceUrl: 'javascript:alert(1)' }, 'sourceUrl: must be an http:// or https:// address'],
      [{ category: 'nope' }, 'category: must be one of'],
      [{ gameTypeId: 'family-feud' }, 'gameTypeId: "family-feud" is not a game type you can play'],
    ];
    for (const [overrides, error] of cases) {
      const response = await client.post<{ error: string }>(
        '/api/my-topics',
        makeTopicInput(overrides),
      );
      expect(response.status, error).toBe(400);
      expect(response.body.error).toContain(error);
    }
    const alias = makeTopicInput();
    alias.answers[4] = { text: 'Risk', aliases: ['chess'] };
    const collision = await client.post<{ error: string }>('/api/my-topics', alias);
    expect(collision.body.error).toMatch(
      /^answers\[4\]\.aliases\[0\]: "chess" is the same as answer 1/,
    );
    expect((await client.get<{ topics: unknown[] }>('/api/my-topics')).body.topics).toEqual([]);
  });

  it('imports a whole file or nothing, and importing it again changes nothing', async () => {
    const { client } = await signInAsGuest(testApp());
    const topics = [
      { ...makeTopicInput(), id: 'games', retrievedAt: '' },
      { ...makeTopicInput({ title: 'Other' }), id: 'other', retrievedAt: '2026-01-02' },
    ];
    const bad = [...topics, { ...topics[0], id: 'bad', title: '' }];
    const refused = await client.post<{ error: string }>('/api/my-topics/import', { topics: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('topics[2].title: must not be empty');
    expect((await client.get<{ topics: unknown[] }>('/api/my-topics')).body.topics).toEqual([]);
    const first = await client.post('/api/my-topics/import', { topics });
    expect(first.body).toEqual({ added: 2, changed: 0, unchanged: 0 });
    const again = await client.post('/api/my-topics/import', { topics });
    expect(again.body).toEqual({ added: 0, changed: 0, unchanged: 2 });
    const changed = [{ ...topics[0], title: 'Games' }];
    const third = await client.post('/api/my-topics/import', { topics: changed });
    expect(third.body).toEqual({ added: 0, changed: 1, unchanged: 0 });
  });

  it('[TOPIC-5] accepts an import of up to 1 MB, not a bigger one', async () => {
    const { client } = await signInAsGuest(testApp());
    const huge = {
      topics: [
        {
          ...makeTopicInput(),
          id: 'a',
          retrievedAt: '',
          title: 'x'.repeat(MY_TOPICS_LIMITS.importBytes),
        },
      ],
    };
    expect((await client.post('/api/my-topics/import', huge)).status).toBe(413);
    expect(
      (await client.post('/api/my-topics', { ...makeTopicInput(), title: 'x'.repeat(20_000) }))
        .status,
    ).toBe(413);
  });

  it(`[TOPIC-4] keeps at most ${MY_TOPICS_LIMITS.topics} topics per user`, async () => {
    const { client } = await signInAsGuest(testApp());
    const topics = Array.from({ length: MY_TOPICS_LIMITS.topics }, (_, n) => ({
      ...makeTopicInput({ title: `Topic ${n}` }),
      id: `topic-${n}`,
      retrievedAt: '',
    }));
    expect((await client.post('/api/my-topics/import', { topics })).status).toBe(200);
    const more = await client.post<{ error: string }>('/api/my-topics', makeTopicInput());
    expect(more.status).toBe(409);
    expect(more.body.error).toBe('You can keep at most 500 topics');
  });

  it("[TOPIC-7][VIEW-7] puts the user's own topics in their offline bundle, sealed, and its version follows them", async () => {
    const { client } = await signInAsGuest(testApp());
    const before = OfflineBundleResponse.parse((await client.get('/api/offline-bundle')).body);
    expect(before.myTopics).toEqual([]);
    const topic = await createMyTopic(client);
    const response = await client.get('/api/offline-bundle');
    expect(response.text).not.toContain('Cluedo');
    const after = OfflineBundleResponse.parse(response.body);
    expect(after.version).not.toBe(before.version);
    const sealed = after.myTopics?.[0];
    expect(sealed?.id).toBe(topic.id);
    expect(unsealAnswers(sealed?.sealedAnswers ?? '', after.key, topic.id)?.[3]).toEqual({
      text: 'Cluedo',
      aliases: ['Clue'],
    });
    const other = await signInAsGuest(testApp());
    const theirs = OfflineBundleResponse.parse(
      (await other.client.get('/api/offline-bundle')).body,
    );
    expect(theirs.myTopics).toEqual([]);
    expect(theirs.version).toBe(before.version);
  });
});

describe.each(storageTargets())('My Topics rate limit ($kind)', (target) => {
  const testApp = useTestApp(target, { deps: { rateLimits: { myTopicsPerMinute: 3 } } });

  it('[TOPIC-5] limits writes per user, not per address', async () => {
    const ana = await signInAsGuest(testApp());
    const bo = await signInAsGuest(testApp());
    for (let n = 0; n < 3; n += 1) await createMyTopic(ana.client, { title: `T${n}` });
    const refused = await ana.client.post('/api/my-topics', makeTopicInput());
    expect(refused.status).toBe(429);
    expect((await bo.client.post('/api/my-topics', makeTopicInput())).status).toBe(201);
  });
});
