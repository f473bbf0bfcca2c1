import type { Page } from 'playwright-core';
import {
  assignTeams,
  begin,
  chooseTopic,
  createParty,
  guess,
  joinParty,
  OCEANS,
  setupTeams,
  startGame,
  waitForScreen,
} from './online-steps';
import { firstTopic, reachPlay as reachOfflinePlay } from './offline-steps';
import { companion } from './screenshot-targets-online';
import type { ScreenshotContext, ScreenshotTarget } from './support/screenshot-target';

/** `host` makes a party that `guest` joins, then plays Largest oceans: hub to play screen. */
async function toPlay(host: Page, guest: Page): Promise<string> {
  const code = await createParty(host);
  await joinParty(guest, code);
  await startGame(host, code);
  await chooseTopic(host, code, OCEANS.title);
  await setupTeams(host, code);
  await assignTeams(host);
  await begin(host, code, [guest]);
  return code;
}

/** `page` hosts a game with a companion on the other team. */
async function hostGame(page: Page, ctx: ScreenshotContext) {
  const guest = await companion(page, ctx);
  return { code: await toPlay(page, guest), guest };
}

/** A companion hosts a game and `page` plays on the other team. */
async function joinGame(page: Page, ctx: ScreenshotContext) {
  const host = await companion(page, ctx);
  return { code: await toPlay(host, page), host };
}

const board = (page: Page) => page.getByRole('list', { name: 'Answer board' }).waitFor();

/** Online play and results as the players see them (play, results, pause). */
export const playScreenshotTargets: ScreenshotTarget[] = [
  {
    name: 'online-play-your-turn',
    path: '/online',
    auth: 'guest',
    setup: async (page, ctx) => void (await hostGame(page, ctx)),
    ready: (page) => page.getByRole('textbox', { name: /, your guess$/ }).waitFor(),
  },
  {
    name: 'online-play-their-turn',
    path: '/online',
    auth: 'guest',
    colorScheme: 'dark',
    setup: async (page, ctx) => {
      const { host, code } = await joinGame(page, ctx);
      await guess(host, 'pacific');
      await page.getByRole('list', { name: 'Answer board' }).getByText('Pacific').waitFor();
      await waitForScreen(page, code, 'play');
    },
    ready: board,
  },
  {
    name: 'online-play-paused',
    path: '/online',
    auth: 'guest',
    setup: async (page, ctx) => {
      await hostGame(page, ctx);
      await page.getByRole('button', { name: 'Pause Game' }).click();
    },
    ready: (page) => page.getByRole('button', { name: 'Resume Game' }).waitFor(),
  },
  {
    name: 'online-results',
    path: '/online',
    auth: 'guest',
    setup: async (page, ctx) => {
      const { host, code } = await joinGame(page, ctx);
      for (const [index, answer] of OCEANS.answers.entries()) {
        const player = index % 2 === 0 ? host : page;
        await player.getByRole('textbox', { name: /, your guess$/ }).waitFor();
        await guess(player, answer);
      }
      await waitForScreen(page, code, 'results');
    },
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'offline-play-paused',
    path: '/offline',
    auth: 'guest',
    setup: async (page, ctx) => {
      await reachOfflinePlay(page, await firstTopic(ctx.context, ctx.baseURL));
      await page.getByRole('button', { name: 'Pause Game' }).click();
    },
    ready: (page) => page.getByRole('button', { name: 'Resume Game' }).waitFor(),
  },
];
