import type { Page } from 'playwright-core';
import { createGuestSession } from './support/auth';
import { newContext } from './support/browser';
import type { ScreenshotContext, ScreenshotTarget } from './support/screenshot-target';
import { playRound } from './evening-steps';
import { openBigScreen, TV } from './online-screen-steps';
import { createParty, joinParty, startGame, waitForScreen } from './online-steps';

/** A guest on a phone of their own, closed with the screenshot's page. */
async function phoneGuest(page: Page, ctx: ScreenshotContext): Promise<Page> {
  const browser = ctx.context.browser();
  if (!browser) throw new Error('no browser');
  const other = await newContext(browser, ctx.baseURL, { device: 'phone' });
  page.once('close', () => void other.close());
  await createGuestSession(other, ctx.baseURL);
  return other.newPage();
}

/**
 * Two surprise rounds (Team 1 scores 5 in the first), so the results show the match
 * standings; `ended`: the host then ends the match. `page` is the TV, or a player's phone.
 */
async function twoRounds(page: Page, ctx: ScreenshotContext, as: 'tv' | 'phone', ended: boolean) {
  const host = await phoneGuest(page, ctx);
  const code = await createParty(host);
  let phones: Page[];
  if (as === 'phone') {
    await page.goto('/');
    await joinParty(page, code);
    phones = [host, page];
  } else {
    const player = await phoneGuest(page, ctx);
    await joinParty(player, code);
    const { popup, link } = await openBigScreen(host, host.context());
    await popup.close();
    await page.goto(link);
    await page.getByText(code, { exact: true }).first().waitFor();
    phones = [host, player];
  }
  await startGame(host, code);
  await host.getByRole('button', { name: 'Surprise me' }).click();
  await playRound(code, phones, { hostScores: true });
  await host.getByRole('button', { name: 'Next Round' }).click();
  await waitForScreen(host, code, 'play');
  await playRound(code, phones, { hostScores: false });
  if (ended) await host.getByRole('button', { name: 'End Match' }).click();
}

const standingsShown = (page: Page) =>
  page.getByRole('region', { name: /^Match Standings/ }).waitFor({ timeout: 30_000 });
const matchWinnerShown = (page: Page) =>
  page
    .getByText(/the match!$/)
    .first()
    .waitFor({ timeout: 30_000 });

const PHONE = { label: 'phone-360x640', width: 360, height: 640 };
const TV_SIZE = { label: 'tv-1920x1080', ...TV };

/** ROUND-1, ROUND-3: the match standings after two rounds, and the match winner. */
export const eveningScreenshotTargets: ScreenshotTarget[] = [
  {
    name: 'online-match-standings',
    path: '/',
    auth: 'guest',
    sizes: [PHONE],
    setup: (page, ctx) => twoRounds(page, ctx, 'phone', false),
    ready: standingsShown,
  },
  {
    name: 'screen-match-standings',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE],
    setup: (page, ctx) => twoRounds(page, ctx, 'tv', false),
    ready: standingsShown,
  },
  {
    name: 'online-match-winner',
    path: '/',
    auth: 'guest',
    sizes: [PHONE],
    setup: (page, ctx) => twoRounds(page, ctx, 'phone', true),
    ready: matchWinnerShown,
  },
  {
    name: 'screen-match-winner',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE],
    setup: (page, ctx) => twoRounds(page, ctx, 'tv', true),
    ready: matchWinnerShown,
  },
];
