import type { Page } from 'playwright-core';
import { createGuestSession } from './support/auth';
import { newContext } from './support/browser';
import type { ScreenshotContext, ScreenshotTarget } from './support/screenshot-target';
import { openBigScreen, PROJECTOR, TV } from './online-screen-steps';
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

/** A guest on a phone of their own, closed with the screenshot's page. */
export async function phoneGuest(page: Page, ctx: ScreenshotContext): Promise<Page> {
  const browser = ctx.context.browser();
  if (!browser) throw new Error('no browser');
  const other = await newContext(browser, ctx.baseURL, { device: 'phone' });
  page.once('close', () => void other.close());
  await createGuestSession(other, ctx.baseURL);
  return other.newPage();
}

/**
 * A host and a player (each on a phone) in a new party; the host opens the big screen and
 * `page`, the TV, opens its link.
 */
async function tvOfNewParty(page: Page, ctx: ScreenshotContext) {
  const host = await phoneGuest(page, ctx);
  const player = await phoneGuest(page, ctx);
  const code = await createParty(host);
  await joinParty(player, code);
  const { popup, link } = await openBigScreen(host, host.context());
  await popup.close();
  await page.goto(link);
  await page.getByText(code, { exact: true }).first().waitFor();
  return { code, host, player };
}

/** …then the host starts a 2-attempt game of OCEANS (host on Team 1, the player on Team 2). */
async function tvGameStarted(page: Page, ctx: ScreenshotContext, maxAttempts = 2) {
  const party = await tvOfNewParty(page, ctx);
  const { code, host, player } = party;
  await startGame(host, code);
  await chooseTopic(host, code, OCEANS.title);
  await setupTeams(host, code, { maxAttempts, turnSeconds: 120 });
  await assignTeams(host);
  await begin(host, code, [player]);
  await page.getByRole('timer').waitFor();
  return party;
}

/** …then Pacific found, Red Sea missed, Atlantic found. */
async function tvMidGame(page: Page, ctx: ScreenshotContext) {
  const party = await tvGameStarted(page, ctx);
  const { host, player } = party;
  await guess(host, 'pacific');
  await guessInput(player).waitFor();
  await guess(player, 'red sea');
  await guessInput(host).waitFor();
  await guess(host, 'atlantic');
  await page.getByRole('list', { name: 'Answer board' }).getByText('Atlantic').waitFor();
  return party;
}

/** …and the player's last attempt (Indian) ends it: Team 1 wins 9 to 3. */
async function tvAtResults(page: Page, ctx: ScreenshotContext) {
  const { player } = await tvMidGame(page, ctx);
  await guessInput(player).waitFor();
  await guess(player, 'indian');
}

/** The first reveal, photographed while its tile turns over (about 600 ms). */
async function tvRevealing(page: Page, ctx: ScreenshotContext) {
  const { host } = await tvGameStarted(page, ctx);
  await guess(host, 'pacific');
}
const midFlip = async (page: Page) => {
  await page.locator('li[data-rank="1"][data-found="true"]').waitFor();
  await page.waitForTimeout(200);
};

/** A miss, photographed with its strike over the board. */
async function tvMissing(page: Page, ctx: ScreenshotContext) {
  const { host } = await tvGameStarted(page, ctx);
  await guess(host, 'red sea');
}
const strikeShown = (page: Page) => page.getByTestId('miss-strike').waitFor();

