import { expect, it } from 'vitest';
import { createGuestSession, e2eSuite, expectNoAxeViolations, expectText } from './support';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
}

e2eSuite('PWA: manifest, service worker, the app with the network off (SPEC §1)', (e2e) => {
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

  it('SPEC §1: after one visit the app shell loads and the guard passes with the network off', async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Trivia Games' }).waitFor();
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();

    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile & Stats' }).waitFor();
    await expectText(page, 'Guest Mode');
    await expectNoAxeViolations(page, { label: '/profile offline' });

    await page.goto('/login');
    await expectText(page, 'Google sign-in needs a connection to the server.');
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).isDisabled()).toBe(true);
  });
});
