import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../src/http/response-policies';
import { signInAsGuest } from '../support/accounts';
import { createMyTopic } from '../support/my-topics';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

const [sqlite] = storageTargets();

/**
 * Headers and leftovers an attack on the live app found (docs/OPERATIONS.md "Security
 * measures").
 */
describe('HTTP hardening', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'trivia-web-'));
  beforeAll(() => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.map'), '{"sources":["secret.ts"]}');
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const testApp = useTestApp(sqlite!, { deps: { webDist } });

  it('never serves the source maps of the build', async () => {
    const client = testApp().client();
    expect((await client.get('/assets/app-1a2b3c.js')).status).toBe(200);
    const map = await client.get('/assets/app-1a2b3c.js.map');
    expect(map.status).toBe(404);
    expect(map.text).not.toContain('secret.ts');
  });

  it('allows WebSocket connections to its own origin only', async () => {
    const csp = (await testApp().client().get('/')).headers.get('content-security-policy') ?? '';
    const connect = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connect).toEqual(["'self'", `ws://${new URL(testApp().url).host}`]);
  });

  it("sends a Permissions-Policy, and no-store on the signed-in user's data", async () => {
    const { client } = await signInAsGuest(testApp());
    for (const url of ['/api/me', '/api/me/stats']) {
      const response = await client.get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    }
    expect((await client.get('/')).headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });

  it('sends no-store on every My Topics and packs response, which carry answers', async () => {
    const { client } = await signInAsGuest(testApp());
    const topic = await createMyTopic(client);
    const pack = await client.post<{ pack: { id: string } }>('/api/my-packs', {
      name: 'Games',
      topicIds: [topic.id],
    });
    const shared = await client.post<{ pack: { shareToken: string } }>(
      `/api/my-packs/${pack.body.pack.id}/share`,
    );
    const responses = [
      await client.get('/api/my-topics'),
      await client.get(`/api/my-topics/${topic.id}`),
      await client.get('/api/my-topics/summaries?gameTypeId=top5-blitz'),
      await client.post(`/api/my-topics/${topic.id}/duplicate`),
      await client.get('/api/my-packs'),
      pack,
      await client.get(`/api/shared-packs/${shared.body.pack.shareToken}`),
      await client.get('/api/my-topics/u_missing'),
      await testApp().client().get('/api/my-topics'),
    ];
    for (const response of responses) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(responses.map((response) => response.status)).toEqual([
      200, 200, 200, 201, 200, 201, 200, 404, 401,
    ]);
    // The offline bundle keeps its own caching: private, revalidated by ETag (sealed answers).
    const bundle = await client.get('/api/offline-bundle');
    expect(bundle.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('[LIMIT-8] answers unknown paths under /api/ with a JSON 404, app routes with the page', async () => {
    const client = testApp().client();
    for (const url of ['/api/nope', '/api/me/nope', '/api/game-types/x/y/z', '/api/admin.php']) {
      const response = await client.get(url);
      expect(response.status, url).toBe(404);
      expect(response.body, url).toEqual({ error: 'Not found' });
    }
    expect((await client.get('/party/ABC123/lobby')).status).toBe(200);
  });

  it('[LIMIT-8] refuses a body that is not valid UTF-8 with 400, and stores nothing', async () => {
    const { client, user } = await signInAsGuest(testApp());
    const body = Buffer.concat([
      Buffer.from('{"displayName":"Bad '),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('"}'),
    ]);
    const response = await fetch(`${testApp().url}/api/me`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        origin: testApp().url,
        cookie: client.jar.header(`${testApp().url}/api/me`) ?? '',
      },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Request body is not valid UTF-8' });
    const me = await client.get<{ user: { displayName: string } }>('/api/me');
    expect(me.body.user.displayName).toBe(user.displayName);
  });

  it('[LIMIT-8] still reads valid JSON, and refuses prototype poisoning', async () => {
    const { client } = await signInAsGuest(testApp());
    expect((await client.patch('/api/me', { displayName: 'Zoë 🎉' })).status).toBe(200);
    const poisoned = await client.patch('/api/me', '{"__proto__":{"x":1},"displayName":"A"}');
    expect(poisoned.status).toBe(400);
  });
});