/** The winner moment with its confetti, a second in. */
const winnerMoment = async (page: Page) => {
  await page.getByRole('heading', { name: 'Game Over!' }).waitFor();
  // No confetti under reduced motion (the axe check of every target runs so).
  const reduced = await page.evaluate(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  if (reduced) return;
  await page.locator('canvas[data-confetti]').waitFor({ state: 'attached' });
  await page.waitForTimeout(1000);
};

/** The board on the host's own phone (360×640): a reveal and a miss, scores in sight. */
async function phoneBoard(page: Page, ctx: ScreenshotContext) {
  const player = await phoneGuest(page, ctx);
  const code = await createParty(page);
  await joinParty(player, code);
  await startGame(page, code);
  await chooseTopic(page, code, OCEANS.title);
  await setupTeams(page, code, { maxAttempts: 3, turnSeconds: 120 });
  await assignTeams(page);
  await begin(page, code, [player]);
  await guess(page, 'pacific');
  await guessInput(player).waitFor();
  await guess(player, 'red sea');
  await guessInput(page).waitFor();
}
const boardOnPhone = async (page: Page) => {
  await page.getByRole('list', { name: 'Answer board' }).getByText('Pacific').waitFor();
  // The turn banner has come and gone (it shows for under 2 s).
  await page.waitForFunction(() => !document.querySelector('[data-testid="turn-banner"]'));
};

/** SCORE-4: Pacific found (a hit), Red Sea missed (a strike). */
async function tvHitAndMiss(page: Page, ctx: ScreenshotContext) {
  const { host, player } = await tvGameStarted(page, ctx, 3);
  await guess(host, 'pacific');
  await guessInput(player).waitFor();
  await guess(player, 'red sea');
}
const marksShown = async (page: Page) => {
  await page.getByRole('img', { name: '0 found, 1 miss, 2 left' }).waitFor();
  // The strike and the turn banner have come and gone.
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="miss-strike"], [data-testid="turn-banner"]'),
  );
};

/** TURN-3: every answer found in turn; the last one, Arctic, ends the game. */
async function lastAnswerFound(host: Page, player: Page) {
  const turns = [
    [host, 'pacific'],
    [player, 'atlantic'],
    [host, 'indian'],
    [player, 'southern'],
    [host, 'arctic'],
  ] as const;
  for (const [phone, answer] of turns) {
    await guessInput(phone).waitFor();
    await guess(phone, answer);
  }
}
async function tvLastReveal(page: Page, ctx: ScreenshotContext) {
  const { host, player } = await tvGameStarted(page, ctx, 3);
  await lastAnswerFound(host, player);
}
async function phoneLastReveal(page: Page, ctx: ScreenshotContext) {
  const player = await phoneGuest(page, ctx);
  const code = await createParty(page);
  await joinParty(player, code);
  await startGame(page, code);
  await chooseTopic(page, code, OCEANS.title);
  await setupTeams(page, code, { maxAttempts: 3, turnSeconds: 120 });
  await assignTeams(page);
  await begin(page, code, [player]);
  await lastAnswerFound(page, player);
}
/** The fifth tile has turned over (0.6 s) and is read, before the winner (3 s in all). */
const lastRevealShown = async (page: Page) => {
  await page.locator('li[data-rank="5"][data-found="true"]').waitFor();
  await page.waitForTimeout(900);
};

/** The lobby as a room fills it: the host and five players, their names arriving. */
async function tvLobbyFilling(page: Page, ctx: ScreenshotContext) {
  const { code } = await tvOfNewParty(page, ctx);
  for (let joined = 0; joined < 4; joined++) await joinParty(await phoneGuest(page, ctx), code);
  await page.getByRole('heading', { name: 'Players (6)' }).waitFor();
}

/** PAUSE-1: mid-game, the host pauses: "PAUSED" over the TV's board. */
async function tvPaused(page: Page, ctx: ScreenshotContext) {
  const { host } = await tvMidGame(page, ctx);
  await host.getByRole('button', { name: 'Pause Game' }).click();
}
const pausedShown = async (page: Page) => {
  await page.getByTestId('screen-paused').waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="miss-strike"], [data-testid="turn-banner"]'),
  );
};

/**
 * A 360×640 phone of the team whose turn it is, typing: the board at a glance above the
 * guess field (what stays in sight over the on-screen keyboard).
 */
