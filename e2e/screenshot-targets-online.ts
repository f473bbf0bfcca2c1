import type { Page } from 'playwright-core';
import { createGuestSession } from './support/auth';
import { newContext } from './support/browser';
import type { ScreenshotContext, ScreenshotTarget } from './support/screenshot-target';
import {
  chooseTopic,
  createParty,
  joinParty,
  OCEANS,
  openMembers,
  setupTeams,
  startGame,
} from './online-steps';

/** A second guest in a profile of their own, closed with the screenshot's page. */
export async function companion(page: Page, ctx: ScreenshotContext): Promise<Page> {
  const browser = ctx.context.browser();
  if (!browser) throw new Error('no browser');
  const other = await newContext(browser, ctx.baseURL, { device: ctx.device });
  page.once('close', () => void other.close());
  await createGuestSession(other, ctx.baseURL);
  return other.newPage();
}

/** `page` hosts a party that a companion has joined; returns the code and the companion. */
async function hostWithGuest(page: Page, ctx: ScreenshotContext) {
  const code = await createParty(page);
  const guest = await companion(page, ctx);
  await joinParty(guest, code);
  await page.getByRole('button', { name: 'Start Game' }).waitFor();
  return { code, guest };
}

/** A companion hosts, `page` joins; returns the code and the host's page. */
async function joinGuestParty(page: Page, ctx: ScreenshotContext) {
  const host = await companion(page, ctx);
  const code = await createParty(host);
  await joinParty(page, code);
  return { code, host };
}

const text = (value: string) => (page: Page) =>
  page.getByText(value, { exact: true }).first().waitFor();

/** The Online Party Arena's screens up to team assignment (/online, the party screens). */
export const onlineScreenshotTargets: ScreenshotTarget[] = [
  { name: 'online-hub', path: '/online', auth: 'guest', ready: text('How it works') },
  {
    name: 'online-lobby-host-alone',
    path: '/online',
    auth: 'guest',
    setup: async (page) => void (await createParty(page)),
    ready: (page) => page.getByRole('img', { name: /QR code/ }).waitFor(),
  },
  {
    name: 'online-lobby-host',
    path: '/online',
    auth: 'guest',
    colorScheme: 'dark',
    setup: async (page, ctx) => void (await hostWithGuest(page, ctx)),
    ready: (page) => page.getByRole('img', { name: /QR code/ }).waitFor(),
  },
  {
    name: 'online-lobby-player-members',
    path: '/online',
    auth: 'guest',
    setup: async (page, ctx) => {
      await joinGuestParty(page, ctx);
      await page.getByRole('complementary', { name: /^Party / }).waitFor({ state: 'attached' });
      await openMembers(page);
    },
    ready: text('Leave Party'),
  },
  {
    name: 'online-select-host',
    path: '/online',
    auth: 'guest',
    setup: async (page, ctx) => {
      const { code } = await hostWithGuest(page, ctx);
      await startGame(page, code);
      await page.getByRole('button', { name: 'Back to Game Selection' }).click();
    },
    ready: (page) => page.getByRole('button', { name: /Top-5 Blitz/ }).waitFor(),
  },
  {
    name: 'online-topics-host',
    path: '/online',
    auth: 'guest',
    setup: async (page, ctx) => {
      const { code } = await hostWithGuest(page, ctx);
      await startGame(page, code);
    },
    ready: text('Search topics'),
  },
  {
    name: 'online-setup-host-too-many-teams',
    path: '/online',
    auth: 'guest',
    setup: async (page, ctx) => {
      const { code } = await hostWithGuest(page, ctx);
      await startGame(page, code);
      await chooseTopic(page, code, OCEANS.title);
      await page.getByRole('button', { name: '+ Add Team (max 4)' }).click();
    },
    ready: text('Cannot have more teams (3) than players (2)'),
  },
  {
    name: 'online-setup-player',
    path: '/online',
    auth: 'guest',
    setup: async (page, ctx) => {
      const { code, host } = await joinGuestParty(page, ctx);
      await startGame(host, code);
      await chooseTopic(host, code, OCEANS.title);
    },
    ready: text('Host is configuring the game...'),
  },
  {
    name: 'online-teams-host',
    path: '/online',
    auth: 'guest',
    setup: async (page, ctx) => {
      const { code } = await hostWithGuest(page, ctx);
      await startGame(page, code);
      await chooseTopic(page, code, OCEANS.title);
      await setupTeams(page, code);
    },
    ready: text('Redistribute All Members Evenly'),
  },
  {
    name: 'online-teams-player',
    path: '/online',
    auth: 'guest',
    colorScheme: 'dark',
    setup: async (page, ctx) => {
      const { code, host } = await joinGuestParty(page, ctx);
      await startGame(host, code);
      await chooseTopic(host, code, OCEANS.title);
      await setupTeams(host, code);
    },
    ready: text('Waiting for host to start the game...'),
  },
  {
    name: 'online-kicked',
    path: '/online',
    auth: 'guest',
    setup: async (page, ctx) => {
      const { host } = await joinGuestParty(page, ctx);
      await openMembers(host);
      await host.getByRole('button', { name: /^Kick / }).click();
      await host
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Kick', exact: true })
        .click();
    },
    ready: text('You were removed from the party'),
  },
];
