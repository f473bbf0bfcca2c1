import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REALTIME_ERRORS } from '@trivia/protocol';
import {
  e2eSuite,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectText,
  watchConsole,
} from './support';
import {
  assignTeams,
  begin,
  chooseTopic,
  createParty,
  expectBanner,
  guess,
  guessInput,
  joinParty,
  newPlayer,
  OCEANS,
  openMembers,
  sendRawCommands,
  setupTeams,
  startGame,
  waitForScreen,
} from './online-steps';
import {
  expectFitsWithoutScrolling,
  lobbyOnTv,
  openBigScreen,
  PROJECTOR,
  revealedAnswers,
  soundCount,
  soundToggle,
  teamScores,
  TV,
} from './online-screen-steps';

/** After a guess: the screen and both players show the same board and scores. */
async function expectAgree(pages: readonly Page[], found: readonly string[], scores: number[]) {
  for (const page of pages) {
    await expect.poll(() => revealedAnswers(page), { timeout: 20_000 }).toEqual(found);
    await expect.poll(() => teamScores(page), { timeout: 20_000 }).toEqual(scores);
  }
}

e2eSuite('Big screen (/party/{code}/screen, sound)', (e2e) => {
  it('[ROLE-7][VIEW-5] follows a whole game from the lobby to the results, live with the players, and cannot act', async () => {
    const { host, al, code, link, tv } = await lobbyOnTv(e2e);

    // Lobby: the code, the QR code, the join link and both members, live.
    await tv.getByText(code, { exact: true }).first().waitFor();
    await tv.getByRole('img', { name: `QR code of the link to join party ${code}` }).waitFor();
    await expectText(tv, `${e2e.baseURL}/join/${code}`);
    const players = tv.getByRole('region', { name: 'Players (2)' });
    await players.getByText(host.name, { exact: true }).waitFor();
    await players.getByText(al.name, { exact: true }).waitFor();
    expect(await players.innerText()).not.toContain('Offline');
    await expectText(tv, 'Waiting for the host to start the game.');
    await expectNoAxeViolations(tv, { label: '/party/screen (lobby)' });
    await expectFitsWithoutScrolling(tv);

    // The host's phone keeps every host action; the screen follows each status.
    await startGame(host.page, code);
    // SETUP-7: Start Game takes the default game type, so the host is choosing a topic.
    await expectText(tv, 'Host is choosing a topic...');
    await chooseTopic(host.page, code, OCEANS.title);
    await expectText(tv, 'Host is configuring the game...');
    await setupTeams(host.page, code, { maxAttempts: 2, turnSeconds: 60 });
    await expectText(tv, 'Waiting for host to start the game...');
    await assignTeams(host.page);
    await begin(host.page, code, [al.page]);

    // Play: host on Team 1, Al on Team 2. The screen agrees with the players after each guess.
    const everyone = [tv, host.page, al.page];
    await tv.getByRole('heading', { name: OCEANS.title }).waitFor();
    // TURN-9: "Get ready: Team 1" with a 3-2-1 before the first countdown, TV and phones.
    await Promise.all(everyone.map((page) => expectText(page, 'Get ready: Team 1')));
    const timer = tv.getByRole('timer');
    expect(await timer.getAttribute('aria-label')).toMatch(/^\d+ seconds left$/);
    // The first turn's clock starts after the moment: its first frame shows the whole minute.
    expect(Number(await timer.innerText().then((text) => text.replace(/\D/g, '')))).toBeGreaterThan(
      57,
    );
    await expectNoAxeViolations(tv, { label: '/party/screen (play)' });
    await expectFitsWithoutScrolling(tv);

    await guess(host.page, 'pacific');
    await expectAgree(everyone, ['Pacific'], [5, 0]);
    await expectBanner(tv, 'Correct! #1 answer found! +5 points');
    // No sound before anyone has touched the screen (browser autoplay rules).
    expect(await soundCount(tv, 'correct')).toBe(0);

    // The sound toggle: muted, remembered on this device, then on again.
    await soundToggle(tv).click();
    expect(await soundToggle(tv).getAttribute('aria-pressed')).toBe('true');
    expect(await tv.evaluate(() => localStorage.getItem('trivia-sound-muted'))).toBe('1');
    await guessInput(al.page).waitFor();
    await guess(al.page, 'red sea');
    await expectAgree(everyone, ['Pacific'], [5, 0]);
    await expectBanner(tv, 'Incorrect guess');
    expect(await soundCount(tv, 'wrong')).toBe(0);
    await soundToggle(tv).click();
    expect(await soundToggle(tv).getAttribute('aria-pressed')).toBe('false');

    // After that first touch, a reveal plays its sound.
    await guessInput(host.page).waitFor();
    await guess(host.page, 'atlantic');
    await expectAgree(everyone, ['Pacific', 'Atlantic'], [9, 0]);
    await expect.poll(() => soundCount(tv, 'correct')).toBe(1);
    expect(await tv.getByRole('timer').count()).toBe(1);

    // Al's last attempt ends the game (2 attempts each).
    await guessInput(al.page).waitFor();
    await guess(al.page, 'indian');
    for (const page of [host.page, al.page]) await waitForScreen(page, code, 'results');
    await tv.getByRole('heading', { name: 'Game Over!' }).waitFor();
    await expectText(tv, 'Team 1 wins!');
    await expectText(tv, 'with 9 points');
    await expect.poll(() => soundCount(tv, 'winner')).toBe(1);
    expect(await soundCount(tv, 'correct')).toBe(2);
    const standings = tv.getByRole('region', { name: 'Final Scoreboard' }).getByRole('listitem');
    // The scores count up from 0 (the winner moment): wait for the final ones.
    await expect
      .poll(() => standings.allInnerTexts())
      .toEqual([
        expect.stringMatching(/Team 1[\s\S]*9 pts/),
        expect.stringMatching(/Team 2[\s\S]*3 pts/),
      ]);
    const answers = tv.getByRole('region', { name: 'The Answers' }).getByRole('listitem');
    expect(await answers.allInnerTexts()).toEqual([
      expect.stringMatching(/Pacific[\s\S]*Found by Team 1/),
      expect.stringMatching(/Atlantic[\s\S]*Found by Team 1/),
      expect.stringMatching(/Indian[\s\S]*Found by Team 2/),
      expect.stringMatching(/Southern[\s\S]*Not found/),
      expect.stringMatching(/Arctic[\s\S]*Not found/),
    ]);
    await expectNoAxeViolations(tv, { label: '/party/screen (results)' });
    await expectFitsWithoutScrolling(tv);
    await tv.setViewportSize(PROJECTOR);
    await expectNoHorizontalOverflow(tv);
    await expectFitsWithoutScrolling(tv);

    // The screen cannot act: its connection may only watch (the server refuses the rest).
    const key = new URL(link).searchParams.get('key') ?? '';
    const acks = await sendRawCommands(tv, [
      { type: 'watchScreen', payload: { code, key: 'x'.repeat(24) } },
      { type: 'watchScreen', payload: { code, key } },
      { type: 'playAgain', payload: { code } },
      { type: 'kick', payload: { code, targetUserId: al.userId } },
      { type: 'joinParty', payload: { code } },
    ]);
    const refused = (error: string) => expect.objectContaining({ ok: false, error });
    expect(acks).toEqual([
      refused(REALTIME_ERRORS.screenKeyInvalid),
      expect.objectContaining({ ok: true }),
      refused(REALTIME_ERRORS.screenCannotAct),
      refused(REALTIME_ERRORS.screenCannotAct),
      refused(REALTIME_ERRORS.screenCannotAct),
    ]);
    // Nothing changed: everyone is still on the results, Al still a member.
    await expectText(al.page, 'Waiting for the host to start a new game...');
    await tv.getByRole('region', { name: 'Final Scoreboard' }).waitFor();
    expect(await host.page.getByRole('button', { name: 'Play Again' }).count()).toBe(1);
    await waitForScreen(al.page, code, 'results');
  });

  it('[HOST-3] the host revokes the big-screen link: the TV says so, and a new link works', async () => {
    const { host, al, code, link, tv } = await lobbyOnTv(e2e);
    await tv.getByText(code, { exact: true }).first().waitFor();

    await host.page.getByRole('button', { name: 'Revoke Big Screen Link' }).click();
    await expectText(tv, REALTIME_ERRORS.screenRevoked);
    await host.page
      .getByRole('textbox', { name: 'Big screen link' })
      .waitFor({ state: 'detached' });

    const again = await openBigScreen(host.page, host.context);
    await again.popup.close();
    expect(again.link).not.toBe(link);
    await tv.goto(again.link);
    await tv.getByText(code, { exact: true }).first().waitFor();
    // Kicking someone revokes the link too (they may hold it): the TV is told again.
    await openMembers(host.page);
    await host.page.getByRole('button', { name: `Kick ${al.name}` }).click();
    await host.page
      .getByRole('alertdialog', { name: `Kick ${al.name}?` })
      .getByRole('button', { name: 'Kick', exact: true })
      .click();
    await expectText(tv, REALTIME_ERRORS.screenRevoked);
  });

  it('[AUTH-6] the display link opens on a TV that never signed in: no navbar, the code large, members live, 1280×720 without scrolling', async () => {
    const host = await newPlayer(e2e);
    const code = await createParty(host.page);
    const { popup, link } = await openBigScreen(host.page, host.context);
    await popup.close();

    // A fresh browser with no session at all (no guest, no cookie).
    const tvContext = await e2e.newContext({ device: 'desktop', viewport: PROJECTOR });
    const console = await watchConsole(tvContext);
    const tv = await tvContext.newPage();
    await tv.goto(link);
    await tv.getByRole('img', { name: `QR code of the link to join party ${code}` }).waitFor();
    expect(new URL(tv.url()).pathname).toBe(`/party/${code}/screen`);
    expect(await tv.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await tv.locator('header.sticky').count()).toBe(0); // the site's navbar
    const players = tv.getByRole('region', { name: 'Players (1)' });
    await players.getByText(host.name, { exact: true }).waitFor();
    // The party code reads from 4 m: at least 8 % of the screen's height.
    const codeHeight = await tv
      .getByText(code, { exact: true })
      .first()
      .evaluate((element) => element.getBoundingClientRect().height);
    expect(codeHeight).toBeGreaterThanOrEqual(PROJECTOR.height * 0.08);
    await expectFitsWithoutScrolling(tv);
    await expectNoAxeViolations(tv, { label: '/party/screen (no session, 1280×720)' });

    // Members appear as they join.
    const al = await newPlayer(e2e);
    await joinParty(al.page, code);
    await tv
      .getByRole('region', { name: 'Players (2)' })
      .getByText(al.name, { exact: true })
      .waitFor();
    await tv.setViewportSize(TV);
    await expectFitsWithoutScrolling(tv);

    // A watcher only: the server admits it to watch and nothing else
    // (packages/server/test/realtime/screen-anonymous.test.ts).
    // Revocable by the host, like any screen.
    await host.page.getByRole('button', { name: 'Revoke Big Screen Link' }).click();
    await expectText(tv, REALTIME_ERRORS.screenRevoked);
    console.expectClean();
  });
});
