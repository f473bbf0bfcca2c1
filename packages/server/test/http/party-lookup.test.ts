import { MESSAGES } from '@trivia/game';
import type { PartyLookupResponse } from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_PARTY_CODE } from '../../src/routes/party-lookup-routes';
import { TEST_LIMITS } from '../realtime/support/realtime-app';
import { closeAll, connectPlayer, lobbyOf, must } from '../realtime/support/party-flow';
import type { RealtimeTestApp } from '../realtime/support/realtime-app';
import { storageTargets } from '../support/storage-targets';
import { startTestApp } from '../support/test-app';

const LOOKUPS_PER_MINUTE = 6;

async function userCount(testApp: RealtimeTestApp): Promise<number> {
  const row = await testApp.database.db
    .selectFrom('users')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * JOIN-6: Home checks a code before it makes a guest. The lookup answers only yes or
 * no, as a join would, changes nothing, and is limited per address like guest sign-in.
 */
describe.each(storageTargets())('GET /api/parties/{code}/joinable ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    const started = await startTestApp({
      target,
      deps: {
        realtime: { limits: TEST_LIMITS },
        rateLimits: { partyLookupPerMinute: 1000 },
      },
    });
    testApp = { ...started, realtime: started.app.realtime };
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[JOIN-6][JOIN-3] says yes for a lobby, no for a wrong, locked or malformed code, and creates nothing', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const visitor = testApp.client();
    const before = await userCount(testApp);
    const wrong = code === 'ZZZZZ9' ? 'ZZZZZ8' : 'ZZZZZ9';

    const found = await visitor.get<PartyLookupResponse>(`/api/parties/${code}/joinable`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ joinable: true });
    expect(found.headers.get('cache-control')).toBe('no-store');
    const missing = await visitor.get<PartyLookupResponse>(`/api/parties/${wrong}/joinable`);
    expect(missing.body).toEqual({ joinable: false });
    const malformed = await visitor.get(`/api/parties/abc/joinable`);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: INVALID_PARTY_CODE });

    await must(host, 'setLocked', { code, locked: true });
    const locked = await visitor.get<PartyLookupResponse>(`/api/parties/${code}/joinable`);
    expect(locked.body).toEqual({ joinable: false });
    // As join says: the newcomer is refused, so the lookup said no.
    const newcomer = await connectPlayer(testApp, 'Newcomer');
    expect(await newcomer.client.send('joinParty', { code })).toMatchObject({
      ok: false,
      error: MESSAGES.partyLocked,
    });

    // Nothing was made for the visitor: no user, no session cookie.
    expect(await userCount(testApp)).toBe(before + 1); // the Newcomer made above, not the visitor
    expect(visitor.jar.header(testApp.url)).toBe('');
    closeAll(host, newcomer, ...players);
  });
});

describe('the lookup is rate-limited per address (no cheap code guessing)', () => {
  it(`[LIMIT-6] allows ${LOOKUPS_PER_MINUTE} lookups a minute, then answers 429 and says why`, async () => {
    const [sqlite] = storageTargets();
    const testApp = await startTestApp({
      target: sqlite!,
      deps: { rateLimits: { partyLookupPerMinute: LOOKUPS_PER_MINUTE } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < LOOKUPS_PER_MINUTE + 1; i += 1) {
        statuses.push((await testApp.client().get(`/api/parties/QQQQQ${i}/joinable`)).status);
      }
      expect(statuses).toEqual([...Array<number>(LOOKUPS_PER_MINUTE).fill(200), 429]);
      const limited = await testApp.client().get('/api/parties/QQQQQ1/joinable');
      expect(limited.body).toEqual({ error: expect.stringMatching(/^Too many attempts/) });
    } finally {
      await testApp.close();
    }
  });
});
