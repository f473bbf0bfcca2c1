import { expect, it } from 'vitest';
import type { BrowserContext, Route } from 'playwright-core';
import type { OfflineBundleResponse } from '@trivia/protocol';
import { sealAnswers } from '@trivia/protocol/answer-seal';
import { createGuestSession, e2eSuite, expectText } from './support';
import {
  chooseTopic,
  guess,
  offlineBundle,
  openTopics,
  playable,
  savedPackEntries,
  savedPackVersion,
  startGame,
  waitForOfflineReady,
  type PlayableTopic,
} from './offline-steps';

/** The topic an administrator adds to the library in this test. */
const LAKES = {
  id: 'e2e-largest-lakes',
  gameTypeId: 'top5-blitz',
  title: 'Largest lakes (library update)',
  category: 'Geography',
  sourceUrl: 'https://en.wikipedia.org/wiki/List_of_lakes_by_area',
  retrievedAt: '2026-11-22',
  answers: ['Caspian Sea', 'Superior', 'Victoria', 'Huron', 'Michigan'],
};

/** The server's bundle after the update: one more topic, so a new version. */
function withLakes(bundle: OfflineBundleResponse): OfflineBundleResponse {
  const { answers, ...topic } = LAKES;
  const sealedAnswers = sealAnswers(
    answers.map((text) => ({ text })),
    bundle.key,
    LAKES.id,
  );
  return {
    ...bundle,
    version: `${bundle.version}-lakes`,
    topics: [...bundle.topics, { ...topic, sealedAnswers }],
  };
}

/**
 * From now on the server answers with the updated library: the real bundle plus LAKES.
 * While `cut` is true every download of it stops halfway (a connection lost mid-update).
 */
async function serveUpdatedLibrary(context: BrowserContext) {
  const state = { cut: true, downloads: 0 };
  await context.route('**/api/offline-bundle', async (route: Route) => {
    const { 'if-none-match': _known, ...headers } = route.request().headers();
    const real = (await (await route.fetch({ headers })).json()) as OfflineBundleResponse;
    const body = JSON.stringify(withLakes(real));
    state.downloads += 1;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: state.cut ? body.slice(0, Math.floor(body.length / 2)) : body,
    });
  });
  return state;
}

async function playToResults(context: BrowserContext, topic: PlayableTopic) {
  const page = context.pages()[0]!;
  await openTopics(page);
  await chooseTopic(page, topic.title);
  await startGame(page);
  for (const answer of topic.answers) await guess(page, answer);
  await page.getByRole('heading', { name: 'Game Complete' }).waitFor();
}

e2eSuite('Offline pack updates (a new library replaces the old one whole)', (e2e) => {
  it('an interrupted update keeps the old topics playable; a complete one replaces them', async () => {
    const context = await e2e.newContext({ device: 'desktop' });
    await createGuestSession(context, e2e.baseURL);
    const bundle = await offlineBundle(context, e2e.baseURL);
    const oldTopic = playable(bundle);
    const page = await context.newPage();
    await page.goto('/');
    const oldVersion = await waitForOfflineReady(page);
    expect(oldVersion).toBe(bundle.version);

    // The library changes; the browser's next refresh (on reconnecting) is cut halfway.
    const server = await serveUpdatedLibrary(context);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => server.downloads, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(await savedPackVersion(page)).toBe(oldVersion);
    expect(await savedPackEntries(page)).toBe(1);

    // Offline, the complete old pack plays on: the old count, no half-added topic.
    await context.setOffline(true);
    await page.goto('/offline');
    await expectText(page, `${bundle.topics.length} topics saved on this device`);
    await openTopics(page);
    await page.getByLabel('Search topics').fill(LAKES.title);
    await expectText(page, 'No topics match your search.');
    await playToResults(context, oldTopic);

    // Back online, the whole update arrives and replaces the old version.
    server.cut = false;
    await context.setOffline(false);
    await expect
      .poll(() => savedPackVersion(page), { timeout: 15_000 })
      .toBe(`${oldVersion}-lakes`);
    expect(await savedPackEntries(page)).toBe(1);

    await context.setOffline(true);
    await page.goto('/offline');
    await expectText(page, `${bundle.topics.length + 1} topics saved on this device`);
    await playToResults(context, { title: LAKES.title, answers: LAKES.answers });
    await expectText(page, 'Team Red wins!');
  });
});
