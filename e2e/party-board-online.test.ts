import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createGuestSession, e2eSuite, expectNoAxeViolations } from './support';
import {
  assignTeams,
  begin,
  chooseTopic,
  createParty,
  guess,
  guessInput,
  joinParty,
  newPlayer,
  OCEANS,
  setupTeams,
  startGame,
  teamChip,
  waitForScreen,
} from './online-steps';
import { openBigScreen, TV } from './online-screen-steps';
import {
  bannerOverTile,
  expectGameOverWithoutRing,
  expectMarks,
  foundTile,
} from './party-board-steps';

/** Waits until the page's board shows `answer` found in slot `rank` (1-based). */
async function waitForTile(page: Page, rank: number, answer: string) {
  await foundTile(page, rank).filter({ hasText: answer }).waitFor({ timeout: 20_000 });
}

e2eSuite('The board in front of the room (online phones and the TV)', (e2e) => {
  it('[SCORE-4] hits are not strikes, the turn banner clears the reveal, the last reveal plays before the winner, no ring on "Game Over!"', async () => {
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
    await setupTeams(host.page, code, { maxAttempts: 4, turnSeconds: 60 });
    await assignTeams(host.page);
    await begin(host.page, code, [al.page]);
    await tv.getByRole('heading', { name: OCEANS.title }).waitFor();
    const screens = [host.page, al.page, tv];

    // Bug 7: Pacific is slot 1; the "Team 2's turn" banner lands clear of it, phone and TV.
    const banners = [al.page, tv].map((page) => bannerOverTile(page, 1, "Team 2's turn"));
    await guess(host.page, 'pacific');
    for (const banner of await Promise.all(banners)) {
      expect(banner).toEqual({ text: expect.stringContaining("Team 2's turn"), overlaps: false });
    }

    // Bug 1: a hit is drawn as a hit, a miss as a strike, on every phone and the TV.
    await guess(al.page, 'red sea');
    await guessInput(host.page).waitFor();
    await guess(host.page, 'caspian');
    await guessInput(al.page).waitFor();
    await guess(al.page, 'indian');
    await guessInput(host.page).waitFor();
    await guess(host.page, 'atlantic');
    for (const page of screens) {
      await expectMarks(teamChip(page, 'Team 1'), 'hit miss hit left', '2 found, 1 miss, 1 left');
      await expectMarks(teamChip(page, 'Team 2'), 'miss hit left left', '1 found, 1 miss, 2 left');
    }
    await expectNoAxeViolations(tv, { label: '/party/screen (hits and misses)' });

    // Bug 7 again: Southern is slot 4, so the banner keeps to the top half.
    const lower = [host.page, tv].map((page) => bannerOverTile(page, 4, "Team 1's turn"));
    await guessInput(al.page).waitFor();
    await guess(al.page, 'southern');
    for (const banner of await Promise.all(lower)) {
      expect(banner).toEqual({ text: expect.stringContaining("Team 1's turn"), overlaps: false });
    }

    // Bug 8: the fifth answer turns over on the board and stays readable before the winner.
    await guessInput(host.page).waitFor();
    await guess(host.page, 'arctic');
    for (const page of [host.page, al.page]) {
      await waitForTile(page, 5, 'Arctic');
      expect(new URL(page.url()).pathname).toBe(`/party/${code}/play`);
    }
    await waitForTile(tv, 5, 'Arctic');
    await tv.waitForTimeout(1000);
    expect(await tv.getByRole('heading', { name: 'Game Over!' }).count()).toBe(0);
    for (const page of [host.page, al.page]) {
      expect(new URL(page.url()).pathname).toBe(`/party/${code}/play`);
    }
    for (const page of [host.page, al.page]) await waitForScreen(page, code, 'results');
    await tv.getByRole('heading', { name: 'Game Over!' }).waitFor();

    // Bug 9: the focus moved to "Game Over!" (after a guess sent with Enter) draws no ring;
    // the controls keep theirs for keyboard users.
    await expectGameOverWithoutRing(host.page, 'Game Over!');
    await expectNoAxeViolations(host.page, { label: '/party/results after the last reveal' });
  });
});
