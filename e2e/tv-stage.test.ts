import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectNoAxeViolations } from './support';
import {
  assignTeams,
  begin,
  chooseTopic,
  guess,
  guessInput,
  joinParty,
  newPlayer,
  OCEANS,
  setupTeams,
  startGame,
  waitForScreen,
} from './online-steps';
import {
  expectFitsWithoutScrolling,
  lobbyOnTv,
  soundCount,
  soundToggle,
  stageSizeProblems,
} from './online-screen-steps';

/** The TV's board: the "Answer board" list. */
function board(tv: Page) {
  return tv.getByRole('list', { name: 'Answer board' });
}

/** The host's phone from the lobby to the first turn (host and the 2nd joiner on Team 1). */
async function toFirstTurn(host: Page, code: string, others: Page[], maxAttempts: number) {
  await startGame(host, code);
  await chooseTopic(host, code, OCEANS.title);
  await setupTeams(host, code, { maxAttempts, turnSeconds: 120 });
  await assignTeams(host);
  await begin(host, code, others);
}

/**
 * Records, on the TV, the order in which the game's last tile (#5) shows found on the board
 * and the winner's "Game Over!" heading appears: watched from the page itself, so the order
 * is read from the DOM, not from timing.
 */
async function watchFinale(tv: Page): Promise<void> {
  await tv.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { finale: string[] }).finale = seen;
    const look = () => {
      const tile = document.querySelector(
        '[aria-label="Answer board"] li[data-rank="5"][data-found="true"]',
      );
      if (tile && !seen.includes('last reveal')) seen.push('last reveal');
      const over = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Game Over!');
      if (over && !seen.includes('winner')) seen.push('winner');
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  });
}

e2eSuite('The TV is a stage (big screen at 1920×1080)', (e2e) => {
  it('[PAUSE-1][SCORE-4] names arrive in the lobby; text ≥ 32 px and marks ≥ 40 px; "Out of guesses" in words; PAUSED over the board until the host resumes', async () => {
    const { host, al, code, tv } = await lobbyOnTv(e2e);
    const players = tv.getByRole('region', { name: /^Players/ });
    await players.getByText(al.name, { exact: true }).waitFor();
    // Someone arriving while the TV shows the lobby appears on it.
    const bea = await newPlayer(e2e);
    await joinParty(bea.page, code);
    await players.getByText(bea.name, { exact: true }).waitFor();
    await tv.getByRole('heading', { name: 'Players (3)' }).waitFor();
    expect(await stageSizeProblems(tv)).toEqual([]);
    await expectFitsWithoutScrolling(tv);

    // Host and Bea on Team 1, Al on Team 2; 2 attempts each.
    await toFirstTurn(host.page, code, [al.page, bea.page], 2);
    await board(tv).waitFor();
    await guess(host.page, 'pacific');
    await guessInput(al.page).waitFor();
    await guess(al.page, 'red sea');
    await guessInput(host.page).waitFor();
    await guess(host.page, 'atlantic');
    await board(tv).getByText('Atlantic').waitFor();
    const teamOne = tv.getByRole('list', { name: 'Teams' }).getByRole('listitem').first();
    // Team 1 has used its 2 attempts: said in words, not a cross that reads as a strike.
    await teamOne.getByText('Out of guesses', { exact: true }).waitFor();
    expect(await teamOne.getByText('✕').count()).toBe(0);
    await tv.getByRole('img', { name: '0 found, 1 miss, 1 left' }).waitFor();
    expect(await stageSizeProblems(tv)).toEqual([]);
    await expectNoAxeViolations(tv, { label: '/party/screen (stage, play)' });

    // The host pauses: "Paused" covers the TV's board; resumed, it goes.
    await host.page.getByRole('button', { name: 'Pause Game' }).click();
    const paused = tv.getByTestId('screen-paused');
    await paused.waitFor();
    await tv.getByRole('status').filter({ hasText: 'Paused' }).first().waitFor();
    const cover = await paused.boundingBox();
    const slots = await board(tv).boundingBox();
    expect(cover && slots).toBeTruthy();
    if (cover && slots) {
      expect(cover.x).toBeLessThanOrEqual(slots.x);
      expect(cover.y).toBeLessThanOrEqual(slots.y);
      expect(cover.x + cover.width).toBeGreaterThanOrEqual(slots.x + slots.width);
      expect(cover.y + cover.height).toBeGreaterThanOrEqual(slots.y + slots.height);
    }
    // The board is under it: what shows at its middle is the "Paused" card.
    expect(
      await paused.evaluate(
        (card, box) => {
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && card.contains(hit);
        },
        slots ?? { x: 0, y: 0, width: 0, height: 0 },
      ),
    ).toBe(true);
    expect(await stageSizeProblems(tv)).toEqual([]);
    await expectNoAxeViolations(tv, { label: '/party/screen (paused)' });

    await host.page.getByRole('button', { name: 'Resume Game' }).click();
    await paused.waitFor({ state: 'detached' });
    await board(tv).getByText('Atlantic').waitFor();
  });

  it("[TURN-3] the last answer's reveal (and its sound) plays on the TV before the winner", async () => {
    const { host, al, code, tv } = await lobbyOnTv(e2e);
    await toFirstTurn(host.page, code, [al.page], 3);
    await board(tv).waitFor();
    // A first touch on the TV lets it play sounds (the browser's autoplay rule).
    await soundToggle(tv).click();
    await soundToggle(tv).click();
    const turns = [
      [host.page, 'Pacific'],
      [al.page, 'Atlantic'],
      [host.page, 'Indian'],
      [al.page, 'Southern'],
    ] as const;
    for (const [phone, answer] of turns) {
      await guessInput(phone).waitFor();
      await guess(phone, answer.toLowerCase());
      await board(tv).getByText(answer).waitFor();
    }
    await watchFinale(tv);
    // Arctic, the last answer, ends the game: the phones may move on at once.
    await guessInput(host.page).waitFor();
    await guess(host.page, 'arctic');
    await waitForScreen(host.page, code, 'results');
    await tv.getByRole('heading', { name: 'Game Over!' }).waitFor();
    expect(await tv.evaluate(() => (window as unknown as { finale: string[] }).finale)).toEqual([
      'last reveal',
      'winner',
    ]);
    // The board has made way for the results; the reveal's sound and the winner's played.
    expect(await board(tv).count()).toBe(0);
    expect(await soundCount(tv, 'correct')).toBe(5);
    await expect.poll(() => soundCount(tv, 'winner')).toBe(1);
    expect(await stageSizeProblems(tv)).toEqual([]);
    await expectNoAxeViolations(tv, { label: '/party/screen (stage, results)' });
    await expectFitsWithoutScrolling(tv);
  });
});
