import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createGuestSession, e2eSuite } from './support';
import { partiesAfter } from './support/view-frames';
import {
  assignTeams,
  begin,
  guess,
  guessInput,
  newPlayer,
  setupTeams,
  waitForScreen,
  expectActivity,
} from './online-steps';
import {
  expectFitsWithoutScrolling,
  openBigScreen,
  stageSizeProblems,
  TV,
} from './online-screen-steps';
import {
  answerSurvey,
  BEACH,
  boardEntry,
  chooseSurveySays,
  closeSurvey,
  joinOpenSurvey,
  startSurvey,
  surveyParty,
} from './survey-steps';

/** Every WebSocket frame the page receives, as text, in order. */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => frames.push(payload.toString()));
  });
  return frames;
}

/** The "N said it" lines of the page's board. */
function saidIt(page: Page) {
  return page.getByRole('list', { name: 'Answer board' }).getByText(/^\d+ said it$/);
}

/** What each of the five said (the host first); Al's frames are checked for the others'. */
const SAID = {
  host: ['Towel', 'Sunscreen'],
  al: ['Towel', 'Sun cream', 'Frisbee'],
  bea: ['towels', 'Umbrella'],
  cy: ['Sunscreen', 'Frisbee'],
  di: ['Towel', 'Flip flops'],
} as const;
/** Answers nobody but the others gave: they must not reach Al before they are revealed. */
const NOT_ALS = ['umbrella', 'flip flops'];

