import {
  PAIRING_ERRORS,
  PairingCode,
  REALTIME_ERRORS,
  type HostedPartiesResponse,
  type TvPairingResponse,
  type TvPairingStatusResponse,
} from '@trivia/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpired } from '../../src/maintenance/expiry-sweep';
import { MAX_PENDING_PAIRINGS_PER_ADDRESS } from '../../src/routes/tv-pairing-routes';
import { PAIRING_TTL_MS } from '../../src/storage/screen-pairings';
import { storageTargets } from '../support/storage-targets';
import { PartyClient } from './support/party-client';
import { closeAll, lobbyOf, must } from './support/party-flow';
import { startRealtimeApp, TEST_LIMITS, type RealtimeTestApp } from './support/realtime-app';
import { openScreenKey } from './support/screens';

const START = Date.UTC(2026, 0, 1);

/**
 * TV pairing (docs/PROTOCOL.md "TV pairing"): a TV that never signed in gets a short code,
 * the host enters it, and the TV continues as a display link does.
 */
describe.each(storageTargets())('TV pairing by a short code ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  let now = START;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false, now: () => now });
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(async () => {
    now = START;
    await testApp.database.db.deleteFrom('screen_pairings').execute();
  });

  /** A TV with no session asks for a code. */
  const newCode = async () => {
    const tv = testApp.client();
    const response = await tv.post<TvPairingResponse>('/api/tv/pairings', {});
    expect(response.status).toBe(201);
    return { tv, ...response.body };
  };
  const poll = (tv: ReturnType<RealtimeTestApp['client']>, code: string, token: string) =>
    tv.post<TvPairingStatusResponse | { error: string }>('/api/tv/pairings/status', {
      code,
      token,
    });

  it('[SCREEN-1][SCREEN-2][AUTH-6] the host enters the TV code: the TV gets the display link key, watches, and revoking stops it', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const pairing = await newCode();
    expect(PairingCode.safeParse(pairing.code).success).toBe(true);
    expect(pairing.expiresAt).toBe(START + PAIRING_TTL_MS);
    // Nothing was made for the TV: no session cookie.
    expect(pairing.tv.jar.header(testApp.url)).toBe('');
    const waiting = await poll(pairing.tv, pairing.code, pairing.token);
    expect(waiting.body).toEqual({ status: 'waiting', expiresAt: START + PAIRING_TTL_MS });

    expect(await host.client.send('pairScreen', { code, pairingCode: pairing.code })).toMatchObject(
      { ok: true, result: { code } },
    );
    const paired = await poll(pairing.tv, pairing.code, pairing.token);
    // The same key a display link carries.
    const key = await openScreenKey(host, code);
    expect(paired.body).toEqual({ status: 'paired', partyCode: code, screenKey: key });
    // Read once: the code is used up.
    expect((await poll(pairing.tv, pairing.code, pairing.token)).status).toBe(404);

    const screen = await PartyClient.connect(testApp.url, { screen: { code, key } });
    expect(await screen.send('watchScreen', { code, key })).toMatchObject({ ok: true });
    await must(host, 'revokeScreen', { code });
    await screen.waitFor((m) => m.type === 'screenRevoked' && m.code === code);
    screen.close();
    closeAll(host, ...players);
  });

  it('[SCREEN-3] a wrong, expired or used code gets one refusal and changes nothing', async () => {
    const { code, host, players } = await lobbyOf(testApp, 0);
    const pairing = await newCode();
    const other = await lobbyOf(testApp, 0);
    const before = await testApp.realtime.service.loadState(code);
    const wrong = pairing.code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF';
    const refused = { ok: false, error: PAIRING_ERRORS.invalid };

    expect(await host.client.send('pairScreen', { code, pairingCode: wrong })).toMatchObject(
      refused,
    );
    // The protocol refuses what is not a TV code at all (0, O, 1, I and L never appear).
    const malformed = await host.client.send('pairScreen', { code, pairingCode: 'O0I1L5' });
    expect(malformed).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Invalid message/),
    });
    // The TV is still waiting, and the party did not change.
    const waiting = await poll(pairing.tv, pairing.code, pairing.token);
    expect(waiting.body).toMatchObject({ status: 'waiting' });
    const after = await testApp.realtime.service.loadState(code);
    expect(after?.party.version).toBe(before?.party.version);

    // Once bound, another host cannot take it.
    await must(host, 'pairScreen', { code, pairingCode: pairing.code });
    expect(
      await other.host.client.send('pairScreen', { code: other.code, pairingCode: pairing.code }),
    ).toMatchObject(refused);
    expect((await poll(pairing.tv, pairing.code, pairing.token)).body).toMatchObject({
      status: 'paired',
      partyCode: code,
    });

    // Past its 10 minutes a code is refused, and the TV is told it expired.
    const late = await newCode();
    now = START + PAIRING_TTL_MS;
    expect(await host.client.send('pairScreen', { code, pairingCode: late.code })).toMatchObject(
      refused,
    );
    const expired = await poll(late.tv, late.code, late.token);
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual({ error: PAIRING_ERRORS.expired });
    closeAll(host, other.host, ...players);
  });

  it("[SCREEN-1] a poll needs the TV's own token, and bad input gets 400", async () => {
    const pairing = await newCode();
    const stranger = testApp.client();
    const guessed = await poll(stranger, pairing.code, 'x'.repeat(32));
    expect(guessed.status).toBe(404);
    expect(guessed.body).toEqual({ error: PAIRING_ERRORS.expired });
    expect((await stranger.post('/api/tv/pairings/status', { code: pairing.code })).status).toBe(
      400,
    );
    expect((await stranger.post('/api/tv/pairings', { extra: 1 })).status).toBe(400);
  });

  it('[SCREEN-1] caps open codes per address, and the expiry sweep deletes them after 10 minutes', async () => {
    for (let i = 0; i < MAX_PENDING_PAIRINGS_PER_ADDRESS; i += 1) await newCode();
    const refused = await testApp.client().post('/api/tv/pairings', {});
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: PAIRING_ERRORS.tooManyPending });

    now = START + PAIRING_TTL_MS;
    const swept = await sweepExpired(testApp.database.db, now);
    expect(swept.pairings).toBe(MAX_PENDING_PAIRINGS_PER_ADDRESS);
    await newCode();
  });

  it('[SCREEN-4] lists the live parties the signed-in user hosts, for the QR path', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const list = (cookie: string) =>
      testApp.client().get<HostedPartiesResponse>('/api/tv/hosted-parties', { cookie });
    expect((await list(host.cookie)).body).toEqual({ parties: [{ code, members: 2 }] });
    expect((await list(players[0]!.cookie)).body).toEqual({ parties: [] });
    expect((await testApp.client().get('/api/tv/hosted-parties')).status).toBe(401);
    closeAll(host, ...players);
  });
});

describe('guessing TV codes is bounded (SQLite)', () => {
  it('[SCREEN-3] past a few misses the host and the address are refused, even the right code', async () => {
    const [sqlite] = storageTargets();
    const testApp = await startRealtimeApp(sqlite!, {
      turnTimer: false,
      limits: { ...TEST_LIMITS, failedJoinsPerAddress: { capacity: 3, perSecond: 0.001 } },
    });
    try {
      const { code, host } = await lobbyOf(testApp, 0);
      const pairing = await testApp.client().post<TvPairingResponse>('/api/tv/pairings', {});
      const right = pairing.body.code;
      const wrong = right === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF';
      for (let i = 0; i < 3; i += 1) {
        expect(await host.client.send('pairScreen', { code, pairingCode: wrong })).toMatchObject({
          ok: false,
          error: PAIRING_ERRORS.invalid,
        });
      }
      expect(await host.client.send('pairScreen', { code, pairingCode: right })).toMatchObject({
        ok: false,
        error: REALTIME_ERRORS.tooManyJoins,
      });
      closeAll(host);
    } finally {
      await testApp.close();
    }
  });
});
