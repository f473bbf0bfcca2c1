import type { Page } from 'playwright-core';
import {
  chooseTopic,
  faceOffLine,
  firstTopic,
  guess,
  openTopics,
  pressReadyIfAsked,
  readyWhenTold,
  startFeudGame,
  startGame,
  typeGuess,
} from './offline-steps';
import type { ScreenshotContext, ScreenshotTarget } from './support/screenshot-target';

/** From /offline to /play with the first topic; then `guesses` (answer ranks, or text). */
async function playTo(page: Page, ctx: ScreenshotContext, guesses: Array<number | string>) {
  const topic = await firstTopic(ctx.context, ctx.baseURL);
  await openTopics(page);
  await chooseTopic(page, topic.title);
  await startGame(page);
  for (const next of guesses) {
    await guess(page, typeof next === 'number' ? (topic.answers[next] ?? '') : next);
  }
}

/** OFF-11: from /offline to a Feud game's first face-off, Team Red's player answering `first`. */
async function feudTo(page: Page, ctx: ScreenshotContext, first: number | string) {
  const topic = await firstTopic(ctx.context, ctx.baseURL);
  await openTopics(page);
  await chooseTopic(page, topic.title);
  await startFeudGame(page);
  await readyWhenTold(page, faceOffLine('Team Red'));
  await typeGuess(page, typeof first === 'number' ? (topic.answers[first] ?? '') : first);
}

const wait = (role: 'heading' | 'button', name: string) => (page: Page) =>
  page.getByRole(role, { name }).first().waitFor();

/** The Offline Party Pack's screens for `npm run screenshots` (/offline to /results). */
export const offlineScreenshotTargets: ScreenshotTarget[] = [
  {
    name: 'offline-game-types',
    path: '/offline',
    auth: 'guest',
    // Once the whole pack is on the device.
    ready: (page) => page.getByText(/Ready to play offline/).waitFor({ timeout: 20_000 }),
  },
  {
    name: 'offline-topics',
    path: '/offline',
    auth: 'guest',
    setup: (page) => openTopics(page),
    ready: wait('button', 'Start Game'),
  },
  {
    name: 'offline-setup',
    path: '/offline',
    auth: 'guest',
    setup: async (page, ctx) => {
      const topic = await firstTopic(ctx.context, ctx.baseURL);
      await openTopics(page);
      await chooseTopic(page, topic.title);
      await page.getByRole('button', { name: '+ Add Team (max 4)' }).click();
    },
    ready: wait('heading', 'How to play'),
  },
  {
    name: 'offline-setup-warning',
    path: '/offline',
    auth: 'guest',
    colorScheme: 'dark',
    setup: async (page, ctx) => {
      const topic = await firstTopic(ctx.context, ctx.baseURL);
      await openTopics(page);
      await chooseTopic(page, topic.title);
      await page.getByRole('textbox', { name: 'Team 2 name' }).fill('');
    },
    ready: (page) => page.getByText('Please ensure at least 2 teams have valid names.').waitFor(),
  },
  {
    name: 'offline-play',
    path: '/offline',
    auth: 'guest',
    setup: async (page, ctx) => {
      await playTo(page, ctx, [1, 'not an answer', 3]);
      await pressReadyIfAsked(page);
    },
    ready: (page) => page.getByRole('timer').waitFor(),
  },
  {
    // OFF-3: between turns, the last result under its team, then "Pass to ..." and Ready.
    name: 'offline-pass-device',
    path: '/offline',
    auth: 'guest',
    setup: (page, ctx) => playTo(page, ctx, [1]),
    ready: wait('heading', 'Pass to Team Blue'),
  },
  {
    name: 'offline-play-dark-answers',
    path: '/offline',
    auth: 'guest',
    colorScheme: 'dark',
    setup: async (page, ctx) => {
      await playTo(page, ctx, [0]);
      await pressReadyIfAsked(page);
      await page.getByRole('button', { name: 'Show Answers' }).click();
    },
    ready: (page) => page.getByRole('timer').waitFor(),
  },
  {
    // OFF-11: the face-off's second player, with nothing of the first answer on screen.
    name: 'offline-feud-face-off',
    path: '/offline',
    auth: 'guest',
    setup: async (page, ctx) => {
      await feudTo(page, ctx, 1);
      await readyWhenTold(page, faceOffLine('Team Blue'));
    },
    ready: (page) => page.getByRole('timer').waitFor(),
  },
  {
    // OFF-11: the face-off result and the pass to the team with the floor.
    name: 'offline-feud-face-off-result',
    path: '/offline',
    auth: 'guest',
    setup: async (page, ctx) => {
      await feudTo(page, ctx, 1);
      await readyWhenTold(page, faceOffLine('Team Blue'));
      await typeGuess(page, 'not an answer');
    },
    ready: wait('heading', 'Pass to Team Red'),
  },
  {
    // OFF-11: the floor with two strikes, the bank and the big ✕ marks.
    name: 'offline-feud-strikes',
    path: '/offline',
    auth: 'guest',
    setup: async (page, ctx) => {
      await feudTo(page, ctx, 1);
      await readyWhenTold(page, faceOffLine('Team Blue'));
      await typeGuess(page, 'not an answer');
      await readyWhenTold(page, /^Team Red has the floor/);
      await typeGuess(page, 'zzzz one');
      await typeGuess(page, 'zzzz two');
    },
    ready: (page) => page.getByRole('img', { name: 'Strikes: 2 of 3' }).waitFor(),
  },
  {
    // OFF-11: "STEAL!" after the third strike, the device passed to Team Blue.
    name: 'offline-feud-steal',
    path: '/offline',
    auth: 'guest',
    colorScheme: 'dark',
    setup: async (page, ctx) => {
      await feudTo(page, ctx, 0);
      await readyWhenTold(page, /^Team Red has the floor/);
      for (const miss of ['zzzz one', 'zzzz two', 'zzzz three']) await typeGuess(page, miss);
    },
    ready: wait('heading', 'STEAL!'),
  },
  {
    // OFF-11: the results of a Feud round: who took the bank and how.
    name: 'offline-feud-results',
    path: '/offline',
    auth: 'guest',
    setup: async (page, ctx) => {
      await feudTo(page, ctx, 1);
      await readyWhenTold(page, faceOffLine('Team Blue'));
      await typeGuess(page, 'not an answer');
      await readyWhenTold(page, /^Team Red has the floor/);
      for (const miss of ['zzzz one', 'zzzz two', 'zzzz three']) await typeGuess(page, miss);
      await readyWhenTold(page, /^Team Blue: confer/);
      await typeGuess(page, 'zzzz four');
    },
    ready: wait('heading', 'Game Complete'),
  },
  {
    name: 'offline-results',
    path: '/offline',
    auth: 'guest',
    setup: (page, ctx) => playTo(page, ctx, [0, 1, 'not an answer', 4, 2, 3]),
    ready: wait('heading', 'Game Complete'),
  },
];
