import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

const [sqlite] = storageTargets();
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';

const OFFLINE_PAGE = INDEX.replace(
  '</head>',
  '<link rel="preload" href="/api/offline-bundle" as="fetch" crossorigin="anonymous"></head>',
);

describe('the built web app', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'trivia-web-'));
  beforeAll(() => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    mkdirSync(path.join(webDist, 'route-pages'));
    writeFileSync(path.join(webDist, 'route-pages', 'offline.html'), OFFLINE_PAGE);
    writeFileSync(
      path.join(webDist, 'route-pages.json'),
      JSON.stringify({
        pages: [{ pattern: '^/(?:offline|topics)$', file: 'route-pages/offline.html' }],
      }),
    );
    writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
    writeFileSync(
      path.join(webDist, 'assets', 'app-1a2b3c.js.gz'),
      gzipSync('console.log("app");'),
    );
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const testApp = useTestApp(sqlite!, { deps: { webDist } });

  it('serves index.html at / with a CSP its own scripts pass', async () => {
    const response = await testApp().client().get('/');
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toMatch(/connect-src 'self' ws:\/\/[^ ;]+;/);
    expect(csp).not.toMatch(/ ws: | wss:/);
    expect(csp).not.toContain('upgrade-insecure-requests'); // plain http here
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('falls back to index.html for client-side routes', async () => {
    const response = await testApp().client().get('/party/ABC123/lobby?x=1');
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX);
  });

  it("a signed-in browser gets the route's own copy of index.html, with its preloads", async () => {
    const client = testApp().client();
    const session = { cookie: 'trivia_session=some-token' };
    for (const route of ['/offline', '/offline/', '/topics?type=top5']) {
      const page = await client.get(route, session);
      expect(page.status).toBe(200);
      expect(page.text).toBe(OFFLINE_PAGE);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('vary')).toContain('Cookie');
    }
    // Signed out, the route sends the browser to /login: plain index.html, nothing preloaded.
    expect((await client.get('/offline')).text).toBe(INDEX);
    // Other routes keep index.html.
    expect((await client.get('/profile', session)).text).toBe(INDEX);
    expect((await client.get('/offline/extra', session)).text).toBe(INDEX);
  });

  it('lets hashed assets be cached for good, and never the service worker', async () => {
    const asset = await testApp().client().get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const worker = await testApp().client().get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it("sends the build's precompressed copy to browsers that accept it", async () => {
    const gzipped = await testApp()
      .client()
      .get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br, gzip' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-type')).toContain('javascript');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(gzipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gzipped.text).toBe('console.log("app");');
    const plain = await testApp()
      .client()
      .get('/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe('console.log("app");');
    const page = await testApp().client().get('/', { 'accept-encoding': 'br, gzip' });
    expect(page.headers.get('content-encoding')).toBeNull(); // no index.html.gz here
    expect(page.text).toBe(INDEX);
  });

  it('answers a missing file with 404, not the page', async () => {
    const response = await testApp().client().get('/assets/missing-9z.js');
    expect(response.status).toBe(404);
  });
});

describe('without a web build', () => {
  const testApp = useTestApp(sqlite!);

  it('says how to build the web app', async () => {
    const response = await testApp().client().get('/');
    expect(response.status).toBe(503);
    expect(response.text).toContain('npm run build -w @trivia/web');
  });
});
