import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectText } from './support';
import {
  banner,
  chooseTopic,
  createParty,
  expectBanner,
  guess,
  guessInput,
  joinParty,
  newPlayer,
  OCEANS,
  reachPlay,
  sendRawCommand,
  setupTeams,
  startGame,
  teamChip,
  waitForScreen,
  withoutTitles,
  type Player,
} from './online-steps';

/** Every WebSocket frame and /api/ response body the page receives, as text. */
function recordTraffic(page: Page): string[] {
  const seen: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => seen.push(payload.toString()));
  });
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    void response.text().then(
      (body) => seen.push(body),
      () => {},
    );
  });
  return seen;
}

/** The host chooses "I'll host, not play"; the others are spread over two teams; play. */
async function reachPlayAsQuizmaster(host: Player, players: readonly Player[]): Promise<string> {
  const code = await createParty(host.page);
  for (const player of players) await joinParty(player.page, code);
  await startGame(host.page, code);
  await chooseTopic(host.page, code, OCEANS.title);
  await setupTeams(host.page, code, { maxAttempts: 1, turnSeconds: 60 });
  await host.page.getByRole('button', { name: "I'll host, not play" }).click();
  await host.page.getByRole('button', { name: "I'll host, not play", pressed: true }).waitFor();
  await host.page.getByRole('button', { name: 'Redistribute All Members Evenly' }).click();
  const begin = host.page.getByRole('button', { name: 'Begin Game' });
  await begin.and(host.page.locator(':enabled')).waitFor();
  await begin.click();
  await Promise.all([host, ...players].map((player) => waitForScreen(player.page, code, 'play')));
  return code;
}

