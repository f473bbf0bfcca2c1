import { expect, it } from 'vitest';
import { continueAsGuest, e2eSuite, expectNoAxeViolations } from './support';
import {
  chooseTopic,
  faceOffLine,
  offlineBundle,
  openTopics,
  playable,
  readyWhenTold,
  startFeudGame,
  typeGuess,
} from './offline-steps';

e2eSuite('Offline Feud (face-off, floor, strikes, steal, cleared board)', (e2e) => {
  it('[OFF-11][FEUD-2][FEUD-3][FEUD-4][FEUD-5] a hidden face-off, three strikes, a steal taking the bank; then a cleared board', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await continueAsGuest(page, '/offline');
    await page.waitForURL((url) => url.pathname === '/offline');
    const bundle = await offlineBundle(context, e2e.baseURL);
    const first = playable(bundle, 0);
    const second = playable(bundle, 1);
    const [a1, a2, a3, a4, a5] = first.answers as [string, string, string, string, string];

    await openTopics(page);
    await chooseTopic(page, first.title);
    await startFeudGame(page);

    // The face-off: Team Red's player answers, then Team Blue's sees nothing of it.
    await readyWhenTold(page, faceOffLine('Team Red'));
    await expectNoAxeViolations(page, { label: '/play face-off' });
    await typeGuess(page, a2);
    await page.getByText(faceOffLine('Team Blue')).waitFor();
    expect(await page.locator('main').innerText()).not.toContain(a2);
    await readyWhenTold(page, faceOffLine('Team Blue'));
    await typeGuess(page, 'not on this board at all');
    const result = page.getByRole('status', { name: 'Face-off result' });
    await result.getByText('Team Red wins the face-off!').waitFor();
    expect(await result.innerText()).toContain(a2);

    // The floor: three misses are three strikes, then Team Blue may steal.
    await readyWhenTold(
      page,
      'Team Red has the floor. Keep guessing: the timer starts when you press Ready.',
    );
    await expect.poll(() => page.getByTestId('feud-bank').innerText()).toContain('4');
    for (const [i, miss] of ['zzzz one', 'zzzz two', 'zzzz three'].entries()) {
      await typeGuess(page, miss);
      if (i < 2) await page.getByRole('img', { name: `Strikes: ${i + 1} of 3` }).waitFor();
    }
    await page.getByRole('heading', { name: 'STEAL!' }).waitFor();
    await page.getByRole('img', { name: 'Strikes: 3 of 3' }).waitFor();
    await readyWhenTold(
      page,
      'Team Blue: confer with your team. One guess takes the bank of 4 points.',
    );
    await page.getByText('STEAL! Team Blue').waitFor();
    await expectNoAxeViolations(page, { label: '/play steal' });
    await typeGuess(page, a1);

    // The results: Team Blue took the whole bank (4 + 5), the rest turns over one by one.
    await page.getByRole('heading', { name: 'Game Complete' }).waitFor();
    await page.getByText('Team Blue stole the bank: 9 points!').waitFor();
    expect(await page.getByTestId('hidden-answer').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('hidden-answer').count(), { timeout: 10_000 }).toBe(0);
    for (const answer of [a3, a4, a5]) await page.getByText(answer, { exact: true }).waitFor();
    await expectNoAxeViolations(page, { label: '/results feud' });

    // Play Again keeps Feud; the face-off pair rotates (Team Blue's player first), and
    // Team Blue clears the board for the whole bank.
    await page.getByRole('button', { name: 'Play Again' }).click();
    await page.waitForURL((url) => url.pathname === '/topics');
    await chooseTopic(page, second.title);
    expect(await page.getByRole('button', { name: /^Feud/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Start Game' }).click();
    await readyWhenTold(page, faceOffLine('Team Blue'));
    const [b1, ...rest] = second.answers;
    await typeGuess(page, b1 ?? '');
    await page
      .getByRole('status', { name: 'Face-off result' })
      .getByText('Team Blue wins the face-off!')
      .waitFor();
    await readyWhenTold(page, /^Team Blue has the floor/);
    for (const answer of rest) await typeGuess(page, answer);
    await page.getByText('Team Blue cleared the board and banks 15 points!').waitFor();
    await context.close();
  });
});
