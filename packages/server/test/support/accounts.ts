import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '../../src/auth/session-cookie';
import { createSession } from '../../src/storage/sessions';
import { createOidcUser, type UserRecord } from '../../src/storage/users';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

/**
 * A client signed in to a Google-style account made directly in storage, for tests about
 * what an account may do (the sign-in itself is tested through the real provider).
 */
export async function signInAsAccount(
  testApp: TestApp,
  name = 'Account Holder',
): Promise<{ client: ApiClient; user: UserRecord }> {
  const now = Date.now();
  const user = await createOidcUser(testApp.database.db, {
    identity: { issuer: 'https://issuer.test', subject: randomUUID() },
    displayName: name,
    email: 'holder@example.com',
    photoUrl: '',
    emailVerified: true,
    now,
  });
  const { token } = await createSession(testApp.database.db, {
    userId: user.id,
    now,
    ttlMs: testApp.config.sessionTtlMs,
  });
  const client = testApp.client();
  client.jar.set(testApp.url, SESSION_COOKIE, token);
  return { client, user };
}

/** A client that has pressed "Continue as Guest". */
export async function signInAsGuest(testApp: TestApp) {
  const client = testApp.client();
  const response = await client.post<{ user: { uid: string; displayName: string } }>(
    '/api/auth/guest',
  );
  if (response.status !== 200) throw new Error(`Guest sign-in failed: ${response.text}`);
  return { client, user: response.body.user };
}
