import { expect, it } from 'vitest';
import { partiesAfter } from './support/view-frames';
import { e2eSuite, expectNoAxeViolations, expectText } from './support';
import {
  assignTeams,
  begin,
  createParty,
  expectBanner,
  guess,
  guessInput,
  joinParty,
  newPlayer,
  setupTeams,
  startGame,
  waitForScreen,
} from './online-steps';
import {
  GAMES,
  GAMES_SECRETS,
  recordApiResponses,
  recordFrames,
  writeGamesTopic,
} from './my-topics-steps';

e2eSuite('My Topics: write a topic and play it online', (e2e) => {
  it('[TOPIC-3][VIEW-1] a host writes a topic with an alias, tries it, plays it; the alias scores and nothing leaks', async () => {
    const host = await newPlayer(e2e);
    await writeGamesTopic(host.page);
    await expectNoAxeViolations(host.page, { label: '/my-topics/new' });

    const tryBox = host.page.getByLabel('A guess a player might type');
    await tryBox.fill('quilly');
    await expectText(host.page, 'Hits #4 "Quillfeather" (+2 points)');
    await tryBox.fill('monopoly');
    await expectText(host.page, 'No answer: this guess would be wrong');
    await host.page.getByRole('button', { name: 'Save Topic' }).click();
    await host.page.waitForURL((url) => url.pathname === '/my-topics');
    await host.page.getByRole('heading', { name: GAMES.title }).waitFor();

    const player = await newPlayer(e2e);
    const frames = recordFrames(player.page);
    const responses = recordApiResponses(player.page);
    const code = await createParty(host.page);
    await joinParty(player.page, code);
    await startGame(host.page, code);
    await host.page.getByRole('tab', { name: 'My Topics (1)' }).click();
    await host.page
      .getByRole('article')
      .filter({ has: host.page.getByRole('heading', { name: GAMES.title }) })
      .getByRole('button', { name: 'Choose Topic' })
      .click();
    await waitForScreen(host.page, code, 'setup');
    await setupTeams(host.page, code);
    await assignTeams(host.page);
    await begin(host.page, code, [player.page]);

    // The host's team guesses first and misses; the player's team types the alias.
    await guess(host.page, 'snakes and ladders');
    await guessInput(player.page).waitFor();
    await guess(player.page, 'quilly');
    await expectBanner(host.page, 'Correct! #4 answer found! +2 points');
    await expectBanner(player.page, 'Correct! #4 answer found! +2 points');

    const views = partiesAfter(frames);
    GAMES.answers.forEach((answer, rank) => {
      const revealed = views.findIndex((view) => view?.revealedIndices.includes(rank) ?? false);
      const before = revealed === -1 ? frames : frames.slice(0, revealed);
      const early = before.filter((frame) => frame.toLowerCase().includes(answer.toLowerCase()));
      expect(early, `"${answer}" before it was revealed`).toEqual([]);
    });
    expect(frames.some((frame) => frame.includes('Quillfeather'))).toBe(true);
    expect(responses.length).toBeGreaterThan(0);
    for (const secret of GAMES_SECRETS) {
      const leaked = responses.filter((body) => body.toLowerCase().includes(secret));
      expect(leaked, `"${secret}" in an HTTP response of the player`).toEqual([]);
    }
  });
});
