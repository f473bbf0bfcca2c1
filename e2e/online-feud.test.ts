import { expect, it } from 'vitest';
import { e2eSuite, expectNoAxeViolations, expectNoHorizontalOverflow } from './support';
import { createGuestSession } from './support/auth';
import { topicInPlay } from './evening-steps';
import {
  clearTheBoard,
  faceOffWonByTeamOne,
  feudHeadline,
  floorMiss,
  startFeudGame,
  strikeFlash,
  topicAnswers,
  withInput,
} from './feud-steps';
import {
  expectFitsWithoutScrolling,
  soundCount,
  stageSizeProblems,
  TV,
} from './online-screen-steps';
import { guess, guessInput, newPlayer, waitForScreen } from './online-steps';

const STEAL_CALL = 'STEAL! Confer with your team: one guess takes the bank';

e2eSuite('Online Feud: four phones, two teams, a TV', (e2e) => {
  // Two whole games on five browser profiles in one party (no second set-up to wait for):
  // about a minute, more room on a busy machine.
  it('[FEUD-7][FEUD-8][FEUD-9] a face-off, three strikes on the floor, a steal taking the bank; then a cleared board', async () => {
    const [host, al, bo, cy] = await Promise.all([1, 2, 3, 4].map(() => newPlayer(e2e)));
    if (!host || !al || !bo || !cy) throw new Error('no players');
    const phones = { host: host.page, al: al.page, bo: bo.page, cy: cy.page };
    const tvContext = await e2e.newContext({ device: 'desktop', viewport: TV });
    await createGuestSession(tvContext, e2e.baseURL);
    const tv = await tvContext.newPage();
    const code = await startFeudGame(phones, tv);
    // A first touch on the TV lets it play sounds (browser autoplay rules).
    await tv.locator('#screen-content').click();

    // The face-off: the host names Bo and Al; Cy watches; the TV shows the pair.
    await faceOffWonByTeamOne(phones, { al: al.name, bo: bo.name });
    expect(await tv.getByTestId('feud-bank').getAttribute('data-bank')).toBe('5');

    // The floor: Team 1 guesses, one member at a time; Team 2 only waits for its chance.
    expect(await withInput([al.page, cy.page])).toEqual([]);
    await cy.page.getByText(/Three strikes and you get a chance to steal!/).waitFor();
    await tv.getByText('has the floor').waitFor();
    const flash = strikeFlash(tv, 1).waitFor();
    await floorMiss(phones, tv, 1, 'red sea');
    await flash;
    await floorMiss(phones, tv, 2, 'dead sea');
    expect(await stageSizeProblems(tv)).toEqual([]);
    await expectFitsWithoutScrolling(tv);
    await floorMiss(phones, tv, 3, 'caspian sea');
    await expect.poll(() => soundCount(tv, 'wrong')).toBeGreaterThanOrEqual(3);

    // The steal: Team 2 confers on both phones; one guess takes the whole bank.
    await tv.getByTestId('screen-steal').getByText('STEAL!').waitFor();
    await al.page.getByText(STEAL_CALL).waitFor();
    await cy.page.getByText(STEAL_CALL).waitFor();
    expect(await withInput([host.page, bo.page])).toEqual([]);
    await expectNoAxeViolations(cy.page, { label: 'Feud steal, phone' });
    await expectNoAxeViolations(tv, { label: 'Feud steal, TV' });
    // 200 % zoom on the TV: half the CSS pixels; the stage scrolls down, never sideways.
    await tv.setViewportSize({ width: TV.width / 2, height: TV.height / 2 });
    await tv.getByTestId('screen-steal').getByText('STEAL!').waitFor();
    await expectNoHorizontalOverflow(tv);
    const sideways = await tv.evaluate(() => {
      const stage = document.getElementById('screen-content');
      return stage ? stage.scrollWidth - stage.clientWidth : -1;
    });
    expect(sideways).toBe(0);
    await tv.setViewportSize(TV);
    await guess(cy.page, 'pacific');
    await Promise.all(Object.values(phones).map((page) => waitForScreen(page, code, 'results')));
    await host.page
      .getByTestId('feud-won')
      .getByText('Team 2 stole the bank: 10 points!')
      .waitFor();
    await tv
      .getByTestId('screen-feud-won')
      .getByText('Team 2 stole the bank: 10 points!')
      .waitFor();
    // Reveal the rest: Indian and Southern turn over one by one on the TV, each with a sound.
    const reveals = await soundCount(tv, 'correct');
    await tv.locator('[data-rest="shown"]').nth(1).waitFor({ timeout: 10_000 });
    await tv.getByText('Southern', { exact: true }).waitFor();
    await expect.poll(() => soundCount(tv, 'correct')).toBeGreaterThanOrEqual(reveals + 2);

    // The second game: Next Round keeps Feud; whoever may guess clears the board.
    const feud = host.page.getByRole('radio', { name: /^Feud/ });
    expect(await feud.isChecked()).toBe(true);
    await host.page.getByRole('button', { name: 'Next Round' }).click();
    await Promise.all(Object.values(phones).map((page) => waitForScreen(page, code, 'play')));
    await feudHeadline(host.page)
      .getByText(/^Face-off!/)
      .waitFor();
    const title = await topicInPlay(host.page);
    await clearTheBoard(code, Object.values(phones), topicAnswers(title));
    const cleared = /^Team \d cleared the board and banked 15 points!$/;
    await host.page.getByTestId('feud-won').getByText(cleared).waitFor();
    await tv.getByTestId('screen-feud-won').getByText(cleared).waitFor();
    expect(await guessInput(al.page).count()).toBe(0);
  }, 180_000);
});
