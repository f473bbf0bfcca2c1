import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '@trivia/protocol';
import { getFreePort } from '../support/free-port';
import { signInThroughProvider } from '../support/oidc-flow';
import { startOidcProvider, type LocalOidcProvider } from '../support/oidc-provider';
import { storageTargets } from '../support/storage-targets';
import { startTestApp, type TestApp } from '../support/test-app';

const clientId = 'trivia-test-client';
const clientSecret = 'trivia-test-secret';

describe.each(storageTargets())(
  'Google sign-in through a real OpenID provider ($kind)',
  (target) => {
    let provider: LocalOidcProvider;
    let testApp: TestApp;

    beforeAll(async () => {
      const port = await getFreePort();
      provider = await startOidcProvider({
        clientId,
        clientSecret,
        redirectUris: [`http://127.0.0.1:${port}/api/auth/google/callback`],
        claimsFor: (login) =>
          login === 'nameless'
            ? { email: 'quiet.person@example.com', email_verified: false }
            : {
                email: `${login}@example.com`,
                email_verified: true,
                name: `Player ${login}`,
                picture: `https://example.com/${login}.png`,
              },
      });
      testApp = await startTestApp({
        target,
        port,
        env: {
          OIDC_ISSUER: provider.issuer,
          OIDC_CLIENT_ID: clientId,
          OIDC_CLIENT_SECRET: clientSecret,
          OIDC_ALLOW_INSECURE: 'true',
        },
      });
    });

    afterAll(async () => {
      await testApp?.close();
      await provider?.close();
    });

    it('reports Google sign-in as enabled', async () => {
      const response = await testApp.client().get('/api/auth/config');
      expect(response.body).toEqual({ google: { enabled: true } });
    });

    it('[AUTH-3][AUTH-1] creates the user on first sign-in and redirects to next', async () => {
      const client = testApp.client();
      const callback = await signInThroughProvider(client, { login: 'alice', next: '/online' });
      expect(callback.status).toBe(302);
      expect(callback.location).toBe('/online');

      const me = await client.get<MeResponse>('/api/me');
      expect(me.body.user).toMatchObject({
        displayName: 'Player alice',
        email: 'alice@example.com',
        photoURL: 'https://example.com/alice.png',
        emailVerified: true,
        isGuest: false,
      });
    });

    it('[AUTH-3] does not create a second user on the next sign-in', async () => {
      const first = testApp.client();
      await signInThroughProvider(first, { login: 'bob' });
      const firstMe = await first.get<MeResponse>('/api/me');
      await first.patch('/api/me', { displayName: 'Bobby' });

      const second = testApp.client();
      await signInThroughProvider(second, { login: 'bob' });
      const secondMe = await second.get<MeResponse>('/api/me');
      expect(secondMe.body.user?.uid).toBe(firstMe.body.user?.uid);
      expect(secondMe.body.user?.displayName).toBe('Bobby');
      const users = await testApp.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'bob@example.com')
        .execute();
      expect(users).toHaveLength(1);
    });

    it('[AUTH-3] falls back to the email prefix when the provider gives no name', async () => {
      const client = testApp.client();
      await signInThroughProvider(client, { login: 'nameless' });
      const me = await client.get<MeResponse>('/api/me');
      expect(me.body.user).toMatchObject({
        displayName: 'quiet.person',
        photoURL: '',
        emailVerified: false,
      });
    });

    it('answers a popup with a page that messages the opener under a strict CSP', async () => {
      const client = testApp.client();
      const callback = await signInThroughProvider(client, {
        login: 'carol',
        popup: true,
        next: '/profile',
      });
      expect(callback.status).toBe(200);
      expect(callback.text).toContain('window.opener.postMessage(message, location.origin)');
      expect(callback.text).toContain('"ok":true');
      expect(callback.text).toContain('"fallbackUrl":"/profile"');
      expect(callback.contentSecurityPolicy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
      const me = await client.get<MeResponse>('/api/me');
      expect(me.body.user?.email).toBe('carol@example.com');
    });

    it('[AUTH-1] keeps next to same-site paths', async () => {
      const client = testApp.client();
      const callback = await signInThroughProvider(client, {
        login: 'dave',
        next: '//evil.example/x',
      });
      expect(callback.location).toBe('/');
    });

    it('refuses a callback that this browser did not start', async () => {
      const client = testApp.client();
      const response = await client.get('/api/auth/google/callback?code=stolen&state=whatever');
      expect(response.status).toBe(200);
      expect(response.text).toContain('"ok":false');
      expect((await client.get<MeResponse>('/api/me')).body.user).toBeNull();
    });

    it('sends a cancelled sign-in back to the login page', async () => {
      const client = testApp.client();
      const start = await client.get('/api/auth/google/start?next=/online');
      expect(start.status).toBe(302);
      const authorize = new URL(start.headers.get('location') ?? '');
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('scope')).toBe('openid profile email');
      expect(authorize.searchParams.get('nonce')).toBeTruthy();
      const state = authorize.searchParams.get('state') ?? '';
      const callback = await client.get(
        `/api/auth/google/callback?error=access_denied&state=${encodeURIComponent(state)}`,
      );
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe(
        `/login?error=${encodeURIComponent('Google sign-in was cancelled.')}`,
      );
    });
  },
);
