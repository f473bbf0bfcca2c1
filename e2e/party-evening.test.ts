import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { e2eSuite, expectNoAxeViolations, expectText } from './support';
import { createGuestSession } from './support/auth';
import { playRound, topicInPlay } from './evening-steps';
import { openBigScreen, TV } from './online-screen-steps';
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

  it('[ROUND-1][ROUND-2][ROUND-3][ROUND-5] three surprise rounds: never the same topic, standings on phones and TV, the match winner', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const bea = await newPlayer(e2e);
    const code = await createParty(host.page);
    await joinParty(al.page, code);
    await joinParty(bea.page, code);
    const { popup, link } = await openBigScreen(host.page, host.context);
    await popup.close();
    const tvContext = await e2e.newContext({ device: 'desktop', viewport: TV });
    await createGuestSession(tvContext, e2e.baseURL);
    const tv = await tvContext.newPage();
    await tv.goto(link);
    await tv.getByText(code, { exact: true }).first().waitFor();
    const phones = [host.page, al.page, bea.page];

    // Round 1: Start Game → Surprise me (2 taps); Team 1 (host, Bea) finds the top answer.
    const first = tapCounter();
    await first.tap(host.page.getByRole('button', { name: 'Start Game' }));
    await waitForScreen(host.page, code, 'topics');
    await first.tap(host.page.getByRole('button', { name: 'Surprise me' }));
    await Promise.all(phones.map((page) => waitForScreen(page, code, 'play')));
    await guessInput(host.page).waitFor();
    expect(first.count).toBe(2);
    const titles = [await playRound(code, phones, { hostScores: true })];
    for (const page of phones) await waitForScreen(page, code, 'results');
    // ROUND-6: each phone hears how its team did; one game shows no match standings.
    await expectText(bea.page, 'You won!');
    await expectText(al.page, 'Your team came 2nd');
    await expectText(al.page, /^Top scorer: /);
    expect(await al.page.getByRole('region', { name: 'Match Standings' }).count()).toBe(0);

    // Round 2: "Next Round" (1 tap) → the first turn of a new surprise topic.
    const next = tapCounter();
    await next.tap(host.page.getByRole('button', { name: 'Next Round' }));
    await Promise.all(phones.map((page) => waitForScreen(page, code, 'play')));
    await guessInput(host.page).waitFor();
    expect(next.count).toBe(1);
    titles.push(await playRound(code, phones, { hostScores: false }));
    for (const page of phones) await waitForScreen(page, code, 'results');
    const standings = al.page.getByRole('region', { name: 'Match Standings' });
    await standings.waitFor();
    await expectText(al.page, 'After 2 rounds');
    expect(await standings.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/1st\s*Team 1\s*5 pts/),
      expect.stringMatching(/2nd\s*Team 2\s*0 pts/),
    ]);
    const tvStandings = tv.getByRole('region', { name: /^Match Standings/ });
    await tvStandings.waitFor();
    await expectText(tv, /after 2 rounds/);
    await expectNoAxeViolations(al.page, { label: '/party/results (match standings, phone)' });

    // Round 3, then End Match: the match winner on the phones and the TV.
    await host.page.getByRole('button', { name: 'Next Round' }).click();
    await waitForScreen(host.page, code, 'play');
    titles.push(await topicInPlay(host.page));
    await playRound(code, phones, { hostScores: false });
    // ROUND-5: "Surprise me" never repeats a topic in a match.
    expect(new Set(titles).size).toBe(3);
    await host.page.getByRole('button', { name: 'End Match' }).click();
    await expectText(al.page, 'Team 1 wins the match!');
    await expectText(tv, 'Team 1 wins the match!');
    await expectText(tv, /after 3 rounds/);
    console.info(
      `[evening] taps: lobby → first turn ${first.count}, results → next round's first turn ${next.count}; topics ${titles.join(' | ')}`,
    );
  });

  it('[ROUND-8][ROUND-3] after a topic of a yearly series, its twin is shown as not offered, after End Match too', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await createParty(host.page);
    await joinParty(al.page, code);
    const played = 'Largest smartphone vendors by shipments (IDC, 2022)';
    const twin = 'Largest smartphone vendors by shipments (IDC, 2023)';
    await host.page.getByRole('button', { name: 'Start Game' }).click();
    await waitForScreen(host.page, code, 'topics');
    await (await findTopicCard(host.page, played)).getByRole('button', { name: 'Play' }).click();
    await playRound(code, [host.page, al.page], { hostScores: false });
    await host.page.getByRole('button', { name: 'Choose Topic' }).click();
    await waitForScreen(host.page, code, 'topics');
    const card = await findTopicCard(host.page, twin);
    await card.getByText('Too close to a topic played tonight').waitFor();
    expect(await card.getByRole('button', { name: 'Play' }).isDisabled()).toBe(true);
    const again = await findTopicCard(host.page, played);
    expect(await again.getByRole('button', { name: 'Play' }).isDisabled()).toBe(false);
    await expectNoAxeViolations(host.page, { label: '/party/topics (a twin not offered)' });

    // A second round, then End Match: the next match starts with no rounds, yet the twin is
    // still refused by the server, and the chooser still says so.
    await (
      await findTopicCard(host.page, OCEANS.title)
    )
      .getByRole('button', { name: 'Play' })
      .click();
    await waitForScreen(host.page, code, 'play');
    await playRound(code, [host.page, al.page], { hostScores: false });
    await host.page.getByRole('button', { name: 'End Match' }).click();
    await host.page.getByRole('button', { name: 'Choose Topic' }).click();
    await waitForScreen(host.page, code, 'topics');
    const after = await findTopicCard(host.page, twin);
    await after.getByText('Too close to a topic played tonight').waitFor();
    expect(await after.getByRole('button', { name: 'Play' }).isDisabled()).toBe(true);
  });
});