async function phoneTyping(page: Page, ctx: ScreenshotContext) {
  await phoneBoard(page, ctx);
  await guessInput(page).fill('atlan');
}
/** The on-screen keyboard takes about half of a 360×640 phone: what is left is 360×320. */
export const PHONE_KEYBOARD_OPEN = { width: 360, height: 320 } as const;
const typingShown = async (page: Page) => {
  await boardOnPhone(page);
  await page.getByTestId('compact-board').waitFor();
  // The keyboard opens (emulated: the window keeps only what the keyboard leaves).
  await page.setViewportSize(PHONE_KEYBOARD_OPEN);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
};

const qrShown = (page: Page) => page.getByRole('img', { name: /QR code/ }).waitFor();
const boardShown = (page: Page) => page.getByRole('timer').waitFor();
const resultsShown = (page: Page) => page.getByRole('heading', { name: 'Game Over!' }).waitFor();

const TV_SIZE = { label: 'tv-1920x1080', ...TV };
const PROJECTOR_SIZE = { label: 'projector-1280x720', ...PROJECTOR };

/**
 * The big screen in the lobby, during play and at the results, in both themes;
 * its moments (a reveal mid-flip, a miss, the winner with confetti) at both sizes;
 * the hit and strike marks (SCORE-4) and the last reveal before the winner (TV and phone);
 * the lobby filling up, "PAUSED" over the board, and a phone's board while its team types.
 */
export const screenScreenshotTargets: ScreenshotTarget[] = [
  {
    name: 'online-play-typing',
    path: '/',
    auth: 'guest',
    sizes: [{ label: 'phone-360x640-keyboard-open', width: 360, height: 640 }],
    fullPage: false,
    setup: phoneTyping,
    ready: typingShown,
  },
  {
    name: 'screen-lobby-filling',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE],
    reducedMotion: 'no-preference',
    setup: tvLobbyFilling,
    ready: qrShown,
  },
  {
    name: 'screen-pause',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE, PROJECTOR_SIZE],
    setup: tvPaused,
    ready: pausedShown,
  },
  {
    name: 'online-play-board',
    path: '/',
    auth: 'guest',
    sizes: [{ label: 'phone-360x640', width: 360, height: 640 }],
    setup: phoneBoard,
    ready: boardOnPhone,
  },
  {
    name: 'screen-hit-and-miss',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE],
    setup: tvHitAndMiss,
    ready: marksShown,
  },
  {
    name: 'screen-last-reveal',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE],
    reducedMotion: 'no-preference',
    setup: tvLastReveal,
    ready: lastRevealShown,
  },
  {
    name: 'online-last-reveal',
    path: '/',
    auth: 'guest',
    sizes: [{ label: 'phone-360x640', width: 360, height: 640 }],
    reducedMotion: 'no-preference',
    setup: phoneLastReveal,
    ready: lastRevealShown,
  },
  {
    name: 'screen-reveal',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE, PROJECTOR_SIZE],
    reducedMotion: 'no-preference',
    setup: tvRevealing,
    ready: midFlip,
  },
  {
    name: 'screen-miss',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE, PROJECTOR_SIZE],
    setup: tvMissing,
    ready: strikeShown,
  },
  {
    name: 'screen-winner',
    path: '/',
    auth: 'guest',
    sizes: [TV_SIZE, PROJECTOR_SIZE],
    reducedMotion: 'no-preference',
    setup: tvAtResults,
    ready: winnerMoment,
  },
  ...(['light', 'dark'] as const).flatMap((colorScheme): ScreenshotTarget[] => {
    const suffix = colorScheme === 'dark' ? '-dark' : '';
    const sizes = colorScheme === 'dark' ? [TV_SIZE] : [TV_SIZE, PROJECTOR_SIZE];
    const common = { path: '/', auth: 'guest', colorScheme, sizes } as const;
    return [
      {
        ...common,
        name: `screen-lobby${suffix}`,
        setup: async (page, ctx) => void (await tvOfNewParty(page, ctx)),
        ready: qrShown,
      },
      {
        ...common,
        name: `screen-play${suffix}`,
        setup: async (page, ctx) => void (await tvMidGame(page, ctx)),
        ready: boardShown,
      },
      { ...common, name: `screen-results${suffix}`, setup: tvAtResults, ready: resultsShown },
    ];
  }),
];
