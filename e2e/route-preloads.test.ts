// For Lighthouse on /offline and /online (docs/PERFORMANCE.md): a signed-in first load of a play route gets
// the route's own copy of index.html, which preloads that route's code and, for the Offline
// Party Pack, the pack itself. These tests check the browser really uses what was preloaded:
// one download of the pack, no "preloaded but not used" warning, no console error.
import { expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createGuestSession, e2eSuite, expectText, watchConsole } from './support';

/** Requests for `path` and the console warnings about preloads, from now on. */
function watch(page: Page, path: string) {
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) requests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' && /preload/i.test(message.text())) {
      warnings.push(message.text());
    }
  });
  return { requests, warnings };
}

/** Chromium warns about an unused preload a few seconds after the load event. */
async function pastUnusedPreloadWarning(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(3500);
}

async function preloadsInHead(page: Page): Promise<string[]> {
  return page.$$eval('head link[rel="modulepreload"], head link[rel="preload"]', (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
}

e2eSuite('Per-route preloads', (e2e) => {
  async function signedIn(): Promise<BrowserContext> {
    // A fresh profile: no service worker yet, so this first load comes from the network.
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    return context;
  }

  it('/offline signed in: the pack is preloaded and downloaded once, its code preloaded, nothing wasted', async () => {
    const context = await signedIn();
    const consoleWatch = await watchConsole(context);
    const page = await context.newPage();
    const seen = watch(page, '/api/offline-bundle');
    await page.goto('/offline');
    await page.getByRole('heading', { name: 'Offline Party Pack' }).waitFor();
    await expectText(page, 'Top-5 Blitz');
    const preloads = await preloadsInHead(page);
    expect(preloads).toContain('/api/offline-bundle');
    expect(preloads.some((href) => /\/assets\/offline-screens-[\w-]+\.js$/.test(href))).toBe(true);
    await pastUnusedPreloadWarning(page);
    // The preload, used by the page's own request (which would otherwise be a second one).
    expect(seen.requests).toHaveLength(1);
    expect(seen.warnings).toEqual([]);
    consoleWatch.expectClean();
  });

  it('/online signed in: the hub code is preloaded and used; signed out, nothing is preloaded', async () => {
    const context = await signedIn();
    const consoleWatch = await watchConsole(context);
    const page = await context.newPage();
    const seen = watch(page, '/api/offline-bundle');
    await page.goto('/online');
    await page.getByRole('button', { name: 'Create Party' }).waitFor();
    expect((await preloadsInHead(page)).some((href) => /\/assets\/routes-/.test(href))).toBe(true);
    await pastUnusedPreloadWarning(page);
    expect(seen.warnings).toEqual([]);
    consoleWatch.expectClean();

    const stranger = await e2e.newPage();
    const strangerSeen = watch(stranger, '/api/offline-bundle');
    await stranger.goto('/offline');
    await stranger.waitForURL((url) => url.pathname === '/login');
    expect(await preloadsInHead(stranger)).not.toContain('/api/offline-bundle');
    expect(strangerSeen.requests).toEqual([]);
  });
});
