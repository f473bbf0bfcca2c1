import { expect, it } from 'vitest';
import { continueAsGuest, createGuestSession, e2eSuite, expectText } from './support';
import {
  chooseTopic,
  firstTopic,
  guess,
  openTopics,
  pressReadyIfAsked,
  reachPlay,
  startGame,
  teamChip,
} from './offline-steps';

/** A guess the matcher refuses that still looks like `answer`: its first letters and an x. */
function nearMiss(answer: string): string {
  return `${answer
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 4)}x`;
}

e2eSuite('Host judgement offline', (e2e) => {
  it('[OFF-7][JUDGE-4] accepts a refused guess as the proposed answer, adjusts a score, and the results agree', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await continueAsGuest(page, '/offline');
    await page.waitForURL((url) => url.pathname === '/offline');
    const topic = await firstTopic(context, e2e.baseURL);
    await reachPlay(page, topic);

    // Team Red is refused; "Accept" proposes the closest unrevealed answer.
    const text = nearMiss(topic.answers[0] ?? '');
    await guess(page, text);
    await page.getByRole('button', { name: `Accept ${text}` }).click();
    const dialog = page.getByRole('alertdialog');
    const title = (await dialog.getByRole('heading').textContent()) ?? '';
    const proposed = new RegExp(`^Accept '${text}' as (.+)\\?$`).exec(title)?.[1] ?? '';
    const rank = topic.answers.indexOf(proposed);
    expect(rank).toBeGreaterThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await page
      .getByRole('status', { name: 'Latest correction' })
      .getByText(`Host accepted '${text}' as ${proposed}`)
      .waitFor();
    await expect
      .poll(() => teamChip(page, 'Team Red').textContent())
      .toContain(`${5 - rank} points`);
    await expect.poll(() => teamChip(page, 'Team Red').textContent()).toContain('Attempts: 1/3');

    // "+1" for Team Blue, shown to everyone looking at the screen.
    await page.getByRole('button', { name: '+1 for Team Blue' }).click();
    await expectText(page, 'Host adjusted Team Blue by +1');
    await expect.poll(() => teamChip(page, 'Team Blue').textContent()).toContain('1 point');

    // End Game → the results keep both corrections.
    await page.getByRole('button', { name: 'End Game' }).click();
    await page
      .getByRole('button', { name: /End Game|Confirm|Yes/ })
      .last()
      .click();
    await page.waitForURL((url) => url.pathname === '/results');
    const scoreboard = page.getByRole('region', { name: 'Final Scoreboard' });
    await expect.poll(() => scoreboard.textContent()).toMatch(new RegExp(`${5 - rank}`));
    await expectText(page, `Host accepted '${text}' as ${proposed}`);
    await expectText(page, 'Host adjusted Team Blue by +1');
  });

  it('[JUDGE-1] a guess typed as time ran out ("Japn (time ran out)") can be accepted', async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await openTopics(page);
    const slider = page.getByRole('slider', { name: 'Time per turn' });
    await slider.focus();
    await slider.press('Home');
    await chooseTopic(page, topic.title);
    await startGame(page);

    // Team Red types a near miss and lets the 10 s run out; Team Blue misses by hand.
    const typed = nearMiss(topic.answers[0] ?? '');
    await page.getByRole('textbox', { name: 'Team Red, your guess' }).fill(typed);
    await page
      .getByRole('region', { name: 'Team Red guesses' })
      .getByText(`${typed} (time ran out)`)
      .waitFor({ timeout: 20_000 });
    await guess(page, 'zzqx not an answer');
    await pressReadyIfAsked(page);

    // Both are listed under Host judgement, the timed-out one with its own Accept.
    const missed = page.getByRole('list', { name: 'Missed guesses' });
    await missed.getByText(typed).waitFor();
    await page.getByRole('button', { name: `Accept ${typed}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await page
      .getByRole('status', { name: 'Latest correction' })
      .getByText(new RegExp(`^Host accepted '${typed}' as `))
      .waitFor();
  });

  it('[OFF-7] with every answer found, the results offer no Accept (nothing is left to accept as)', async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await reachPlay(page, topic);
    // Team Red misses, then the teams find all five answers.
    await guess(page, 'zzqx not an answer');
    for (const answer of topic.answers) await guess(page, answer);
    await page.waitForURL((url) => url.pathname === '/results');
    await page.getByRole('heading', { name: 'Game Complete' }).waitFor();
    await page.getByRole('region', { name: 'Final Scoreboard' }).waitFor();
    expect(await page.getByRole('button', { name: /^Accept/ }).count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Missed guesses' }).count()).toBe(0);
  });
});
