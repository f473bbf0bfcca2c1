import { expect, it } from 'vitest';
import { continueAsGuest, e2eSuite, expectText } from './support';
import { firstTopic, guess, reachPlay, teamChip } from './offline-steps';

/** A guess the matcher refuses that still looks like `answer`: its first letters and an x. */
function nearMiss(answer: string): string {
  return `${answer
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 4)}x`;
}

e2eSuite('Host judgement offline (issue 20)', (e2e) => {
  it('accepts a refused guess as the proposed answer, adjusts a score, and the results agree', async () => {
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
});
