// Steps of the Offline Party Pack shared by e2e/offline.test.ts and the screenshot targets.
import type { BrowserContext, Page } from 'playwright-core';
import type { OfflineBundleResponse } from '@trivia/protocol';
import { unsealAnswers } from '@trivia/protocol/answer-seal';

export interface PlayableTopic {
  title: string;
  answers: string[];
}

/** GET /api/offline-bundle with the context's session: what the Offline Party Pack keeps. */
export async function offlineBundle(
  context: BrowserContext,
  baseURL: string,
): Promise<OfflineBundleResponse> {
  const response = await context.request.get(`${baseURL}/api/offline-bundle`);
  if (!response.ok()) throw new Error(`GET /api/offline-bundle: ${response.status()}`);
  return (await response.json()) as OfflineBundleResponse;
}

/** A topic of the bundle with its answers unsealed (as the browser does when it is played). */
export function playable(bundle: OfflineBundleResponse, index = 0): PlayableTopic {
  const topic = bundle.topics.filter((t) => t.gameTypeId === 'top5-blitz')[index];
  if (!topic) throw new Error(`No Top-5 Blitz topic #${index}`);
  const answers = unsealAnswers(topic.sealedAnswers, bundle.key, topic.id);
  if (!answers) throw new Error(`The answers of ${topic.id} do not unseal`);
  return { title: topic.title, answers: answers.map((answer) => answer.text) };
}

/** The first topic of Top-5 Blitz, read from the same bundle the screens use (needs a session). */
export async function firstTopic(context: BrowserContext, baseURL: string): Promise<PlayableTopic> {
  return playable(await offlineBundle(context, baseURL));
}

/** The Cache Storage entry that names the offline pack's current version (pack-storage.ts). */
const PACK_CACHE = 'trivia-offline-pack';

/** The version of the offline pack this browser keeps, or null (read from Cache Storage). */
export function savedPackVersion(page: Page): Promise<string | null> {
  return page.evaluate(async (cacheName) => {
    const pointer = await (await caches.open(cacheName)).match('/offline-pack/current');
    return pointer ? pointer.text() : null;
  }, PACK_CACHE);
}

/** How many bundle versions the browser keeps (one once an update is complete). */
export function savedPackEntries(page: Page): Promise<number> {
  return page.evaluate(async (cacheName) => {
    const keys = await (await caches.open(cacheName)).keys();
    return keys.filter((request) =>
      new URL(request.url).pathname.startsWith('/offline-pack/bundle/'),
    ).length;
  }, PACK_CACHE);
}

/**
 * Waits, on whatever page is open, until the service worker controls it (the app shell is
 * precached) and the offline pack is saved, without opening any offline screen.
 */
export async function waitForOfflineReady(page: Page): Promise<string> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const version = await savedPackVersion(page);
    if (version) return version;
    if (Date.now() > deadline) throw new Error('The offline pack was not saved within 30 s');
    await page.waitForTimeout(200);
  }
}

/** /offline → "Top-5 Blitz" → /topics, with the topic cards shown. */
export async function openTopics(page: Page): Promise<void> {
  await page.goto('/offline');
  await page.getByRole('button', { name: /Top-5 Blitz/ }).click();
  await page.waitForURL((url) => url.pathname === '/topics');
  await page.getByRole('button', { name: 'Start Game' }).first().waitFor();
}

/** On /topics: finds `title` with the search box and starts it → /setup, once it is shown. */
export async function chooseTopic(page: Page, title: string): Promise<void> {
  await page.getByLabel('Search topics').fill(title);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('button', { name: 'Start Game' })
    .click();
  await page.waitForURL((url) => url.pathname === '/setup');
  // The URL changes first; until the set-up screen's code has arrived the topic card (and
  // its own "Start Game") can still be on screen.
  await page.getByRole('heading', { name: 'Game Setup' }).waitFor();
}

/** On /setup: "Start Game" → /play, "Pass to Team 1" → Ready (OFF-3), the timer running. */
export async function startGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start Game' }).click();
  await page.waitForURL((url) => url.pathname === '/play');
  await pressReadyIfAsked(page);
  await page.getByRole('timer').waitFor();
}

/**
 * OFF-3 (pass-the-device): between turns /play shows "Pass to {team}" and "Ready"; this
 * presses Ready when it is shown (and waits for whichever of Ready or the guess input comes).
 */
export async function pressReadyIfAsked(page: Page): Promise<void> {
  const ready = page.getByRole('button', { name: 'Ready', exact: true });
  const input = page.getByRole('textbox', { name: /, your guess$/ });
  await ready.or(input).first().waitFor();
  if (await ready.isVisible()) {
    await ready.click();
    await input.waitFor();
  }
}

/** From a signed-in page: all the way to /play with `topic` and the default teams. */
export async function reachPlay(page: Page, topic: PlayableTopic): Promise<void> {
  await openTopics(page);
  await chooseTopic(page, topic.title);
  await startGame(page);
}

/** Types a guess for the active team (after Ready, if the device was to be passed) and presses Enter. */
export async function guess(page: Page, text: string): Promise<void> {
  await pressReadyIfAsked(page);
  const input = page.getByRole('textbox', { name: /, your guess$/ });
  await input.fill(text);
  await input.press('Enter');
}

/** OFF-5 /play: "End Game", confirmed, to the results ("Game Complete"). */
export async function endGameEarly(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'End Game' }).click();
  await page.getByRole('button', { name: 'Yes, end it' }).click();
  await page.getByRole('heading', { name: 'Game Complete' }).waitFor();
}

/** The name of the team whose turn it is (from the guess input's label, after Ready). */
export async function activeTeam(page: Page): Promise<string> {
  await pressReadyIfAsked(page);
  const label = await page.locator('label', { hasText: /, your guess$/ }).innerText();
  return label.replace(/, your guess$/, '');
}

/** A team chip's text, e.g. "Team Red 5 points Attempts: 1/3". */
export function teamChip(page: Page, name: string) {
  return page.getByRole('list', { name: 'Teams' }).getByRole('listitem').filter({ hasText: name });
}

/** On /setup (OFF-11): "Feud" rules, then "Start Game" → /play, at the first face-off's pass screen. */
export async function startFeudGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Feud/ }).click();
  await page.getByRole('button', { name: 'Start Game' }).click();
  await page.waitForURL((url) => url.pathname === '/play');
  await page.getByRole('heading', { name: 'Face-off!' }).waitFor();
}

/** OFF-11: the pass screen of a Feud round says `line`; Ready hands the device over. */
export async function readyWhenTold(page: Page, line: string | RegExp): Promise<void> {
  await page.getByText(line).first().waitFor();
  await page.getByRole('button', { name: 'Ready', exact: true }).click();
  await page.getByRole('textbox', { name: /, your guess$/ }).waitFor();
}

/** OFF-11: the face-off line for `team`'s player. */
export const faceOffLine = (team: string) =>
  `Face-off: ${team}'s player, answer without showing the others`;

/** Types `text` into the running turn's guess input (no Ready: the device is already held). */
export async function typeGuess(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: /, your guess$/ });
  await input.fill(text);
  await input.press('Enter');
}