e2eSuite('Host judgement', (e2e) => {
  it('[HOST-4][JUDGE-2][JUDGE-7] a quizmaster accepts a refused guess as the answer they pick; everyone sees it, results and profile agree', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const bea = await newPlayer(e2e);
    const everyone = [host, al, bea].map((player) => player.page);
    const code = await reachPlayAsQuizmaster(host, [al, bea]);

    // The quizmaster's own device shows every answer as "Host view"; players see none.
    const hostView = host.page.getByRole('list', { name: 'Host view answers' });
    for (const answer of OCEANS.answers) await hostView.getByText(answer).waitFor();
    expect(await al.page.getByRole('list', { name: 'Host view answers' }).count()).toBe(0);
    expect(await guessInput(host.page).count()).toBe(0);

    // Al (Team 1) is refused for "the big one"; the host accepts it as Pacific.
    await guessInput(al.page).waitFor();
    await guess(al.page, 'the big one');
    await host.page.getByRole('button', { name: 'Accept the big one' }).click();
    const dialog = host.page.getByRole('alertdialog', {
      name: "Accept 'the big one' as which answer?",
    });
    await dialog.getByRole('button', { name: '#1 Pacific' }).click();
    for (const page of everyone) {
      await page
        .getByRole('status', { name: 'Latest correction' })
        .getByText("Host accepted 'the big one' as Pacific")
        .waitFor();
      await expect.poll(() => teamChip(page, 'Team 1').textContent()).toContain('5 points');
    }
    await expectText(al.page, 'Pacific');

    // A player's attempt is refused with the usual permission error.
    const refused = await sendRawCommand(al.page, 'acceptGuess', {
      code,
      guessIndex: 0,
      turn: 1,
      rank: 1,
    });
    expect(refused).toMatchObject({ ok: false, error: 'Only the host can do that' });

    // Bea's last attempt ends the game: the results agree, and Al's profile counts it correct.
    await guessInput(bea.page).waitFor();
    await guess(bea.page, 'caspian');
    // JUDGE-8: the host has nothing to accept and shows the results at once.
    await host.page.getByRole('button', { name: 'Show results' }).click();
    for (const page of everyone) await waitForScreen(page, code, 'results');
    await expectText(bea.page, 'Team 1 wins!');
    await expectText(bea.page, 'with 5 points');
    await al.page.goto('/profile');
    await al.page.getByText('100%').waitFor();
    const stats = await al.page.locator('dl', { hasText: 'Games played' }).textContent();
    // Each value is followed by its label: 1 game played, 1 win, 100% accuracy.
    expect(stats).toBe('1Games played1Wins100%Accuracy');
  });

  it('[JUDGE-2][JUDGE-3][VIEW-2] one tap: a playing host accepts a refused guess as any unrevealed answer, from the banner; the others receive none of them', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const hostTraffic = recordTraffic(host.page);
    const alTraffic = recordTraffic(al.page);
    await reachPlay(host, [al], { maxAttempts: 3, turnSeconds: 60 });
    await guessInput(host.page).waitFor();
    await guess(host.page, 'pacf');
    // Nothing has offered the hidden answers yet, even to the host.
    await expectBanner(al.page, 'Incorrect guess');
    const seen = hostTraffic.map(withoutTitles).join('\n');
    for (const hidden of OCEANS.answers) expect(seen).not.toContain(hidden);

    // Accept sits in the refused guess's message, above the board; the host picks Southern.
    await host.page.getByText("'pacf' refused —").waitFor();
    await host.page.getByRole('button', { name: 'Accept as…' }).click();
    const dialog = host.page.getByRole('alertdialog', { name: "Accept 'pacf' as which answer?" });
    await dialog.getByRole('button', { name: '#1 Pacific (closest)' }).waitFor();
    await dialog.getByRole('button', { name: '#4 Southern' }).click();
    for (const page of [host.page, al.page]) {
      await page
        .getByRole('status', { name: 'Latest correction' })
        .getByText("Host accepted 'pacf' as Southern")
        .waitFor();
      await expect.poll(() => teamChip(page, 'Team 1').textContent()).toContain('2 points');
    }
    const received = alTraffic.map(withoutTitles).join('\n');
    expect(received).toContain('Southern');
    for (const hidden of ['Pacific', 'Atlantic', 'Indian', 'Arctic'])
      expect(received).not.toContain(hidden);
  });

  it('[JUDGE-8] "Host is checking…": a refused last guess is accepted before the winner is shown; the guesser saw what they typed', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await reachPlay(host, [al], { maxAttempts: 1, turnSeconds: 60 });
    await guessInput(host.page).waitFor();
    await guess(host.page, 'mediterranean');
    await guessInput(al.page).waitFor();
    await guess(al.page, 'red sea');
    // The guesser's phone shows what was typed.
    await banner(al.page).getByText("'red sea' — not on the board").waitFor();
    // The game's last guess was refused: everyone waits for the host's call.
    for (const page of [host.page, al.page]) await expectText(page, 'Host is checking…');
    await host.page.getByRole('button', { name: 'Accept as…' }).click();
    const dialog = host.page.getByRole('alertdialog', {
      name: "Accept 'red sea' as which answer?",
    });
    await dialog.getByRole('button', { name: '#5 Arctic' }).click();
    for (const page of [host.page, al.page]) await waitForScreen(page, code, 'results');
    await expectText(al.page, 'Team 2 wins!');
    await expectText(al.page, "Host accepted 'red sea' as Arctic");
  });

  it('[JUDGE-8] the host skips "Host is checking…" ("Show results") and the winner is shown at once', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await reachPlay(host, [al], { maxAttempts: 1, turnSeconds: 60 });
    await guessInput(host.page).waitFor();
    await guess(host.page, 'pacific');
    await guessInput(al.page).waitFor();
    await guess(al.page, 'caspian');
    await expectText(al.page, 'Host is checking…');
    expect(await al.page.getByRole('button', { name: 'Show results' }).count()).toBe(0);
    await host.page.getByRole('button', { name: 'Show results' }).click();
    // Well within the 5 s window: the skip, not the timer, ended it.
    for (const page of [host.page, al.page]) {
      await page.waitForURL((url) => url.pathname === `/party/${code}/results`, {
        timeout: 3000,
      });
    }
    await expectText(al.page, 'Team 1 wins!');
  });
});
