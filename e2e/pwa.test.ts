import { expect, it } from 'vitest';
import {
  createGuestSession,
  e2eSuite,
  expectGone,
  expectNoAxeViolations,
  expectText,
  signInWithGoogle,
} from './support';
import { waitForOfflineReady } from './offline-steps';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
}

e2eSuite('PWA: manifest, service worker, the app with the network off', (e2e) => {
  it('serves a manifest named "Trivia Games" whose icons exist', async () => {
    const context = await e2e.newContext();
    const response = await context.request.get(`${e2e.baseURL}/manifest.webmanifest`);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Manifest;
    expect(manifest.name).toBe('Trivia Games');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await context.request.get(`${e2e.baseURL}${icon.src}`);
      expect(file.ok(), icon.src).toBe(true);
    }
  });

  it('after one visit the app shell loads and the guard passes with the network off', async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Trivia Games' }).waitFor();
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();

    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile & Stats' }).waitFor();
    await expectText(page, 'Guest Mode');
    await expectNoAxeViolations(page, { label: '/profile offline' });

    // A guest on /login (to upgrade): both ways in wait, saying why.
    await page.goto('/login');
    await expectText(page, /^You're offline\./);
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue as Guest' }).isDisabled()).toBe(true);
  });

  it('a Google user who signed in before keeps the offline pack with no network', async () => {
    const page = await e2e.newPage({ device: 'desktop' });
    await page.goto('/login');
    await signInWithGoogle(page, 'offline-host');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
    await waitForOfflineReady(page);

    await page.context().setOffline(true);
    for (const path of ['/offline', '/topics', '/profile']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname, path).not.toBe('/login');
    }
    await page.goto('/offline');
    await expectText(page, 'Ready to play offline');
    await page.getByRole('button', { name: /Top-5 Blitz/ }).click();
    await page.getByRole('button', { name: 'Start Game' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/topics');
  });

  it('code that fails to arrive while the page loads (the network dropped) never blanks the page, and comes once back online', async () => {
    // A first visit: no service worker yet. Once one controls the page it answers the parts
    // asked for late (the background) from its cache, past the page's routes, and they arrive.
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    // The optional parts' code: the background, the account menu, the maintenance card.
    const optional = /\/assets\/(background-canvas|user-menu|maintenance-card)-[^/]+\.js$/;
    const failed = new Set<string>();
    page.on('requestfailed', (request) => {
      const part = optional.exec(new URL(request.url()).pathname)?.[1];
      if (part) failed.add(part);
    });
    await page.route(optional, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect.poll(() => failed.size, { timeout: 15_000 }).toBe(3);
    await expectText(page, 'Online Party Arena');
    expect(await page.getByRole('button', { name: 'Host a Party', exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.locator('canvas').count()).toBe(0);

    // Back online (the browser's online event): each part is fetched again and shows.
    await page.unroute(optional);
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await expectText(page, 'Database Maintenance');
    await page.locator('canvas').waitFor({ state: 'attached' });
  });

  it('offline, sign-in and the Online Party Arena say "You\'re offline", and work once back', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    const guest = page.getByRole('button', { name: 'Continue as Guest' });
    await guest.waitFor();

    await context.setOffline(true);
    await expectText(page, /^You're offline\./);
    expect(await guest.isDisabled()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Sign in with Google', exact: true }).isDisabled(),
    ).toBe(true);
    await expectNoAxeViolations(page, { label: '/login offline' });

    // Back online: no reload, the same buttons work.
    await context.setOffline(false);
    await expectGone(page, /^You're offline\./);
    await guest.click();
    await page.waitForURL((url) => url.pathname === '/');

    const arena = page.getByRole('region', { name: 'Online Party Arena' });
    const host = arena.getByRole('button', { name: 'Host a Party' });
    // The guest's name is filled in: Host a Party is ready.
    await expect.poll(() => host.isEnabled()).toBe(true);
    await context.setOffline(true);
    await expectText(page, "You're offline: the Online Party Arena needs a connection.");
    expect(await host.isDisabled()).toBe(true);
    await context.setOffline(false);
    await host.click();
    await page.waitForURL((url) => /^\/party\/[A-Z0-9]{6}\/lobby$/.test(url.pathname));
  });
});
