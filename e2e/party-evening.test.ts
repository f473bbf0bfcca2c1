import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { e2eSuite, expectNoAxeViolations, expectText } from './support';
import {
  createParty,
  findTopicCard,
  guessInput,
  joinParty,
  newPlayer,
  OCEANS,
  waitForScreen,
} from './online-steps';

/** Counts the host's taps on the way to a turn (reported in the note). */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    get count() {
      return taps;
    },
  };
}

e2eSuite('The evening: quick start, surprise, rounds', (e2e) => {
  it('[SETUP-6][SETUP-7] from the lobby to the first turn in 2 taps: Start Game, then Play on a topic', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const bea = await newPlayer(e2e);
    const code = await createParty(host.page);
    await joinParty(al.page, code);
    await joinParty(bea.page, code);

    const taps = tapCounter();
    await taps.tap(host.page.getByRole('button', { name: 'Start Game' }));
    await waitForScreen(host.page, code, 'topics');
    await expectText(host.page, 'Surprise me');
    await expectNoAxeViolations(host.page, { label: '/party/topics (quick start, phone)' });
    const card = await findTopicCard(host.page, OCEANS.title);
    await taps.tap(card.getByRole('button', { name: 'Play' }));
    await Promise.all([host, al, bea].map((p) => waitForScreen(p.page, code, 'play')));
    // SETUP-5: the teams were balanced with no team screen: host and Bea on Team 1, Al on Team 2.
    await guessInput(host.page).waitFor();
    await guessInput(bea.page).waitFor();
    expect(await guessInput(al.page).count()).toBe(0);
    expect(taps.count).toBe(2);
    console.info(`[evening] taps from the lobby to the first turn: ${taps.count}`);
  });
});
