import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponse, StatsResponse } from '@trivia/protocol';
import { recordFinishedGame } from '../../src/storage/game-records';
import { findUserById } from '../../src/storage/users';
import { signInAsGuest } from '../support/accounts';
import { makeFinishedGame } from '../support/builders';
import { createMyTopic } from '../support/my-topics';
import { getFreePort } from '../support/free-port';
import { signInThroughProvider } from '../support/oidc-flow';
import { startOidcProvider, type LocalOidcProvider } from '../support/oidc-provider';
import { storageTargets } from '../support/storage-targets';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(storageTargets())('a guest upgrades to a Google account ($kind)', (target) => {
  let provider: LocalOidcProvider;
  let testApp: TestApp;

  beforeAll(async () => {
    const port = await getFreePort();
    provider = await startOidcProvider({
      clientId: 'upgrade-client',
      clientSecret: 'upgrade-secret',
      redirectUris: [`http://127.0.0.1:${port}/api/auth/google/callback`],
    });
    testApp = await startTestApp({
      target,
      port,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'upgrade-client',
        OIDC_CLIENT_SECRET: 'upgrade-secret',
        OIDC_ALLOW_INSECURE: 'true',
      },
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  it('[AUTH-3] keeps the guest history on the account and removes the guest', async () => {
    const { client, user: guest } = await signInAsGuest(testApp);
    const db = testApp.database.db;
    await recordFinishedGame(
      db,
      makeFinishedGame({ userId: guest.uid, topicTitle: 'Played as guest' }),
    );
    const guestCookie = client.jar.header(`${testApp.url}/api/me`);

    const callback = await signInThroughProvider(client, { login: 'erin', next: '/profile' });
    expect(callback.location).toBe('/profile');

    const me = MeResponse.parse((await client.get('/api/me')).body);
    expect(me.user).toMatchObject({ isGuest: false, email: 'erin@example.com' });
    expect(me.user?.uid).not.toBe(guest.uid);
    const stats = StatsResponse.parse((await client.get('/api/me/stats')).body);
    expect(stats.gamesPlayed).toBe(1);
    expect(stats.recentGames[0]?.topicTitle).toBe('Played as guest');

    expect(await findUserById(db, guest.uid)).toBeNull();
    const oldSession = await fetch(`${testApp.url}/api/me`, { headers: { cookie: guestCookie } });
    expect(await oldSession.json()).toEqual({ user: null });
  });

  it("[AUTH-3] the guest's own topics move to the account", async () => {
    const { client } = await signInAsGuest(testApp);
    const topic = await createMyTopic(client);
    await signInThroughProvider(client, { login: 'hana' });
    const mine = await client.get<{ topics: Array<{ id: string }> }>('/api/my-topics');
    expect(mine.body.topics.map((t) => t.id)).toEqual([topic.id]);
  });

  it('keeps the account when it signs out', async () => {
    const client = testApp.client();
    await signInThroughProvider(client, { login: 'frank' });
    const me = MeResponse.parse((await client.get('/api/me')).body);
    expect((await client.post('/api/auth/signout')).status).toBe(204);
    expect((await client.get('/api/me')).body).toEqual({ user: null });
    expect(await findUserById(testApp.database.db, me.user?.uid ?? '')).not.toBeNull();
  });

  it('[AUTH-5][PARTY-5] lets an account clear expired parties', async () => {
    const client = testApp.client();
    await signInThroughProvider(client, { login: 'grace' });
    const response = await client.post('/api/maintenance/clear-expired-parties');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: 0 });
  });
});
