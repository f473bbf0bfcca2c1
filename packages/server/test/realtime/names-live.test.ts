import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { storageTargets } from '../support/storage-targets';
import { PartyClient } from './support/party-client';
import { closeAll, connectPlayer, must, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

describe.each(storageTargets())('names chosen and changed live ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A guest who chose `displayName` on "Continue as Guest", connected. */
  async function namedGuest(displayName: string) {
    const api = new ApiClient(testApp.url);
    const response = await api.post<{ user: { uid: string; displayName: string } }>(
      '/api/auth/guest',
      { displayName },
    );
    expect(response.status).toBe(200);
    const client = await PartyClient.connect(testApp.url, { cookie: api.jar.header(testApp.url) });
    const player: Player = {
      userId: response.body.user.uid,
      displayName: response.body.user.displayName,
      cookie: api.jar.header(testApp.url),
      client,
    };
    return { api, player };
  }

  it('[AUTH-2][NAME-9] a guest plays under the name they chose; a rename reaches every party they are in, live', async () => {
    const { api, player: sam } = await namedGuest('  Sam the Brave ');
    expect(sam.displayName).toBe('Sam the Brave');
    const host = await connectPlayer(testApp, 'Hana');
    const first = await must(host, 'createParty', {});
    const other = await connectPlayer(testApp, 'Omar');
    const second = await must(other, 'createParty', {});
    for (const code of [first.code, second.code])
      await must(sam, 'joinParty', { code: code ?? '' });
    const named = (name: string) => (v: { view: { members: { displayName: string }[] } }) =>
      v.view.members.some((m) => m.displayName === name);
    await host.client.waitForView(first.code ?? '', named('Sam the Brave'));

    const renamed = await api.patch('/api/me', { displayName: 'Samwise' });
    expect(renamed.status).toBe(200);
    await host.client.waitForView(first.code ?? '', named('Samwise'));
    await other.client.waitForView(second.code ?? '', named('Samwise'));

    // Continuing as a guest again with another name renames too.
    const again = await api.post('/api/auth/guest', { displayName: 'Sam Again' });
    expect(again.status).toBe(200);
    await host.client.waitForView(first.code ?? '', named('Sam Again'));
    closeAll(host, other, sam);
  });

  it('[AUTH-2][NAME-2] a chosen name passes the name rule: a refused one is a 400 with the reason', async () => {
    const api = new ApiClient(testApp.url);
    const response = await api.post<{ error: string }>('/api/auth/guest', { displayName: '   ' });
    expect(response.status).toBe(400);
  });
});
