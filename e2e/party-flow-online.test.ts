// Party flow without friction, online with several phones: simultaneous guesses,
// the phone lobby and play screens, and Play Again that keeps the party.
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { e2eSuite, expectText, gateSocket } from './support';
import {
  banner,
  createParty,
  expectActivity,
  guessInput,
  joinParty,
  newPlayer,
  OCEANS,
  reachPlay,
  waitForScreen,
} from './online-steps';

const PHONE = { width: 360, height: 640 };

/** Whether `locator` is wholly inside the viewport with the page not scrolled. */
async function inFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  await locator.waitFor();
  const box = await locator.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  const size = page.viewportSize();
  if (box === null || size === null) return false;
  return scrolled === 0 && box.y >= 0 && box.y + box.height <= size.height;
}

e2eSuite('Party flow online', (e2e) => {
  it('phone lobby at 360×640: the code, Share, the member count and Start Game need no scrolling', async () => {
    const host = await newPlayer(e2e);
    await host.page.setViewportSize(PHONE);
    const al = await newPlayer(e2e);
    await al.page.setViewportSize(PHONE);
    const code = await createParty(host.page);
    await joinParty(al.page, code);
    for (const page of [host.page, al.page]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await inFirstScreen(page, page.getByText(code, { exact: true }).first())).toBe(true);
      expect(await inFirstScreen(page, page.getByText('2 players in the party'))).toBe(true);
      expect(await inFirstScreen(page, page.getByRole('button', { name: 'Share Invite' }))).toBe(
        true,
      );
    }
    expect(
      await inFirstScreen(host.page, host.page.getByRole('button', { name: 'Start Game' })),
    ).toBe(true);
  });

  it('[TURN-8] two teammates submit in the same tick: neither sees an error; the late one sees what happened', async () => {
    // Joining order makes the teams: host and Bea on Team 1, Al on Team 2.
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const bea = await newPlayer(e2e);
    const gates = await Promise.all([host.page, bea.page].map(gateSocket));
    await reachPlay(host, [al, bea], { turnSeconds: 60 });
    for (const page of [host.page, bea.page]) {
      await guessInput(page).waitFor();
      await expectText(page, /You're on Team 1/);
      await expectText(page, "Your team's turn!");
    }
    await expectText(al.page, /You're on Team 2/);
    await expectText(al.page, `Guessing now: ${host.name}, ${bea.name}`);
    await guessInput(host.page).fill('Pacific');
    await guessInput(bea.page).fill('Atlantic');
    // The same tick: both guesses leave before either phone hears of the other. The test
    // holds back what the server sends the two phones until both have sent (on a busy
    // machine a phone can otherwise hear the first guess, move on, and send nothing).
    for (const gate of gates) gate.hold();
    for (const page of [host.page, bea.page]) await guessInput(page).press('Enter');
    const guessSent = /"type":"guess"/;
    await expect.poll(() => gates.map((gate) => gate.sent(guessSent))).toEqual([1, 1]);
    for (const gate of gates) gate.release();
    await expectActivity(al.page, /pacific|atlantic/);
    for (const page of [host.page, bea.page]) {
      await expect.poll(() => banner(page).innerText()).not.toBe('');
      expect(await banner(page).innerText()).not.toContain('Failed to submit guess');
      expect(await page.getByText('Failed to submit guess').count()).toBe(0);
    }
    // One of them took the turn; the other is told who guessed what, and keeps the text. The
    // late one's reply can land after the broadcast of the first guess has already filled its
    // banner, so wait for it rather than read once.
    const told = async () => {
      const texts = await Promise.all([host.page, bea.page].map((p) => banner(p).innerText()));
      return texts.some((t) => / guessed (pacific|atlantic): /.test(t));
    };
    await expect.poll(told).toBe(true);
  });

  it('[PARTY-4] Play Again online: everyone returns to the lobby with the same members and teams', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await reachPlay(host, [al], { maxAttempts: 1, topic: OCEANS.title });
    await guessInput(host.page).fill('Pacific');
    await guessInput(host.page).press('Enter');
    await guessInput(al.page).fill('Atlantic');
    await guessInput(al.page).press('Enter');
    for (const page of [host.page, al.page]) await waitForScreen(page, code, 'results');
    await host.page.getByRole('button', { name: 'Play Again' }).click();
    for (const page of [host.page, al.page]) await waitForScreen(page, code, 'lobby');

    // The host goes on: Start Game → the game type is kept → a topic → the teams as they were.
    await host.page.getByRole('button', { name: 'Start Game' }).click();
    await waitForScreen(host.page, code, 'topics');
    await host.page.getByLabel('Search topics').fill(OCEANS.title);
    await host.page
      .getByRole('article')
      .filter({ has: host.page.getByRole('heading', { name: OCEANS.title, exact: true }) })
      .getByRole('button', { name: 'Choose Topic' })
      .click();
    await waitForScreen(host.page, code, 'setup');
    await host.page.getByRole('button', { name: 'Team Setup' }).click();
    await waitForScreen(host.page, code, 'teams');
    await host.page.getByRole('button', { name: 'Begin Game' }).click();
    for (const page of [host.page, al.page]) await waitForScreen(page, code, 'play');
    await expectText(host.page, /You're on Team 1/);
    await expectText(al.page, /You're on Team 2/);
  });
});