e2eSuite('Survey Says online', (e2e) => {
  it('[SURVEY-9][SURVEY-11] five phones answer a prompt privately and play its board to the results, the TV showing "N said it"', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const bea = await newPlayer(e2e);
    const cy = await newPlayer(e2e);
    const di = await newPlayer(e2e);
    const alFrames = recordFrames(al.page);
    const code = await surveyParty(host, [al, bea, cy]);
    const { popup } = await openBigScreen(host.page, host.context);
    await popup.close();
    const link = await host.page.getByRole('textbox', { name: 'Big screen link' }).inputValue();
    const tvContext = await e2e.newContext({ device: 'desktop', viewport: TV });
    await createGuestSession(tvContext, e2e.baseURL);
    const tv = await tvContext.newPage();
    await tv.goto(link);

    await chooseSurveySays(host.page, code);
    await startSurvey(host.page, code);
    for (const player of [al, bea, cy]) await waitForScreen(player.page, code, 'survey');
    // The TV: the prompt, and who has answered (never what).
    await tv.getByRole('heading', { name: 'Survey Says!' }).waitFor();
    await tv.getByText(BEACH.text).waitFor();

    await answerSurvey(host.page, SAID.host);
    await answerSurvey(al.page, SAID.al);
    await al.page.getByText(/^Waiting for the others: 2 of 4 answered$/).waitFor();
    await answerSurvey(bea.page, SAID.bea);
    // A late joiner lands on the survey and answers before it closes.
    await joinOpenSurvey(di.page, code);
    await answerSurvey(cy.page, SAID.cy);
    await answerSurvey(di.page, SAID.di);
    await tv.getByText('5 of 5 answered').waitFor();
    // The TV: no text under 32 px at 1920 × 1080, dark stage, nothing to scroll.
    expect(await stageSizeProblems(tv)).toEqual([]);
    await expectFitsWithoutScrolling(tv);
    const tvText = await tv.locator('body').innerText();
    for (const answer of ['Frisbee', 'Umbrella', 'Flip flops'])
      expect(tvText).not.toContain(answer);

    await closeSurvey(host.page, code);
    // Towel 4, Sunscreen 3 (its alias "sun cream" too), Frisbee 2, Umbrella 1, Flip flops 1.
    await boardEntry(host.page).getByText('Board ready: 5 answers').waitFor();
    for (const player of [al, bea, cy, di]) await waitForScreen(player.page, code, 'lobby');
    await boardEntry(host.page).getByRole('button', { name: 'Choose Board' }).click();
    await waitForScreen(host.page, code, 'setup');
    await setupTeams(host.page, code);
    // Round-robin in joining order: Team 1 host, Bea, Di; Team 2 Al, Cy.
    await assignTeams(host.page);
    await begin(
      host.page,
      code,
      [al, bea, cy, di].map((player) => player.page),
    );

    await guess(host.page, 'towel');
    await saidIt(tv).filter({ hasText: '4 said it' }).waitFor();
    await saidIt(al.page).filter({ hasText: '4 said it' }).first().waitFor();
    await guessInput(al.page).waitFor();
    await guess(al.page, 'sun cream');
    await expectActivity(host.page, 'sun cream');
    await guessInput(bea.page).waitFor();
    await guess(bea.page, 'frisbee');
    await expectActivity(host.page, 'frisbee');
    await guessInput(cy.page).waitFor();
    await guess(cy.page, 'umbrella');
    await expectActivity(host.page, 'umbrella');
    await saidIt(tv).nth(3).waitFor();
    expect(await saidIt(tv).allInnerTexts()).toEqual([
      '4 said it',
      '3 said it',
      '2 said it',
      '1 said it',
    ]);
    expect(await stageSizeProblems(tv)).toEqual([]);
    await guessInput(di.page).waitFor();
    await guess(di.page, 'flip flops');
    for (const player of [host, al, bea, cy, di]) await waitForScreen(player.page, code, 'results');

    // Al's frames: nobody else's answer before its slot was revealed.
    const views = partiesAfter(alFrames);
    const finished = views.findIndex((view) => view?.status === 'finished');
    expect(finished).toBeGreaterThan(0);
    const board = views[finished]?.topic?.answers.map((answer) => answer.text.toLowerCase()) ?? [];
    for (const answer of NOT_ALS) {
      const rank = board.indexOf(answer);
      expect(rank, answer).toBeGreaterThanOrEqual(0);
      const revealed = views.findIndex((view) => view?.revealedIndices.includes(rank) ?? false);
      expect(revealed, `${answer} was revealed`).toBeGreaterThan(0);
      const early = alFrames
        .slice(0, revealed)
        .filter((frame) => frame.toLowerCase().includes(answer));
      expect(early, `"${answer}" before it was revealed`).toEqual([]);
      // The recording works: the reveal brings it.
      expect(alFrames[revealed]?.toLowerCase()).toContain(answer);
    }
  });

  it('[SURVEY-10] a quizmaster merges two groups before the board goes live', async () => {
    const host = await newPlayer(e2e);
    const players = [await newPlayer(e2e), await newPlayer(e2e), await newPlayer(e2e)];
    const code = await surveyParty(host, players);
    await chooseSurveySays(host.page, code);
    await startSurvey(host.page, code);
    const said = [
      ['Towel', 'Bucket'],
      ['Towel', 'Spade'],
      ['Sunglasses', 'Bucket', 'Towel'],
    ];
    for (const [index, player] of players.entries()) {
      await waitForScreen(player.page, code, 'survey');
      await answerSurvey(player.page, said[index] ?? []);
    }
    await closeSurvey(host.page, code);
    await boardEntry(host.page).getByRole('button', { name: 'Choose Board' }).click();
    await waitForScreen(host.page, code, 'setup');
    await setupTeams(host.page, code);
    await host.page.getByRole('button', { name: "I'll host, not play" }).click();
    const review = host.page.getByRole('heading', { name: 'Check the survey answers' });
    await review.waitFor();
    const group = (name: string) =>
      host.page
        .getByTestId('survey-group')
        .filter({ has: host.page.getByRole('checkbox', { name, exact: true }) });
    await group('Bucket').getByText('2 said it').waitFor();
    await group('Spade').getByRole('checkbox').check();
    await group('Bucket').getByRole('checkbox').check();
    await host.page.getByRole('button', { name: 'Merge these 2 groups' }).click();
    // One group of three now: its most common spelling names it.
    await group('Bucket').getByText('3 said it').waitFor();
    expect(await group('Spade').count()).toBe(0);
    await assignTeams(host.page);
    await begin(
      host.page,
      code,
      players.map((player) => player.page),
    );
  });

  it('[SURVEY-8][PARTY-8] "While we wait: 5 quick questions" in the lobby: a late joiner answers, the boards wait for the game', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const bea = await newPlayer(e2e);
    const code = await surveyParty(host, [al]);
    await host.page.getByRole('button', { name: 'While we wait: 5 quick questions' }).click();
    for (const page of [host.page, al.page]) await waitForScreen(page, code, 'survey');
    const questions = al.page.getByRole('article');
    await questions.nth(4).waitFor();
    expect(await questions.count()).toBe(5);
    await joinOpenSurvey(bea.page, code);
    const first = (await questions.first().getByRole('heading').innerText()).trim();
    await answerSurvey(bea.page, ['Apples', 'Bananas'], { text: first });
    await answerSurvey(al.page, ['Cherries'], { text: first });
    await host.page.getByText('2 of 3 answered', { exact: true }).waitFor();
    await host.page.getByRole('button', { name: 'Close survey' }).click();
    for (const player of [al, bea]) await waitForScreen(player.page, code, 'lobby');
    await waitForScreen(host.page, code, 'lobby');
    await host.page.getByText('1 board ready: pick Survey Says when you start.').waitFor();
  });
});
