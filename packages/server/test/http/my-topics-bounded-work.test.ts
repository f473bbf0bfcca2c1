import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MY_TOPICS_LIMITS, MyTopicsResponse } from '@trivia/protocol';
import { signInAsGuest } from '../support/accounts';
import { longestStall } from '../support/event-loop-stall';
import { makeTopicInput } from '../support/my-topics';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';
import { WorkerClient } from '../support/worker-client';

/**
 * The longest the event loop may be held while one of these requests runs. Before the fix
 * the attack held it 2.0 s (90 KB), 4.9 s (300 KB) and 13 s (1 MB) on a 2-core machine
 * (14.8 s and 17.4 s on the attacker's). The bounded work is a few ms per slice: alone,
 * the longest stalls measured were 5-70 ms; with the whole server suite running beside it
 * on that machine, 6 to 10 times oversubscribed, up to 860 ms, all of it waiting for a
 * core. So the bound is generous, and still a fraction of what the attack took. The
 * requests are sent from a worker thread (worker-client.ts), so the loop measured is the
 * server's, not the client's.
 */
const MAX_STALL_MS = 1000;
/** A test's time limit: on a starved machine the requests themselves take seconds. */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/** `{"topics":[{},{},…]}` of about `kilobytes` KB: the attack TOPIC-5 bounds. */
function emptyTopics(kilobytes: number): string {
  const count = Math.floor((kilobytes * 1024 - 14) / 3);
  return `{"topics":[${Array<string>(count).fill('{}').join(',')}]}`;
}

const [sqlite] = storageTargets();

describe('an import cannot freeze the server', () => {
  const testApp = useTestApp(sqlite!, { deps: { rateLimits: { myTopicsPerMinute: 1000 } } });
  let sender: WorkerClient;
  beforeAll(async () => {
    sender = await WorkerClient.start();
  });
  afterAll(() => sender.close());

  it.each([90, 300, 1000])(
    '[TOPIC-5] refuses %i KB of empty topics before parsing them, holding the event loop briefly and storing nothing',
    async (kilobytes) => {
      const { client } = await signInAsGuest(testApp());
      const body = emptyTopics(kilobytes);
      const { result, ms } = await longestStall(() =>
        sender.post(client, '/api/my-topics/import', body),
      );
      expect(result[0]?.status).toBe(400);
      expect(JSON.parse(result[0]?.text ?? '')).toEqual({
        error: 'Request body has too many items',
      });
      expect(ms).toBeLessThan(MAX_STALL_MS);
      const list = MyTopicsResponse.parse((await client.get('/api/my-topics')).body);
      expect(list.topics).toEqual([]);
    },
  );

  it('answers /api/health while ten 1 MB imports arrive at once', async () => {
    const { client } = await signInAsGuest(testApp());
    const body = emptyTopics(1000);
    const { result, ms } = await longestStall(() =>
      Promise.all([
        sender.post(client, '/api/my-topics/import', body, 10),
        testApp().client().get('/api/health'),
      ]),
    );
    const [imports, health] = result;
    expect(imports.map((response) => response.status)).toEqual(Array(10).fill(400));
    expect(health.status).toBe(200);
    expect(ms).toBeLessThan(MAX_STALL_MS);
    expect(MyTopicsResponse.parse((await client.get('/api/my-topics')).body).topics).toEqual([]);
  });

  it(`[TOPIC-5] refuses more than ${MY_TOPICS_LIMITS.topics} topics before checking any of them`, async () => {
    const { client } = await signInAsGuest(testApp());
    const body = `{"topics":[${Array<string>(MY_TOPICS_LIMITS.topics + 1).fill('{}')}]}`;
    const response = await client.post<{ error: string }>('/api/my-topics/import', body);
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('You can keep at most 500 topics');
  });

  it('[TOPIC-5] names the first problem of a list of bad topics, checking no further', async () => {
    const { client } = await signInAsGuest(testApp());
    const good = { ...makeTopicInput(), id: 'good', retrievedAt: '' };
    const bad = { aliases: Array(20).fill(0) };
    const body = JSON.stringify({ topics: [good, ...Array(499).fill(bad)] });
    const { result, ms } = await longestStall(() =>
      sender.post(client, '/api/my-topics/import', body),
    );
    expect(result[0]?.status).toBe(400);
    expect(JSON.parse(result[0]?.text ?? '')).toEqual({
      error: 'topics.1.gameTypeId is required',
    });
    expect(ms).toBeLessThan(MAX_STALL_MS);
    const missing = await client.post<{ error: string }>('/api/my-topics/import', {
      topics: [good, {}, {}],
    });
    expect(missing.body.error).toBe('topics.1.gameTypeId is required');
  });

  it(`imports ${MY_TOPICS_LIMITS.topics} real topics giving the event loop turns as it goes`, async () => {
    const { client } = await signInAsGuest(testApp());
    const topics = Array.from({ length: MY_TOPICS_LIMITS.topics }, (_, n) => ({
      ...makeTopicInput({ title: `Topic ${n}` }),
      id: `topic-${n}`,
      retrievedAt: '',
    }));
    const body = JSON.stringify({ topics });
    const { result, ms } = await longestStall(() =>
      sender.post(client, '/api/my-topics/import', body),
    );
    expect(JSON.parse(result[0]?.text ?? '')).toEqual({ added: 500, changed: 0, unchanged: 0 });
    expect(ms).toBeLessThan(MAX_STALL_MS);
  });
});
