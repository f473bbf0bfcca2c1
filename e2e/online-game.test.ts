import { expect, it } from 'vitest';
import {
  e2eSuite,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectText,
  watchConsole,
} from './support';
import {
  banner,
  expectBanner,
  guess,
  guessInput,
  newPlayer,
  OCEANS,
  reachPlay,
  sendRawCommand,
  teamChip,
  waitForScreen,
} from './online-steps';

const DUPLICATE = 'This answer has already been given. Please try a different answer.';

e2eSuite('Online game (play, results, turns, guesses)', (e2e) => {
  it('[TURN-2][TURN-3][TURN-4][TURN-5][PARTY-4] three browsers play a whole game from the hub to the results and Play Again', async () => {
    // Joining order makes the teams: host and Bea on Team 1, Al on Team 2 (TEAM-4).
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const bea = await newPlayer(e2e, 'desktop');
    const everyone = [host, al, bea].map((player) => player.page);
    const consoles = await Promise.all([host, al, bea].map((p) => watchConsole(p.context)));
    const code = await reachPlay(host, [al, bea], { turnSeconds: 60 });

    // TURN-4: only the active team sees the input; the server refuses a forced guess.
    await guessInput(host.page).waitFor();
    await guessInput(bea.page).waitFor();
    await expectText(al.page, "Team 1 is guessing... Wait for your team's turn.");
    expect(await guessInput(al.page).count()).toBe(0);
    const forced = await sendRawCommand(al.page, 'guess', { code, text: 'pacific' });
    expect(forced).toMatchObject({ ok: false, error: "Not your team's turn" });
    await expectNoAxeViolations(host.page, { label: '/party/play (host, phone)' });
    await expectNoHorizontalOverflow(host.page);
    await expectNoHorizontalOverflow(al.page);

    // TURN-11 outcomes, live on every screen.
    await guess(host.page, '  Pacific ');
    for (const page of everyone) await expectBanner(page, 'Correct! #1 answer found! +5 points');
    // A polite live region says the reveal and whose turn it is now.
    const announcements = al.page.getByRole('log', { name: 'Game announcements' });
    await expect
      .poll(() => announcements.textContent())
      .toContain("Pacific, number 1, 5 points to Team 1Team 2's turn");
    await guessInput(al.page).waitFor();
    await guess(al.page, 'Red Sea');
    for (const page of everyone) await expectBanner(page, 'Incorrect guess');

    // TURN-5: an answer already on the board opens the dialog and costs nothing.
    await guess(bea.page, 'pacific');
    const dialog = bea.page.getByRole('alertdialog');
    await dialog.getByText(DUPLICATE).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => teamChip(bea.page, 'Team 1').innerText()).toContain('Attempts: 1/3');
    await guess(bea.page, 'atlantic');
    await expectBanner(host.page, 'Correct! #2 answer found! +4 points');

    // A refresh mid-turn comes back to the same place, with what was typed.
    await guessInput(al.page).fill('indi');
    await al.page.reload();
    await waitForScreen(al.page, code, 'play');
    expect(await guessInput(al.page).inputValue()).toBe('indi');
    await guessInput(al.page).fill('indian');
    await guessInput(al.page).press('Enter');
    await expectBanner(bea.page, 'Correct! #3 answer found! +3 points');

    await guess(host.page, 'arctic');
    await expectBanner(al.page, 'Correct! #5 answer found! +1 point');
    // TURN-2: Team 1 has used its 3 attempts: a cross on its chip.
    await expect.poll(() => teamChip(al.page, 'Team 1').innerText()).toContain('✕');
    const activity = al.page.getByRole('region', { name: 'Game Activity' });
    expect(await activity.innerText()).toMatch(/Answers found:\s*4\/5/);
    await expectNoAxeViolations(bea.page, { label: '/party/play (desktop, mid-game)' });
    await guess(al.page, 'Dead Sea');
    // JUDGE-8: the last guess was refused, so everyone waits for the host's call; no accept.
    for (const page of everyone) await expectText(page, 'Host is checking…');
    await host.page.getByRole('button', { name: 'Show results' }).click();

    // Results: Team 1 10 points, Team 2 3; Southern was missed.
    for (const page of everyone) await waitForScreen(page, code, 'results');
    for (const page of everyone) {
      await page.getByRole('heading', { name: 'Game Over!' }).waitFor();
      await expectText(page, OCEANS.title);
      await expectText(page, 'Team 1 wins!');
    }
    // The celebration draws under the CSP: 100 pieces on a phone, 200 on a laptop.
    expect(await host.page.locator('canvas[data-confetti]').getAttribute('data-confetti')).toBe(
      '100',
    );
    expect(await bea.page.locator('canvas[data-confetti]').getAttribute('data-confetti')).toBe(
      '200',
    );
    const standings = al.page
      .getByRole('region', { name: 'Final Scoreboard' })
      .getByRole('listitem');
    // The scores count up from 0 (the winner moment): wait for the final ones.
    await expect
      .poll(() => standings.allInnerTexts())
      .toEqual([expect.stringMatching(/Team 1[\s\S]*10/), expect.stringMatching(/Team 2[\s\S]*3/)]);
    const answers = al.page.getByRole('region', { name: 'The Answers' }).getByRole('listitem');
    expect(await answers.allInnerTexts()).toEqual([
      expect.stringMatching(/Pacific[\s\S]*Found by Team 1/),
      expect.stringMatching(/Atlantic[\s\S]*Found by Team 1/),
      expect.stringMatching(/Indian[\s\S]*Found by Team 2/),
      expect.stringMatching(/Southern[\s\S]*Not found/),
      expect.stringMatching(/Arctic[\s\S]*Found by Team 1/),
    ]);
    await expectText(al.page, 'Waiting for the host to start a new game...');
    expect(await al.page.getByRole('button', { name: 'Play Again' }).count()).toBe(0);
    await expectNoAxeViolations(host.page, { label: '/party/results (host)' });
    await expectNoHorizontalOverflow(host.page);

    // PARTY-4 Play Again: everyone back in the lobby, the party and its teams kept.
    await host.page.getByRole('button', { name: 'Play Again' }).click();
    for (const page of everyone) await waitForScreen(page, code, 'lobby');
    // Not one console error or CSP violation in any of the three browsers.
    for (const watch of consoles) watch.expectClean();
  });

  it('[TURN-6][TURN-9][TURN-10] a 10 s turn runs out, "Time expired" is recorded and the turn passes', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await reachPlay(host, [al], { turnSeconds: 10, maxAttempts: 2 });

    // TURN-9: "Get ready: Team 1" with a 3-2-1 first; then the turn's 10 s.
    await expectText(al.page, 'Get ready: Team 1');

    // TURN-10: 10 s or less is red, and pulses.
    const timer = al.page.getByRole('timer');
    expect(await timer.getAttribute('data-color')).toBe('red');
    expect(await timer.getAttribute('class')).toContain('animate-timer-pulse');

    // Nobody types: the browsers send nothing at 0 and the server times the turn out after
    // its grace period (TURN-7: an empty input never takes the turn from a typed answer).
    for (const page of [host.page, al.page]) {
      await expectBanner(page, 'Time expired - no guess submitted', 20_000);
    }
    const activity = al.page.getByRole('region', { name: 'Game Activity' });
    await guessInput(al.page).waitFor();
    expect(await teamChip(al.page, 'Team 1').innerText()).toContain('Attempts: 1/2');
    expect(await guessInput(host.page).count()).toBe(0);
    // TURN-7: a time-out is the team's, not the person's whose phone sent it at 0.
    expect(await banner(al.page).innerText()).toContain('Team 1 ran out of time');
    expect(await activity.innerText()).toContain('Team 1 · Timer');
    expect(await activity.innerText()).not.toContain(`Team 1 · ${host.name}`);

    // What Al types when time runs out is submitted for him.
    await guessInput(al.page).fill('atlantic');
    await expectBanner(host.page, 'Correct! #2 answer found! +4 points', 20_000);

    // With no browser of the active team left, the server times the turn out itself.
    await host.page.close();
    // TURN-6: both of Team 1's time-outs are the timer's (the first was sent by the host's phone).
    await expect
      .poll(() => activity.innerText().then((text) => text.split('Team 1 · Timer').length - 1), {
        timeout: 20_000,
      })
      .toBe(2);
    expect(await activity.innerText()).toMatch(
      /Team 1 · Timer[\s\S]*Time expired - no guess submitted/,
    );
    expect(await banner(al.page).innerText()).toContain('Time expired - no guess submitted');
    await waitForScreen(al.page, code, 'play');
  });
});
