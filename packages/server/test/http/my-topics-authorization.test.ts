import { describe, expect, it } from 'vitest';
import { MY_TOPICS_ERRORS, OfflineBundleResponse, type PackResponse } from '@trivia/protocol';
import { signInAsGuest } from '../support/accounts';
import { createMyTopic, makeTopicInput } from '../support/my-topics';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

const ANSWERS = ['Chess', 'Monopoly', 'Scrabble', 'Cluedo', 'Clue', 'Risk'];

describe.each(storageTargets())('only the owner reads or changes a topic ($kind)', (target) => {
  const testApp = useTestApp(target, { deps: { rateLimits: { myTopicsPerMinute: 1000 } } });

  async function twoUsers() {
    const ana = await signInAsGuest(testApp());
    const bo = await signInAsGuest(testApp());
    const topic = await createMyTopic(ana.client);
    return { ana, bo, topic };
  }

  it('needs a session for every route', async () => {
    const anonymous = testApp().client();
    for (const [method, path] of [
      ['GET', '/api/my-topics'],
      ['POST', '/api/my-topics'],
      ['GET', '/api/my-packs'],
      ['GET', `/api/shared-packs/${'a'.repeat(32)}`],
    ] as const) {
      const response = await anonymous.request(
        method,
        path,
        method === 'GET' ? undefined : makeTopicInput(),
      );
      expect(response.status, path).toBe(401);
    }
  });

  it("[TOPIC-3] another user cannot read, change, copy or delete someone's topic", async () => {
    const { ana, bo, topic } = await twoUsers();
    const attempts = [
      await bo.client.get(`/api/my-topics/${topic.id}`),
      await bo.client.request(
        'PUT',
        `/api/my-topics/${topic.id}`,
        makeTopicInput({ title: 'Mine' }),
      ),
      await bo.client.post(`/api/my-topics/${topic.id}/duplicate`),
      await bo.client.request('DELETE', `/api/my-topics/${topic.id}`, undefined),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: MY_TOPICS_ERRORS.notFound });
    }
    for (const path of [
      '/api/my-topics',
      '/api/my-topics/summaries?gameTypeId=top5-blitz',
      '/api/offline-bundle',
    ]) {
      const response = await bo.client.get(path);
      expect(response.text, path).not.toContain(topic.id);
      expect(response.text, path).not.toContain('board games');
    }
    expect(
      OfflineBundleResponse.parse((await bo.client.get('/api/offline-bundle')).body).myTopics,
    ).toEqual([]);
    const own = await ana.client.get<{ topic: { title: string } }>(`/api/my-topics/${topic.id}`);
    expect(own.body.topic.title).toBe('Best-selling board games');
  });

  it("[TOPIC-3][VIEW-1] the online picker's list of own topics carries no answers", async () => {
    const { ana } = await twoUsers();
    const response = await ana.client.get('/api/my-topics/summaries?gameTypeId=top5-blitz');
    expect(response.text).toContain('Best-selling board games');
    for (const answer of ANSWERS) expect(response.text).not.toContain(answer);
  });

  it("[TOPIC-3][TOPIC-8] another user cannot pack, share, revoke or delete someone's topics and packs", async () => {
    const { ana, bo, topic } = await twoUsers();
    const stolen = await bo.client.post('/api/my-packs', { name: 'Mine', topicIds: [topic.id] });
    expect(stolen.status).toBe(404);
    const created = await ana.client.post<PackResponse>('/api/my-packs', {
      name: 'Party',
      topicIds: [topic.id],
    });
    const packId = created.body.pack.id;
    const attempts = [
      await bo.client.post(`/api/my-packs/${packId}/share`),
      await bo.client.request('DELETE', `/api/my-packs/${packId}/share`, undefined),
      await bo.client.request('PUT', `/api/my-packs/${packId}`, { name: 'X', topicIds: [] }),
      await bo.client.request('DELETE', `/api/my-packs/${packId}`, undefined),
    ];
    for (const response of attempts) expect(response.status).toBeGreaterThanOrEqual(400);
    expect((await bo.client.get<{ packs: unknown[] }>('/api/my-packs')).body.packs).toEqual([]);
    expect((await ana.client.get<{ packs: unknown[] }>('/api/my-packs')).body.packs).toHaveLength(
      1,
    );
  });

  it('[TOPIC-8] a shared pack shows titles only until copied; a revoked link opens nothing', async () => {
    const { ana, bo, topic } = await twoUsers();
    const created = await ana.client.post<PackResponse>('/api/my-packs', {
      name: 'Party',
      topicIds: [topic.id],
    });
    const shared = await ana.client.post<PackResponse>(
      `/api/my-packs/${created.body.pack.id}/share`,
    );
    const token = shared.body.pack.shareToken;
    if (!token) throw new Error('no token');
    const seen = await bo.client.get(`/api/shared-packs/${token}`);
    expect(seen.body).toEqual({
      name: 'Party',
      ownerName: ana.user.displayName,
      mine: false,
      topics: [{ title: 'Best-selling board games', category: 'sport' }],
    });
    for (const answer of ANSWERS) expect(seen.text).not.toContain(answer);
    expect(seen.text).not.toContain(topic.id);

    const copied = await bo.client.post(`/api/shared-packs/${token}/copy`);
    expect(copied.body).toEqual({ added: 1 });
    const mine = await bo.client.get<{ topics: Array<{ id: string; answers: unknown[] }> }>(
      '/api/my-topics',
    );
    expect(mine.body.topics[0]?.id).not.toBe(topic.id);
    expect(mine.body.topics[0]?.answers).toHaveLength(5);

    await ana.client.request('DELETE', `/api/my-packs/${created.body.pack.id}/share`, undefined);
    for (const response of [
      await bo.client.get(`/api/shared-packs/${token}`),
      await bo.client.post(`/api/shared-packs/${token}/copy`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: MY_TOPICS_ERRORS.sharedPackNotFound });
    }
  });
});
