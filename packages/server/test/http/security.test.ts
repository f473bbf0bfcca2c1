import { describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { startTestApp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const [sqlite] = storageTargets();

describe('rate limits on sign-in', () => {
  const testApp = useTestApp(sqlite!, {
    deps: { rateLimits: { guestPerMinute: 3, signInPerMinute: 2 } },
  });

  it('[LIMIT-6] limits guest creation per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await testApp().client().post('/api/auth/guest')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await testApp().client().post('/api/auth/guest');
    expect(limited.body).toEqual({ error: expect.stringMatching(/^Too many attempts/) });
  });

  it('[LIMIT-6] limits Google sign-in starts per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await testApp().client().get('/api/auth/google/start')).status);
    }
    expect(statuses).toEqual([302, 302, 429]);
  });
});

describe('security headers behind https', () => {
  it('upgrades requests, sends HSTS and marks cookies Secure', async () => {
    const testApp = await startTestApp({
      target: sqlite!,
      env: { PUBLIC_URL: 'https://trivia.example.com', TRUST_PROXY: 'true' },
    });
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/guest',
        headers: { origin: 'https://trivia.example.com', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await testApp.close();
    }
  });
});
