// Steps of the offline Survey Says (OFF-13, OFF-14), shared by e2e/offline-survey.test.ts and
// the screenshot targets.
import type { Page } from 'playwright-core';

/** A library prompt with aliases, so grouping has something to join. */
export const FARM_PROMPT = 'Name an animal you would see on a farm';

/** Five people's answers to FARM_PROMPT: the board Cow 4, Pig 3, Sheep 2, Horse 2, Chicken 1. */
export const FARM_ANSWERS: ReadonlyArray<readonly string[]> = [
  ['Cow', 'Pig', 'Sheep'],
  ['cows', 'pig', 'Horse'],
  ['cattle', 'Pigs'],
  ['Cow', 'lamb', 'horses'],
  ['Chicken'],
];

/** /offline → "Survey Says" → /survey, the prompt list shown. */
export async function openSurvey(page: Page): Promise<void> {
  await page.goto('/offline');
  await page.getByRole('button', { name: /Survey Says/ }).click();
  await page.waitForURL((url) => url.pathname === '/survey');
  await page.getByRole('heading', { name: 'Pick a Prompt' }).waitFor();
}

/** On /survey: finds `prompt` by search, picks it, sets how many answer and starts. */
export async function startSurvey(page: Page, prompt: string, people: number): Promise<void> {
  await page.getByLabel('Search prompts').fill(prompt);
  await page.getByRole('list', { name: 'Prompts' }).getByRole('button', { name: prompt }).click();
  await page.getByLabel('How many people answer?').fill(String(people));
  await page.getByRole('button', { name: 'Start the survey' }).click();
  await page.getByRole('heading', { name: 'Pass to the first person' }).waitFor();
}

/** The person handed the device presses Ready and types their answers (not yet Done). */
export async function typeSurveyAnswers(page: Page, answers: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'Ready', exact: true }).click();
  for (const [index, text] of answers.entries()) {
    await page.getByLabel(`Answer ${index + 1}`).fill(text);
  }
}

/** Every person in turn: Ready, their answers, Done; the last Done leads to /setup. */
export async function answerSurvey(
  page: Page,
  answersOf: ReadonlyArray<readonly string[]>,
): Promise<void> {
  for (const answers of answersOf) {
    await typeSurveyAnswers(page, answers);
    await page.getByRole('button', { name: 'Done' }).click();
  }
}

/** From a signed-in page: the farm survey of five people, to /setup with its board made. */
export async function surveyToSetup(page: Page): Promise<void> {
  await openSurvey(page);
  await startSurvey(page, FARM_PROMPT, FARM_ANSWERS.length);
  await answerSurvey(page, FARM_ANSWERS);
  await page.waitForURL((url) => url.pathname === '/setup');
  await page.getByRole('heading', { name: 'Game Setup' }).waitFor();
}
