// WIN-3: tied results (equal scores share a place) on a phone and on the TV,
// shared by e2e/party-night-text.test.ts and `npm run screenshots`.
import type { Page } from 'playwright-core';
import { createGuestSession } from './support/auth';
import { newContext } from './support/browser';
import type { ScreenshotContext, ScreenshotTarget } from './support/screenshot-target';
import {
  chooseTopic as chooseOfflineTopic,
  firstTopic,
  guess as offlineGuess,
} from './offline-steps';
import { openTopics, startGame as startOfflineGame } from './offline-steps';
import { openBigScreen, TV } from './online-screen-steps';
import {
  assignTeams,
  begin,
  chooseTopic,
  createParty,
  guess,
  guessInput,
  joinParty,
  OCEANS,
  setupTeams,
  startGame,
} from './online-steps';

/** A guest on a phone of their own, closed with `page`. */
async function phoneGuest(page: Page, ctx: ScreenshotContext): Promise<Page> {
  const browser = ctx.context.browser();
  if (!browser) throw new Error('no browser');
  const other = await newContext(browser, ctx.baseURL, { device: 'phone' });
  page.once('close', () => void other.close());
  await createGuestSession(other, ctx.baseURL);
  return other.newPage();
}

/**
 * An online game of OCEANS, 2 attempts, that ends 5 all: the host (Team 1) finds Pacific
 * (5) then misses, the player (Team 2) finds Atlantic (4) and Arctic (1). With `tv`, that
 * page opens the host's big-screen link first.
 */
export async function tiedOnlineGame(host: Page, player: Page, tv?: Page): Promise<string> {
  const code = await createParty(host);
  await joinParty(player, code);
  if (tv) {
    const { popup, link } = await openBigScreen(host, host.context());
    await popup.close();
    await tv.goto(link);
    await tv.getByText(code, { exact: true }).first().waitFor();
  }
  await startGame(host, code);
  await chooseTopic(host, code, OCEANS.title);
  await setupTeams(host, code, { maxAttempts: 2, turnSeconds: 120 });
  await assignTeams(host);
  await begin(host, code, [player]);
  await guess(host, 'pacific');
  await guessInput(player).waitFor();
  await guess(player, 'atlantic');
  await guessInput(host).waitFor();
  await guess(host, 'red sea');
  await guessInput(player).waitFor();
  await guess(player, 'arctic');
  return code;
}

/**
 * Offline, three teams: Sharks find #1 (5), Tigers #3 (3), Bears #4 and #5 (2 + 1); Sharks
 * and Tigers miss once. Tigers 3 and Bears 3 share 2nd place (the party's "2nd and 3rd").
 */
export async function sharedSecondOffline(page: Page, baseURL: string): Promise<string> {
  const topic = await firstTopic(page.context(), baseURL);
  const [a1, , a3, a4, a5] = topic.answers as [string, string, string, string, string];
  await openTopics(page);
  await chooseOfflineTopic(page, topic.title);
  await page.getByRole('button', { name: '+ Add Team (max 4)' }).click();
  await page.getByRole('textbox', { name: 'Team 1 name' }).fill('Sharks');
  await page.getByRole('textbox', { name: 'Team 2 name' }).fill('Tigers');
  await page.getByRole('textbox', { name: 'Team 3 name' }).fill('Bears');
  await page.getByRole('radio', { name: '2' }).check();
  await startOfflineGame(page);
  for (const text of [a1, a3, a4, 'zzqx not an answer', 'qqzx not an answer', a5]) {
    await offlineGuess(page, text);
  }
  await page.getByRole('heading', { name: 'Game Complete' }).waitFor();
  return topic.title;
}

const TV_SIZE = { label: 'tv-1920x1080', ...TV };
const PHONE_SIZE = { label: 'phone-360x640', width: 360, height: 640 };
const gameOver = (page: Page) => page.getByRole('heading', { name: 'Game Over!' }).waitFor();

/** WIN-1, WIN-3: "It's a tie!" with both teams 1st =, online; "2nd =" twice, offline. */
export const tieScreenshotTargets: ScreenshotTarget[] = [
  {
    name: 'results-tied-online',
    path: '/',
    auth: 'guest',
    sizes: [PHONE_SIZE],
    setup: async (page, ctx) => void (await tiedOnlineGame(page, await phoneGuest(page, ctx))),
    ready: gameOver,
  },
  {
    name: 'screen-results-tied',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE],
    setup: async (page, ctx) => {
      const host = await phoneGuest(page, ctx);
      await tiedOnlineGame(host, await phoneGuest(page, ctx), page);
    },
    ready: gameOver,
  },
  {
    name: 'results-tied-offline',
    path: '/',
    auth: 'guest',
    setup: async (page, ctx) => void (await sharedSecondOffline(page, ctx.baseURL)),
    ready: (page) => page.getByText('Sharks win!').waitFor(),
  },
];
