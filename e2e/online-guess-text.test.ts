// VIEW-3, VIEW-4: a guess carrying a right-to-left override, zero-width
// characters and a swear word, as the big screen and the other players see it.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectText } from './support';
import {
  assignTeams,
  banner,
  begin,
  chooseTopic,
  createParty,
  expectActivity,
  expectBanner,
  guess,
  guessInput,
  joinParty,
  newPlayer,
  OCEANS,
  setupTeams,
  startGame,
} from './online-steps';
import { openBigScreen } from './online-screen-steps';

/** Control (but the page's own line breaks), format (bidi, zero-width) and invisible characters. */
const INVISIBLE = /(?!\s)[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** All the text a page holds (textContent: the screen writes its banner in capitals). */
const shownText = async (page: Page) => (await page.locator('body').textContent()) ?? '';

e2eSuite('Guess text on every screen', (e2e) => {
  it('[VIEW-3][VIEW-4] a guess shows cleaned and masked on the big screen and the phones, and a masked right guess still scores', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await createParty(host.page);
    await joinParty(al.page, code);
    const { popup: tv } = await openBigScreen(host.page, host.context);
    await startGame(host.page, code);
    await chooseTopic(host.page, code, OCEANS.title);
    await setupTeams(host.page, code, { turnSeconds: 120 });
    await assignTeams(host.page);
    await begin(host.page, code, [al.page]);

    // The host (Team 1) types a bidi override, a zero-width space and a swear word.
    await guessInput(host.page).waitFor();
    await guess(host.page, '\u202Efuck\u200B off');
    await expectBanner(tv, 'Incorrect guess');
    await expect.poll(() => banner(tv).textContent()).toContain('“**** off”');
    expect(await shownText(tv)).not.toMatch(INVISIBLE);
    await expectActivity(al.page, '**** off');

    // Al (Team 2): invisible characters only are refused with a clear message.
    await guessInput(al.page).waitFor();
    await guess(al.page, '\u200B\u202E');
    await expectText(al.page, 'This guess has only invisible characters. Please type a guess.');

    // A right guess with a swear word still scores; others see it masked.
    await guess(al.page, 'fucking pacific');
    await expectBanner(tv, 'Correct! #1 answer found! +5 points');
    await expect.poll(() => banner(tv).textContent()).toContain('“******* pacific”');
    await expectActivity(host.page, '******* pacific');

    for (const page of [tv, host.page, al.page]) {
      const text = await shownText(page);
      expect(text).not.toMatch(INVISIBLE);
      expect(text.toLowerCase()).not.toContain('fuck');
    }
  });
});
