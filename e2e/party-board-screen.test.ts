import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createGuestSession, e2eSuite, expectNoAxeViolations } from './support';
import {
  assignTeams,
  begin,
  chooseTopic,
  createParty,
  joinParty,
  newPlayer,
  OCEANS,
  setupTeams,
  startGame,
  waitForScreen,
} from './online-steps';
import { openBigScreen, TV } from './online-screen-steps';

/** The big screen's control bar: its opacity as drawn. */
function controlsOpacity(tv: Page): Promise<string> {
  return tv.getByTestId('screen-controls').evaluate((bar) => getComputedStyle(bar).opacity);
}

/**
 * `target`'s inside (its rounded corners aside) looks the same with the
 * animated background drawn and hidden: the decoration never shows through content.
 */
async function expectBackgroundBehind(page: Page, target: string): Promise<void> {
  const box = await page.getByRole('region', { name: target }).boundingBox();
  if (!box) throw new Error(`no ${target} on ${page.url()}`);
  const inset = 16;
  const clip = {
    x: box.x + inset,
    y: box.y + inset,
    width: box.width - 2 * inset,
    height: box.height - 2 * inset,
  };
  const canvas = page.getByTestId('background-canvas');
  await canvas.waitFor({ state: 'attached' });
  const drawn = await page.screenshot({ clip });
  await canvas.evaluate((element) => (element.style.visibility = 'hidden'));
  const bare = await page.screenshot({ clip });
  await canvas.evaluate((element) => (element.style.visibility = ''));
  expect(drawn.equals(bare), `the background shows through ${target}`).toBe(true);
}

e2eSuite('The room sees the game, not the decoration (TV full screen, background)', (e2e) => {
  it('in the dark theme the background lines stay behind the team cards', async () => {
    // A still background (reduced motion draws it once), so the two pictures can be compared.
    const options = { colorScheme: 'dark', reducedMotion: 'reduce' } as const;
    const host = await newPlayer(e2e, 'phone', options);
    const al = await newPlayer(e2e, 'phone', options);
    const code = await createParty(host.page);
    await joinParty(al.page, code);
    await startGame(host.page, code);
    await chooseTopic(host.page, code, OCEANS.title);
    await setupTeams(host.page, code);
    await assignTeams(host.page);
    await waitForScreen(al.page, code, 'teams');
    expect(
      await host.page.evaluate(() => document.documentElement.classList.contains('dark')),
    ).toBe(true);
    for (const page of [host.page, al.page]) {
      await expectBackgroundBehind(page, 'Team 1');
      await expectBackgroundBehind(page, 'Team 2');
    }
    await expectNoAxeViolations(host.page, { label: '/party/teams (dark)' });
  });

  it('in full screen the board owns the TV; the controls come with the mouse or the keyboard and go again', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await createParty(host.page);
    await joinParty(al.page, code);
    const { popup, link } = await openBigScreen(host.page, host.context);
    await popup.close();
    const tvContext = await e2e.newContext({ device: 'desktop', viewport: TV });
    await createGuestSession(tvContext, e2e.baseURL);
    const tv = await tvContext.newPage();
    await tv.goto(link);
    await startGame(host.page, code);
    await chooseTopic(host.page, code, OCEANS.title);
    await setupTeams(host.page, code);
    await assignTeams(host.page);
    await begin(host.page, code, [al.page]);
    await tv.getByRole('list', { name: 'Answer board' }).waitFor();

    await tv.getByRole('button', { name: 'Full Screen' }).click();
    await expect.poll(() => tv.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    // The board owns the screen: the content starts at the TV's top edge, the bar is gone.
    await expect.poll(() => controlsOpacity(tv), { timeout: 10_000 }).toBe('0');
    const content = await tv.locator('#screen-content').boundingBox();
    expect(content?.y).toBe(0);
    expect(content?.height).toBe(TV.height);

    // A mouse move brings the controls; a few seconds without one takes them away.
    await tv.mouse.move(400, 400);
    await expect.poll(() => controlsOpacity(tv)).toBe('1');
    await tv.getByRole('button', { name: 'Exit Full Screen' }).waitFor();
    await expect.poll(() => controlsOpacity(tv), { timeout: 10_000 }).toBe('0');

    // The keyboard reaches them too, and they show while a control has the focus.
    await tv.keyboard.press('Shift+Tab');
    await expect.poll(() => controlsOpacity(tv)).toBe('1');
    await expectNoAxeViolations(tv, { label: '/party/screen (full screen, controls shown)' });
    await tv.getByRole('button', { name: 'Exit Full Screen' }).click();
    await expect.poll(() => tv.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await tv.getByRole('button', { name: 'Full Screen' }).waitFor();
    expect((await tv.locator('#screen-content').boundingBox())?.y).toBeGreaterThan(0);
  });
});
