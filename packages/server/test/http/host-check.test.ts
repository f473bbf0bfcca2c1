import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_HOST } from '../../src/http/host-check';
import { makePlayer, PartyClient } from '../realtime/support/party-client';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

const [sqlite] = storageTargets();

/** A request to the app with a Host header of our choosing (fetch cannot set one). */
function send(
  url: string,
  options: { method?: string; path: string; host: string; origin?: string; cookie?: string },
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  const headers: Record<string, string> = { host: options.host };
  if (options.origin) headers.origin = options.origin;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.method === 'POST') headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const sent = request(
      { hostname, port, path: options.path, method: options.method ?? 'GET', headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    sent.end(options.method === 'POST' ? '{}' : undefined);
  });
}

/**
 * AUTH-8, DNS rebinding: a page on a foreign name pointed at this server's address sends
 * that name as Host and as Origin. The server answers only to its own names: PUBLIC_URL's,
 * localhost, IP addresses (a LAN address at a party) and ALLOWED_HOSTS.
 */
describe('requests for a foreign host name are refused (DNS rebinding)', () => {
  const testApp = useTestApp(sqlite!, {
    env: { ALLOWED_HOSTS: 'quiz.example.net,.party.example.org' },
  });
  const port = () => new URL(testApp().url).port;

  it('[AUTH-8] refuses a foreign Host and Origin over HTTP, creating nothing', async () => {
    const player = await makePlayer(testApp().database.db, 'Rebound Rita');
    const foreign = `rebind.attacker.example:${port()}`;
    const origin = `http://${foreign}`;
    const signIn = await send(testApp().url, {
      method: 'POST',
      path: '/api/auth/guest',
      host: foreign,
      origin,
    });
    expect(signIn.status).toBe(421);
    expect(JSON.parse(signIn.body)).toEqual({ error: UNKNOWN_HOST });
    expect(signIn.body).not.toMatch(/uid/);
    const me = await send(testApp().url, { path: '/api/me', host: foreign, cookie: player.cookie });
    expect(me.status).toBe(421);
    expect(me.body).not.toContain(player.userId);
    expect((await send(testApp().url, { path: '/', host: foreign })).status).toBe(421);
  });

  it('[AUTH-8] serves its own names, IP addresses and ALLOWED_HOSTS', async () => {
    const served = [
      `127.0.0.1:${port()}`,
      `localhost:${port()}`,
      `LocalHost.:${port()}`,
      `[::1]:${port()}`,
      `192.168.1.20:${port()}`,
      `quiz.example.net`,
      `party.example.org:${port()}`,
      `tv.party.example.org`,
    ];
    for (const host of served) {
      const response = await send(testApp().url, { path: '/api/me', host });
      expect({ host, status: response.status }).toEqual({ host, status: 200 });
    }
    for (const host of [
      'quiz.example.net.attacker.example',
      'notparty.example.org',
      'a/b@127.0.0.1',
    ]) {
      const response = await send(testApp().url, { path: '/api/me', host });
      expect({ host, status: response.status }).toEqual({ host, status: 421 });
    }
  });

  it('[AUTH-8] answers health and readiness probes addressed by any name', async () => {
    const host = 'trivia-1.internal.cluster:3000';
    expect((await send(testApp().url, { path: '/api/health', host })).status).toBe(200);
    expect((await send(testApp().url, { path: '/api/ready', host })).status).toBe(200);
  });

  it('[AUTH-8][AUTH-6] refuses a realtime handshake with a foreign Host and Origin', async () => {
    const player = await makePlayer(testApp().database.db, 'Socket Sue');
    const foreign = `rebind.attacker.example:${port()}`;
    await expect(
      PartyClient.connect(testApp().url, {
        cookie: player.cookie,
        host: foreign,
        origin: `http://${foreign}`,
      }),
    ).rejects.toMatchObject({ data: { code: 'forbidden_origin', message: UNKNOWN_HOST } });
    const own = await PartyClient.connect(testApp().url, {
      cookie: player.cookie,
      host: `localhost:${port()}`,
      origin: `http://localhost:${port()}`,
    });
    expect(own.socket.connected).toBe(true);
    own.close();
  });
});
