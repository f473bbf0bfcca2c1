// Steps of the Offline Party Pack shared by e2e/offline.test.ts and the screenshot targets.
import type { BrowserContext, Page } from 'playwright-core';

export interface PlayableTopic {
  title: string;
  answers: string[];
}

/** The first topic of Top-5 Blitz, read from the same API the screens use. */
export async function firstTopic(context: BrowserContext, baseURL: string): Promise<PlayableTopic> {
  const response = await context.request.get(`${baseURL}/api/game-types/top5-blitz/topics`);
  if (!response.ok()) throw new Error(`GET topics: ${response.status()}`);
  const { topics } = (await response.json()) as {
    topics: { title: string; answers: { text: string }[] }[];
  };
  const topic = topics[0];
  if (!topic) throw new Error('No Top-5 Blitz topics');
  return { title: topic.title, answers: topic.answers.map((answer) => answer.text) };
}

/** /offline → "Top-5 Blitz" → /topics, with the topic cards shown. */
export async function openTopics(page: Page): Promise<void> {
  await page.goto('/offline');
  await page.getByRole('button', { name: /Top-5 Blitz/ }).click();
  await page.waitForURL((url) => url.pathname === '/topics');
  await page.getByRole('button', { name: 'Start Game' }).first().waitFor();
}

/** On /topics: finds `title` with the search box and starts it → /setup. */
export async function chooseTopic(page: Page, title: string): Promise<void> {
  await page.getByLabel('Search topics').fill(title);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('button', { name: 'Start Game' })
    .click();
  await page.waitForURL((url) => url.pathname === '/setup');
}

/** On /setup: "Start Game" → /play. */
export async function startGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start Game' }).click();
  await page.waitForURL((url) => url.pathname === '/play');
  await page.getByRole('timer').waitFor();
}

/** From a signed-in page: all the way to /play with `topic` and the default teams. */
export async function reachPlay(page: Page, topic: PlayableTopic): Promise<void> {
  await openTopics(page);
  await chooseTopic(page, topic.title);
  await startGame(page);
}

/** Types a guess for the active team and presses Enter. */
export async function guess(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: /, your guess$/ });
  await input.fill(text);
  await input.press('Enter');
}

/** The name of the team whose turn it is (from the guess input's label). */
export async function activeTeam(page: Page): Promise<string> {
  const label = await page.locator('label', { hasText: /, your guess$/ }).innerText();
  return label.replace(/, your guess$/, '');
}

/** A team chip's text, e.g. "Team Red 5 points Attempts: 1/3". */
export function teamChip(page: Page, name: string) {
  return page.getByRole('list', { name: 'Teams' }).getByRole('listitem').filter({ hasText: name });
}
