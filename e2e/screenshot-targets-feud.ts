import type { Page } from 'playwright-core';
import type { ScreenshotContext, ScreenshotTarget } from './support/screenshot-target';
import {
  faceOffWonByTeamOne,
  feudHeadline,
  floorMiss,
  oneWithInput,
  pickFaceOff,
  startFeudGame,
  type FeudPhones,
} from './feud-steps';
import { TV } from './online-screen-steps';
import { guess, guessInput } from './online-steps';
import { phoneGuest } from './screenshot-targets-screen';

/** The display name a guest phone shows for itself (its lobby's member list). */
async function nameOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const reply = await fetch('/api/me', { credentials: 'include' });
    const body = (await reply.json()) as { user?: { displayName?: string } };
    return body.user?.displayName ?? '';
  });
}

/** Four phones (the host's is `host` when given), a Feud game of OCEANS, `tv` on the TV. */
async function feudOnTv(tv: Page | null, ctx: ScreenshotContext, host?: Page) {
  const page = tv ?? host;
  if (!page) throw new Error('no page');
  const [h, al, bo, cy] = await Promise.all(
    [host ?? null, null, null, null].map((own) => own ?? phoneGuest(page, ctx)),
  );
  if (!h || !al || !bo || !cy) throw new Error('no phones');
  const phones: FeudPhones = { host: h, al, bo, cy };
  const code = await startFeudGame(phones, tv);
  const names = { al: await nameOf(al), bo: await nameOf(bo) };
  return { code, phones, names };
}

/** The face-off: the host named Bo and Al; Bo has answered Atlantic. */
async function tvFaceOff(page: Page, ctx: ScreenshotContext) {
  const { phones, names } = await feudOnTv(page, ctx);
  await pickFaceOff(phones.host, names.bo, names.al);
  await feudHeadline(phones.bo).getByText(`Face-off! ${names.bo} vs ${names.al}`).waitFor();
  await guess(phones.bo, 'atlantic');
  await page.getByTestId('screen-face-off').getByText('answered').waitFor({ state: 'attached' });
}

/** The floor after the face-off (Team 1, bank 5), then `misses` strikes. */
async function tvFloor(page: Page, ctx: ScreenshotContext, misses: number) {
  const party = await feudOnTv(page, ctx);
  await faceOffWonByTeamOne(party.phones, party.names);
  const seas = ['red sea', 'dead sea', 'caspian sea'];
  for (let strike = 1; strike <= misses; strike += 1) {
    await floorMiss(party.phones, page, strike, seas[strike - 1] ?? 'sargasso sea');
  }
  return party;
}

/** The bank growing: the floor finds Pacific (bank 10, no strikes). */
async function tvBank(page: Page, ctx: ScreenshotContext) {
  const { phones } = await tvFloor(page, ctx, 0);
  await guess(await oneWithInput([phones.host, phones.bo]), 'pacific');
  await page.locator('[data-testid="feud-bank"][data-bank="10"]').waitFor();
}

/** The host's phone (360×640) on the floor with two strikes: their go again. */
async function phoneFloor(page: Page, ctx: ScreenshotContext) {
  const party = await feudOnTv(null, ctx, page);
  await faceOffWonByTeamOne(party.phones, party.names);
  for (const [strike, sea] of [
    [1, 'red sea'],
    [2, 'dead sea'],
  ] as const) {
    const guesser = await oneWithInput([party.phones.host, party.phones.bo]);
    await guess(guesser, sea);
    await page.getByRole('img', { name: `${strike} of 3 strikes` }).waitFor();
  }
  await guessInput(page).waitFor();
}

const TV_SIZE = { label: 'tv-1920x1080', ...TV };
const common = { path: '/', auth: 'guest', sizes: [TV_SIZE] } as const;
const strikesSettled = async (page: Page) => {
  await page.getByRole('img', { name: '2 of 3 strikes' }).waitFor();
  await page.getByTestId('feud-strike-flash').waitFor({ state: 'detached' });
};

/**
 * An online Feud game (FEUD-7..9) on the TV at 1920×1080: the face-off, two strikes, the
 * stage-wide flash of a strike, the steal, the bank; and a phone (360×640) on the floor.
 */
export const feudScreenshotTargets: ScreenshotTarget[] = [
  {
    ...common,
    name: 'screen-feud-face-off',
    setup: tvFaceOff,
    ready: (page) => page.getByTestId('screen-face-off').waitFor(),
  },
  {
    ...common,
    name: 'screen-feud-strikes',
    setup: async (page, ctx) => void (await tvFloor(page, ctx, 2)),
    ready: strikesSettled,
  },
  {
    ...common,
    name: 'screen-feud-strike-flash',
    setup: async (page, ctx) => {
      const { phones } = await tvFloor(page, ctx, 0);
      await guess(await oneWithInput([phones.host, phones.bo]), 'red sea');
    },
    ready: (page) => page.getByTestId('feud-strike-flash').waitFor({ state: 'attached' }),
  },
  {
    ...common,
    name: 'screen-feud-steal',
    setup: async (page, ctx) => void (await tvFloor(page, ctx, 3)),
    ready: async (page) => {
      await page.getByTestId('screen-steal').waitFor();
      await page.getByTestId('feud-strike-flash').waitFor({ state: 'detached' });
    },
  },
  {
    ...common,
    name: 'screen-feud-bank',
    setup: tvBank,
    ready: (page) => page.locator('[data-testid="feud-bank"][data-bank="10"]').waitFor(),
  },
  {
    name: 'online-feud-floor',
    path: '/',
    auth: 'guest',
    sizes: [{ label: 'phone-360x640', width: 360, height: 640 }],
    setup: phoneFloor,
    ready: (page) => guessInput(page).waitFor(),
  },
];
