import { REALTIME_ERRORS } from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { startTestApp } from '../support/test-app';
import { PartyClient, type ConnectOptions } from './support/party-client';
import { closeAll, connectPlayer, lobbyOf, type Player } from './support/party-flow';
import type { RealtimeTestApp } from './support/realtime-app';
import { openScreenKey } from './support/screens';

const [sqlite] = storageTargets();

/**
 * Connects once the server has a place again: a closed socket gives its place back when
 * the server sees it close, a moment after the client closes it.
 */
async function connectOnceFreed(url: string, options: ConnectOptions): Promise<PartyClient> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await PartyClient.connect(url, options);
    } catch (error) {
      const code = (error as { data?: { code?: string } }).data?.code;
      if (code !== 'too_many_connections' || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * LIMIT-5: open sockets are capped per client address (MAX_CONNECTIONS_PER_ADDRESS,
 * 500 by default: a class behind one address fits, a flood does not) and per big-screen
 * link (MAX_SCREENS_PER_KEY, 5 by default), not only per user. Small caps here, set
 * through the environment as an operator would.
 */
describe('caps on open connections per address and per screen link', () => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    const started = await startTestApp({
      target: sqlite!,
      env: { MAX_CONNECTIONS_PER_ADDRESS: '5', MAX_SCREENS_PER_KEY: '2' },
      deps: { realtime: { turnTimer: false } },
    });
    testApp = { ...started, realtime: started.app.realtime };
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[LIMIT-5] refuses the guests of one address past the cap, and a closed socket frees a place', async () => {
    const guests: Player[] = [];
    for (let index = 1; index <= 5; index += 1) {
      guests.push(await connectPlayer(testApp, `Guest ${index}`));
    }
    // A sixth user, with a session of their own, from the same address.
    await expect(connectPlayer(testApp, 'Guest 6')).rejects.toMatchObject({
      data: { code: 'too_many_connections', message: REALTIME_ERRORS.tooManyFromAddress },
    });
    const [first, ...rest] = guests;
    first!.client.close();
    const later = await connectOnceFreed(testApp.url, { cookie: first!.cookie });
    expect(later.socket.connected).toBe(true);
    later.close();
    closeAll(...rest);
  });

  it('[LIMIT-5] refuses session-less big screens of one link past the cap, and a closed one frees a place', async () => {
    const { code, host } = await connectedLobby(testApp);
    const key = await openScreenKey(host, code);
    const screens = [
      await connectOnceFreed(testApp.url, { screen: { code, key } }),
      await PartyClient.connect(testApp.url, { screen: { code, key } }),
    ];
    await expect(PartyClient.connect(testApp.url, { screen: { code, key } })).rejects.toMatchObject(
      { data: { code: 'too_many_connections', message: REALTIME_ERRORS.tooManyScreens } },
    );
    screens[0]!.close();
    const again = await connectOnceFreed(testApp.url, { screen: { code, key } });
    expect(again.socket.connected).toBe(true);
    again.close();
    screens[1]!.close();
    closeAll(host);
  });
});

/** A host alone in a lobby, once the previous test's sockets have given their places back. */
async function connectedLobby(testApp: RealtimeTestApp) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await lobbyOf(testApp, 0);
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
