// Steps of Survey Says online shared by e2e/survey-online.test.ts and the screenshot targets:
// the host's survey, each phone's private answers, the boards the survey makes.
import type { Page } from 'playwright-core';
import { createParty, joinParty, waitForScreen, type Player } from './online-steps';

/** The prompt the survey tests ask (packages/content/data/prompts/holidays-and-travel.json). */
export const BEACH = {
  id: 'prompt-bring-beach',
  text: 'Name something you bring to the beach',
} as const;

/**
 * Lobby "Start Game" lands on the default game's topics; back to the game choice, then
 * "Survey Says": the host's survey screen.
 */
export async function chooseSurveySays(host: Page, code: string): Promise<void> {
  await host.getByRole('button', { name: 'Start Game' }).click();
  await waitForScreen(host, code, 'topics');
  await host.getByRole('button', { name: 'Back to Game Selection' }).click();
  await waitForScreen(host, code, 'select');
  await host.getByRole('button', { name: /^Survey Says/ }).click();
  await host.getByRole('heading', { name: 'Choose a Board' }).waitFor();
}

/**
 * Picks `prompt` by search, no countdown (the host closes it), "Start survey": every phone
 * moves to the survey.
 */
export async function startSurvey(
  host: Page,
  code: string,
  prompt: { text: string } = BEACH,
): Promise<void> {
  await host.getByLabel('Time to answer').selectOption('0');
  await host.getByLabel('Search prompts').fill(prompt.text);
  await host
    .getByRole('article')
    .filter({ has: host.getByRole('heading', { name: prompt.text, exact: true }) })
    .getByRole('button', { name: 'Add to survey' })
    .click();
  await host.getByRole('button', { name: 'Start survey' }).click();
  await waitForScreen(host, code, 'survey');
}

/** On the survey screen: types up to 3 answers to `prompt` and saves them. */
export async function answerSurvey(
  page: Page,
  answers: readonly string[],
  prompt: { text: string } = BEACH,
): Promise<void> {
  const card = page.getByRole('article', { name: prompt.text });
  for (const [index, text] of answers.entries()) {
    await card.getByRole('textbox', { name: new RegExp(`^Answer ${index + 1}`) }).fill(text);
  }
  await card.getByRole('button', { name: 'Save answers' }).click();
  await card.getByText('Saved: only you can see them').waitFor();
}

/** A host and `players` in a lobby: returns the code (each player joined in order). */
export async function surveyParty(host: Player, players: readonly Player[]): Promise<string> {
  const code = await createParty(host.page);
  for (const player of players) await joinParty(player.page, code);
  return code;
}

/** /online → types the code → "Join Party": a late joiner lands on the open survey. */
export async function joinOpenSurvey(page: Page, code: string): Promise<void> {
  await page.goto('/online');
  await page.getByLabel('Party code').fill(code);
  await page.getByRole('button', { name: 'Join Party' }).click();
  await waitForScreen(page, code, 'survey');
}

/** The host closes the survey; the host's boards of the closed survey. */
export async function closeSurvey(host: Page, code: string): Promise<void> {
  await host.getByRole('button', { name: 'Close survey' }).click();
  await waitForScreen(host, code, 'topics');
  await host.getByRole('heading', { name: 'The survey is in!' }).waitFor();
}

/** The host's entry for `prompt` among the closed survey's boards. */
export function boardEntry(host: Page, prompt: { text: string } = BEACH) {
  return host
    .getByTestId('survey-board')
    .filter({ has: host.getByRole('heading', { name: prompt.text, exact: true }) });
}
