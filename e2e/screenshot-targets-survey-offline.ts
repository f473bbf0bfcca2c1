import type { Page } from 'playwright-core';
import { guess, pressReadyIfAsked } from './offline-steps';
import {
  FARM_ANSWERS,
  FARM_PROMPT,
  openSurvey,
  startSurvey,
  surveyToSetup,
  typeSurveyAnswers,
} from './offline-survey-steps';
import type { ScreenshotTarget } from './support/screenshot-target';

/** A phone held by each person in turn, and the desktop the pack also runs on. */
const SIZES = [
  { label: 'phone-360x640', width: 360, height: 640 },
  { label: 'desktop', width: 1280, height: 800 },
];

/** /setup → /play of the farm board, then two slots found. */
async function boardWithTwoFound(page: Page): Promise<void> {
  await surveyToSetup(page);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await page.waitForURL((url) => url.pathname === '/play');
  await guess(page, 'cow');
  await guess(page, 'lamb');
  await pressReadyIfAsked(page);
}

/** The offline Survey Says screens (OFF-13, OFF-14) for `npm run screenshots`. */
export const surveyOfflineScreenshotTargets: ScreenshotTarget[] = [
  {
    name: 'offline-survey-prompts',
    path: '/offline',
    auth: 'guest',
    sizes: SIZES,
    fullPage: false,
    setup: (page) => openSurvey(page),
    ready: (page) => page.getByRole('button', { name: 'Surprise me' }).waitFor(),
  },
  {
    // The second person's answer screen: three boxes, nothing of the first person's.
    name: 'offline-survey-answers',
    path: '/offline',
    auth: 'guest',
    sizes: SIZES,
    fullPage: false,
    setup: async (page) => {
      await openSurvey(page);
      await startSurvey(page, FARM_PROMPT, FARM_ANSWERS.length);
      await typeSurveyAnswers(page, FARM_ANSWERS[0] ?? []);
      await page.getByRole('button', { name: 'Done' }).click();
      await typeSurveyAnswers(page, ['Goat', 'Duck']);
    },
    ready: (page) => page.getByRole('button', { name: 'Done' }).waitFor(),
  },
  {
    name: 'offline-survey-pass',
    path: '/offline',
    auth: 'guest',
    sizes: SIZES,
    colorScheme: 'dark',
    setup: async (page) => {
      await openSurvey(page);
      await startSurvey(page, FARM_PROMPT, FARM_ANSWERS.length);
      await typeSurveyAnswers(page, FARM_ANSWERS[0] ?? []);
      await page.getByRole('button', { name: 'Done' }).click();
    },
    ready: (page) => page.getByRole('heading', { name: 'Pass to the next person' }).waitFor(),
  },
  {
    // The board of the survey in play: found slots say how many people said them.
    name: 'offline-survey-board',
    path: '/offline',
    auth: 'guest',
    sizes: SIZES,
    setup: boardWithTwoFound,
    ready: (page) => page.getByText('2 said it').waitFor(),
  },
];
