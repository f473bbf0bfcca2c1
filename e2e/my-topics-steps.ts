// Steps of My Topics shared by the e2e/my-topics-*.test.ts files.
import type { BrowserContext, Page } from 'playwright-core';

/** A topic no library title or answer contains, so a leak cannot hide among them. */
export const GAMES = {
  title: 'Our favourite board games',
  category: 'Sport',
  answers: ['Zanzibar Quest', 'Pondwater Rally', 'Mellowbrook Tiles', 'Quillfeather', 'Ravensgate'],
  alias: { rank: 4, text: 'Quilly' },
} as const;

/** Every spelling of the topic's answers, lower-case. */
export const GAMES_SECRETS = [...GAMES.answers, GAMES.alias.text].map((s) => s.toLowerCase());

/** /my-topics → "New Topic" → fills the editor with GAMES (answers and the alias). */
export async function writeGamesTopic(page: Page): Promise<void> {
  await page.goto('/my-topics');
  await page.getByRole('link', { name: 'New Topic' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'New Topic' }).waitFor();
  await page.getByLabel('Title').fill(GAMES.title);
  await page.getByLabel('Category').selectOption({ label: GAMES.category });
  for (const [rank, text] of GAMES.answers.entries()) {
    await page.getByLabel(`Answer ${rank + 1}`, { exact: true }).fill(text);
  }
  await page.getByLabel(`Aliases of answer ${GAMES.alias.rank}`).fill(GAMES.alias.text);
}

/** Creates a topic through the API as the context's user (fast set-up). */
export async function createTopicThroughApi(
  context: BrowserContext,
  baseURL: string,
  title: string,
): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/my-topics`, {
    headers: { origin: baseURL, 'content-type': 'application/json' },
    data: {
      gameTypeId: 'top5-blitz',
      category: 'sport',
      title,
      answers: GAMES.answers.map((text) => ({ text })),
      sourceUrl: '',
    },
  });
  if (response.status() !== 201) throw new Error(`POST /api/my-topics: ${response.status()}`);
}

/** Every WebSocket frame the page receives, as text, in order. */
export function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => frames.push(payload.toString()));
  });
  return frames;
}

/** The text of every /api/ response the page receives. */
export function recordApiResponses(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    void response.text().then(
      (body) => bodies.push(body),
      () => {},
    );
  });
  return bodies;
}
