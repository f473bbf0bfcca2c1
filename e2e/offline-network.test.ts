import { expect, it } from 'vitest';
import { createGuestSession, e2eSuite, expectNoAxeViolations, expectText } from './support';
import {
  chooseTopic,
  guess,
  offlineBundle,
  openTopics,
  playable,
  startGame,
  waitForOfflineReady,
} from './offline-steps';

e2eSuite('Offline Party Pack without a network, and its load errors', (e2e) => {
  it('from a fresh profile, one visit to / only, then a whole game with the network off', async () => {
    const context = await e2e.newContext({ device: 'desktop' });
    await createGuestSession(context, e2e.baseURL);
    // What to type, read from the server's API (not through the browser, so nothing is cached).
    const bundle = await offlineBundle(context, e2e.baseURL);
    const topic = playable(bundle);
    const page = await context.newPage();

    // The first and only visit online: the home page. No offline screen, no topic list.
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await page.goto('/offline');
    expect(new URL(page.url()).pathname).toBe('/offline');
    await expectText(page, 'Ready to play offline');
    await expectText(page, `${bundle.topics.length} topics saved on this device`);
    await openTopics(page);
    await chooseTopic(page, topic.title);
    await startGame(page);
    for (const answer of topic.answers) await guess(page, answer);
    await page.waitForURL((url) => url.pathname === '/results');
    await page.getByRole('heading', { name: 'Game Complete' }).waitFor();
    await expectText(page, 'Team Red wins!');
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    // A cold reload of every offline screen still works: here, the results.
    await page.reload();
    await page.getByRole('heading', { name: 'Game Complete' }).waitFor();
  });

  it('"Error Loading Games" with the database hint, and back home', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    await page.route('**/api/offline-bundle', (route) =>
      route.fulfill({ status: 500, json: { error: 'Failed to connect to database' } }),
    );
    await page.goto('/offline');
    await expectText(page, 'Error Loading Games');
    await expectText(page, 'Failed to load game types');
    await expectText(page, /database configuration.*game_types collection/);
    await expectNoAxeViolations(page, { label: '/offline error' });
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('"Error Loading Topics" (pack lost, server down) with "Back to Game Types"', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    await openTopics(page);
    // The device loses its saved pack (storage cleared) while the server cannot answer.
    await page.evaluate(() => caches.delete('trivia-offline-pack'));
    await page.route('**/api/offline-bundle', (route) =>
      route.fulfill({ status: 500, json: { error: 'Failed to connect to database' } }),
    );
    await page.reload();
    await expectText(page, 'Error Loading Topics');
    await expectText(page, 'Failed to load topics');
    await expectNoAxeViolations(page, { label: '/topics error' });
    await page.getByRole('button', { name: 'Back to Game Types' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/topics');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
