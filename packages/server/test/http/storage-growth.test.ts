import { describe, expect, it, vi } from 'vitest';
import { MyTopicsResponse } from '@trivia/protocol';
import { SESSION_COOKIE } from '../../src/auth/session-cookie';
import { sweepExpired } from '../../src/maintenance/expiry-sweep';
import { accountBytes } from '../../src/storage/account-usage';
import { signInAsAccount, signInAsGuest } from '../support/accounts';
import type { ApiClient } from '../support/api-client';
import { createMyTopic, makeTopicInput } from '../support/my-topics';
import { storageTargets } from '../support/storage-targets';
import { startTestApp, type TestApp } from '../support/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const generous = { rateLimits: { myTopicsPerMinute: 10_000 } };
/** Each test starts an app of its own: on a busy machine that takes seconds. */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/** Runs `test` against an app of `env`, whose clock the test moves. */
async function withApp(
  target: typeof storageTargets extends () => Array<infer T> ? T : never,
  env: Record<string, string>,
  test: (testApp: TestApp, clock: { now: number }) => Promise<void>,
): Promise<void> {
  const clock = { now: Date.now() };
  const testApp = await startTestApp({ target, env, deps: { ...generous, now: () => clock.now } });
  try {
    await test(testApp, clock);
  } finally {
    await testApp.close();
  }
}

async function topicCount(client: ApiClient): Promise<number> {
  return MyTopicsResponse.parse((await client.get('/api/my-topics')).body).topics.length;
}

/** Creates topics until the server refuses one; the refusal. */
async function fillUntilRefused(client: ApiClient, prefix: string) {
  for (let n = 0; n < 200; n += 1) {
    const response = await client.post<{ error: string }>(
      '/api/my-topics',
      makeTopicInput({ title: `${prefix} topic ${n}` }),
    );
    if (response.status !== 201) return response;
  }
  throw new Error('never refused');
}

describe.each(storageTargets())('storage one account may use ($kind)', (target) => {
  it('[TOPIC-4] keeps an account within MY_TOPICS_MAX_BYTES, refusing the write that passes it', async () => {
    await withApp(target, { MY_TOPICS_MAX_BYTES: '2048' }, async (testApp) => {
      const { client, user } = await signInAsGuest(testApp);
      const refused = await fillUntilRefused(client, 'Mine');
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(
        'My Topics can hold at most 2 KB. Delete some topics to make room.',
      );
      const kept = await topicCount(client);
      const bytes = await accountBytes(testApp.database.db, target.kind, user.uid);
      expect(bytes).toBeLessThanOrEqual(2048);
      expect(bytes).toBeGreaterThan(2048 - 250);
      const topics = [{ ...makeTopicInput({ title: 'More' }), id: 'more', retrievedAt: '' }];
      expect((await client.post('/api/my-topics/import', { topics })).status).toBe(409);
      expect(await topicCount(client)).toBe(kept);
      // A change that does not grow the account still goes through.
      const [first] = MyTopicsResponse.parse((await client.get('/api/my-topics')).body).topics;
      const edit = await client.request('PUT', `/api/my-topics/${first!.id}`, {
        ...makeTopicInput({ title: first!.title }),
      });
      expect(edit.status).toBe(200);
    });
  });

  it('[TOPIC-4] keeps at most MY_TOPICS_MAX_TOPICS and MY_TOPICS_MAX_PACKS', async () => {
    const env = { MY_TOPICS_MAX_TOPICS: '2', MY_TOPICS_MAX_PACKS: '1' };
    await withApp(target, env, async (testApp) => {
      const { client } = await signInAsGuest(testApp);
      const topic = await createMyTopic(client, { title: 'One' });
      await createMyTopic(client, { title: 'Two' });
      const third = await client.post<{ error: string }>('/api/my-topics', makeTopicInput());
      expect([third.status, third.body.error]).toEqual([409, 'You can keep at most 2 topics']);
      const pack = { name: 'P', topicIds: [topic.id] };
      expect((await client.post('/api/my-packs', pack)).status).toBe(201);
      const second = await client.post<{ error: string }>('/api/my-packs', pack);
      expect([second.status, second.body.error]).toEqual([409, 'You can keep at most 1 packs']);
    });
  });
});

