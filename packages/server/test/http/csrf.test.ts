import { describe, expect, it } from 'vitest';
import { MeResponse } from '@trivia/protocol';
import { signInAsGuest } from '../support/accounts';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

const refused = { error: 'Cross-site request refused' };

describe.each(storageTargets())(
  'CSRF: state changes only from the app itself ($kind)',
  (target) => {
    const testApp = useTestApp(target);

    it('[AUTH-9] refuses a request from another origin', async () => {
      const client = testApp().client();
      const response = await client.post('/api/auth/guest', {}, { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(refused);
      expect((await client.get('/api/me')).body).toEqual({ user: null });
    });

    it('[AUTH-9] refuses a request with neither Origin nor Sec-Fetch-Site', async () => {
      const response = await fetch(`${testApp().url}/api/auth/guest`, { method: 'POST' });
      expect(response.status).toBe(403);
    });

    it('[AUTH-9] accepts Sec-Fetch-Site: same-origin and refuses cross-site', async () => {
      const url = `${testApp().url}/api/auth/guest`;
      const same = await fetch(url, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(same.status).toBe(200);
      const cross = await fetch(url, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(cross.status).toBe(403);
    });

    it('[AUTH-9] does not let another site rename a signed-in user', async () => {
      const { client, user } = await signInAsGuest(testApp());
      const response = await client.patch('/api/me', { displayName: 'Hacked' }, { origin: 'null' });
      expect(response.status).toBe(403);
      const me = MeResponse.parse((await client.get('/api/me')).body);
      expect(me.user?.displayName).toBe(user.displayName);
    });

    it('[AUTH-9] accepts the origin the server was addressed by (a LAN address)', async () => {
      const response = await testApp().app.inject({
        method: 'POST',
        url: '/api/auth/guest',
        headers: { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' },
      });
      expect(response.statusCode).toBe(200);
    });
  },
);
