import { describe, expect, it } from 'vitest';
import { MeResponse, UserResponse } from '@trivia/protocol';
import { SESSION_COOKIE } from '../../src/auth/session-cookie';
import { findUserById } from '../../src/storage/users';
import { storageTargets } from '../support/storage-targets';
import { startTestApp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { PartyClient } from '../realtime/support/party-client';

describe.each(storageTargets())('guest sessions ($kind)', (target) => {
  const testApp = useTestApp(target);

  it('[AUTH-2] creates a guest with a friendly name and an http-only session cookie', async () => {
    const client = testApp().client();
    const response = await client.post('/api/auth/guest');
    expect(response.status).toBe(200);
    const { user } = UserResponse.parse(response.body);
    expect(user).toMatchObject({
      isGuest: true,
      email: null,
      photoURL: null,
      emailVerified: false,
    });
    expect(user.displayName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // PUBLIC_URL is http here

    const me = MeResponse.parse((await client.get('/api/me')).body);
    expect(me.user).toEqual(user);
  });

  it('has no user without a session', async () => {
    const response = await testApp().client().get('/api/me');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: null });
  });

  it('[AUTH-2] keeps the same guest when "Continue as Guest" is pressed again', async () => {
    const client = testApp().client();
    const first = UserResponse.parse((await client.post('/api/auth/guest')).body);
    const second = UserResponse.parse((await client.post('/api/auth/guest')).body);
    expect(second.user.uid).toBe(first.user.uid);
  });

  it('[AUTH-2] "Continue as Guest" replaces a planted session token and closes its sockets', async () => {
    // The attacker makes a guest, keeps its token and plants it in the victim's browser.
    const attacker = testApp().client();
    const made = UserResponse.parse((await attacker.post('/api/auth/guest')).body);
    const planted = attacker.jar.get(testApp().url, SESSION_COOKIE) ?? '';
    const watcher = await PartyClient.connect(testApp().url, {
      cookie: `${SESSION_COOKIE}=${planted}`,
    });
    const closed = new Promise((resolve) => watcher.socket.once('disconnect', resolve));
    const victim = testApp().client();
    victim.jar.set(testApp().url, SESSION_COOKIE, planted);

    const pressed = await victim.post('/api/auth/guest', { displayName: 'Victim Vera' });
    expect(pressed.status).toBe(200);
    const fresh = victim.jar.get(testApp().url, SESSION_COOKIE);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(planted);
    // The same guest goes on (AUTH-2), under the new token only.
    expect(UserResponse.parse(pressed.body).user.uid).toBe(made.user.uid);
    expect(MeResponse.parse((await victim.get('/api/me')).body).user?.uid).toBe(made.user.uid);
    expect((await attacker.get('/api/me')).body).toEqual({ user: null });
    expect(await closed).toBe('io server disconnect');
    await expect(
      PartyClient.connect(testApp().url, { cookie: `${SESSION_COOKIE}=${planted}` }),
    ).rejects.toMatchObject({ data: { code: 'unauthorized' } });
  });

  it('ends the session and deletes the guest on sign-out', async () => {
    const client = testApp().client();
    const { user } = UserResponse.parse((await client.post('/api/auth/guest')).body);
    const signout = await client.post('/api/auth/signout');
    expect(signout.status).toBe(204);
    expect(client.jar.get(testApp().url, SESSION_COOKIE)).toBeUndefined();
    expect((await client.get('/api/me')).body).toEqual({ user: null });
    expect(await findUserById(testApp().database.db, user.uid)).toBeNull();
  });

  it('signs out without a session too', async () => {
    const response = await testApp().client().post('/api/auth/signout');
    expect(response.status).toBe(204);
  });

  it('[AUTH-3] says Google sign-in is not set up when OIDC is not configured', async () => {
    const client = testApp().client();
    expect((await client.get('/api/auth/config')).body).toEqual({
      google: { enabled: false, reason: 'Google sign-in is not set up on this server' },
    });
    const start = await client.get('/api/auth/google/start?next=/online');
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe(
      `/login?error=${encodeURIComponent('Google sign-in is not set up on this server')}`,
    );
  });
});

describe.each(storageTargets())('session expiry ($kind)', (target) => {
  it('[AUTH-4] slides the expiry forward on use and ends an idle session', async () => {
    let clock = Date.now();
    const testApp = await startTestApp({
      target,
      // A guest's session lasts GUEST_SESSION_TTL, an account's SESSION_TTL (AUTH-4).
      env: { SESSION_TTL: '30d', GUEST_SESSION_TTL: '1h' },
      deps: { now: () => clock },
    });
    try {
      const client = testApp.client();
      await client.post('/api/auth/guest');

      clock += 10 * 60_000; // 50 minutes left: no refresh yet
      const early = await client.get('/api/me');
      expect(early.headers.getSetCookie()).toEqual([]);

      clock += 25 * 60_000; // 25 minutes left: the session and cookie move forward
      const refreshed = await client.get<{ user: unknown }>('/api/me');
      expect(refreshed.body.user).not.toBeNull();
      expect(refreshed.headers.getSetCookie().join()).toContain(`${SESSION_COOKIE}=`);

      clock += 59 * 60_000; // still inside the renewed hour
      expect((await client.get<{ user: unknown }>('/api/me')).body.user).not.toBeNull();

      clock += 61 * 60_000; // idle for more than an hour
      expect((await client.get('/api/me')).body).toEqual({ user: null });
    } finally {
      await testApp.close();
    }
  });
});