describe.each(storageTargets())('what one address may add ($kind)', (target) => {
  const env = { MY_TOPICS_ADDRESS_BYTES_PER_HOUR: '3000', TRUST_PROXY: 'true' };

  it('[TOPIC-4] bounds the bytes all guests of one address add per hour, not another address', async () => {
    await withApp(target, env, async (testApp, clock) => {
      const guests = [await signInAsGuest(testApp), await signInAsGuest(testApp)];
      const refused = await fillUntilRefused(guests[0]!.client, 'First');
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(
        'Too many changes to topics from your network. Please try again in 60 minutes.',
      );
      // A fresh guest from the same address shares the budget.
      expect((await guests[1]!.client.post('/api/my-topics', makeTopicInput())).status).toBe(429);
      let stored = 0;
      for (const { user } of guests) {
        stored += await accountBytes(testApp.database.db, target.kind, user.uid);
      }
      expect(stored).toBeLessThanOrEqual(3000);
      const elsewhere = await signInAsAccount(testApp);
      const other = await elsewhere.client.post('/api/my-topics', makeTopicInput(), {
        'x-forwarded-for': '203.0.113.7',
      });
      expect(other.status).toBe(201);
      clock.now += HOUR;
      expect((await guests[1]!.client.post('/api/my-topics', makeTopicInput())).status).toBe(201);
    });
  });

  it('[LIMIT-6] creates at most GUEST_LIMIT_PER_HOUR guests per address', async () => {
    await withApp(
      target,
      { GUEST_LIMIT_PER_HOUR: '3', TRUST_PROXY: 'true' },
      async (testApp, clock) => {
        const first = await signInAsGuest(testApp);
        await signInAsGuest(testApp);
        await signInAsGuest(testApp);
        const fourth = await testApp.client().post<{ error: string }>('/api/auth/guest');
        expect(fourth.status).toBe(429);
        expect(fourth.body.error).toBe(
          'Too many new guests from your network. Please try again in 60 minutes.',
        );
        // The guest who continues keeps their guest; another address is not refused.
        expect((await first.client.post('/api/auth/guest')).status).toBe(200);
        const elsewhere = await testApp
          .client()
          .post('/api/auth/guest', {}, { 'x-forwarded-for': '203.0.113.7' });
        expect(elsewhere.status).toBe(200);
        clock.now += HOUR;
        expect((await testApp.client().post('/api/auth/guest')).status).toBe(200);
      },
    );
  });
});

describe.each(storageTargets())('abandoned guests are swept ($kind)', (target) => {
  it('[AUTH-4] deletes a guest idle past GUEST_SESSION_TTL with their topics and packs, and no one else', async () => {
    await withApp(target, {}, async (testApp, clock) => {
      const idle = await signInAsGuest(testApp);
      const cookie = idle.client.jar.header(testApp.url);
      expect(cookie).toContain(`${SESSION_COOKIE}=`);
      const topic = await createMyTopic(idle.client, { title: 'Idle topic' });
      await createMyTopic(idle.client, { title: 'Another' });
      await idle.client.post('/api/my-packs', { name: 'Idle pack', topicIds: [topic.id] });
      const active = await signInAsGuest(testApp);
      await createMyTopic(active.client, { title: 'Active topic' });
      const account = await signInAsAccount(testApp);
      await createMyTopic(account.client, { title: 'Account topic' });

      clock.now += 4 * DAY; // the active guest comes back: their session slides
      expect((await active.client.get<{ user: unknown }>('/api/me')).body.user).not.toBeNull();
      clock.now += 4 * DAY; // the idle guest's 7 days are over
      const swept = await sweepExpired(testApp.database.db, clock.now);
      expect(swept).toMatchObject({ guests: 1, guestTopics: 2 });

      const db = testApp.database.db;
      const owners = await db.selectFrom('user_topics').select('owner_id').execute();
      expect(owners.map((row) => row.owner_id).sort()).toEqual(
        [active.user.uid, account.user.id].sort(),
      );
      const packs = await db.selectFrom('topic_packs').selectAll().execute();
      expect(packs).toEqual([]);
      expect((await idle.client.get('/api/me')).body).toEqual({ user: null });
      expect(await topicCount(active.client)).toBe(1);
      expect(await topicCount(account.client)).toBe(1);
    });
  });
});
