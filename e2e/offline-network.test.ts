import { expect, it } from 'vitest';
import { createGuestSession, e2eSuite, expectNoAxeViolations, expectText } from './support';
import { chooseTopic, firstTopic, guess, openTopics, startGame } from './offline-steps';

e2eSuite('Offline Party Pack without a network, and its load errors (SPEC §1, §2, §8)', (e2e) => {
  it('SPEC §1: after one visit, a whole offline game plays with the network off', async () => {
    const context = await e2e.newContext({ device: 'desktop' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);

    // First visit: the service worker installs; the next page load is under its control.
    await page.goto('/offline');
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Through the worker: game types and topics land in its cache.
    await openTopics(page);

    await context.setOffline(true);
    await page.goto('/offline');
    await openTopics(page);
    await chooseTopic(page, topic.title);
    await startGame(page);
    for (const answer of topic.answers) await guess(page, answer);
    await page.waitForURL((url) => url.pathname === '/results');
    await page.getByRole('heading', { name: 'Game Complete' }).waitFor();
    await expectText(page, 'Team Red wins!');
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  });

  it('SPEC §8: "Error Loading Games" with the database hint, and back home', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    await page.route('**/api/game-types', (route) =>
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

  it('SPEC §8: "Error Loading Topics" with "Back to Game Types", which resets and goes to /', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    await page.route('**/api/game-types/*/topics', (route) =>
      route.fulfill({ status: 500, json: { error: 'Failed to connect to database' } }),
    );
    await page.goto('/offline');
    await page.getByRole('button', { name: /Top-5 Blitz/ }).click();
    await expectText(page, 'Error Loading Topics');
    await expectText(page, 'Failed to load topics');
    await expectNoAxeViolations(page, { label: '/topics error' });
    await page.getByRole('button', { name: 'Back to Game Types' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/topics');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
