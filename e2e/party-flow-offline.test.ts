// Party flow without friction, offline on one shared device: pass-the-device (OFF-3),
// Play Again that keeps the party (OFF-6), and the host's pause (OFF-8).
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createGuestSession, e2eSuite, expectNoAxeViolations, expectText } from './support';
import { chooseTopic, endGameEarly, firstTopic, guess, openTopics } from './offline-steps';

const PHONE = { width: 360, height: 640 };

/** Whether `locator` lies wholly inside the viewport, as the page shows it now (no scroll by hand). */
async function isOnScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (box === null || size === null) return false;
  return (
    box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width
  );
}

e2eSuite('Party flow offline (pass-the-device, Play Again, pause)', (e2e) => {
  it('[OFF-3] the Ready interstitial: no timer before Ready, the result under the team that made it', async () => {
    const context = await e2e.newContext({ viewport: PHONE });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await openTopics(page);
    await chooseTopic(page, topic.title);
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.waitForURL((url) => url.pathname === '/play');

    // The first team is passed the device too; its timer waits for Ready.
    const ready = page.getByRole('button', { name: 'Ready', exact: true });
    await page.getByRole('heading', { name: 'Pass to Team Red' }).waitFor();
    expect(await isOnScreen(page, ready)).toBe(true);
    expect(await page.getByRole('timer').count()).toBe(0);
    await expectNoAxeViolations(page, { label: 'Pass to Team Red' });
    await page.waitForTimeout(1500);
    expect(await page.getByRole('timer').count()).toBe(0);
    await ready.click();
    await page.getByRole('timer').waitFor();
    const input = page.getByRole('textbox', { name: 'Team Red, your guess' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);

    await input.fill(topic.answers[0]!);
    await input.press('Enter');
    await page.getByRole('heading', { name: 'Pass to Team Blue' }).waitFor();
    const result = page.getByRole('status', { name: 'Last result' });
    expect(await result.innerText()).toMatch(
      /Team Red[\s\S]*Correct! #1 answer found! \+5 points/i,
    );
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await isOnScreen(page, ready)).toBe(true);
    await ready.click();
    await page.getByRole('textbox', { name: 'Team Blue, your guess' }).waitFor();
    const seconds = Number((await page.getByRole('timer').innerText()).replace(/\D/g, ''));
    expect(seconds).toBeGreaterThanOrEqual(29);
  });

  it('[OFF-8] the host pauses (the input hides, the countdown stops) and resumes; End Game asks with the timer stopped', async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await openTopics(page);
    await chooseTopic(page, topic.title);
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByRole('button', { name: 'Ready', exact: true }).click();
    await page.getByRole('timer').waitFor();

    await page.getByRole('button', { name: 'Pause Game' }).click();
    await expectText(page, 'Paused');
    expect(await page.getByRole('textbox', { name: /, your guess$/ }).count()).toBe(0);
    expect(await page.getByRole('timer').count()).toBe(0);
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: 'Resume Game' }).click();
    const seconds = Number((await page.getByRole('timer').innerText()).replace(/\D/g, ''));
    expect(seconds).toBeGreaterThanOrEqual(27);
    await page.getByRole('textbox', { name: 'Team Red, your guess' }).waitFor();

    await page.getByRole('button', { name: 'End Game' }).click();
    expect(await page.getByRole('timer').count()).toBe(0);
    await page.getByRole('button', { name: 'Keep playing' }).click();
    await page.getByRole('timer').waitFor();
  });

  it('[OFF-6] Play Again keeps the teams, their names and the settings, from the topic choice', async () => {
    const context = await e2e.newContext({ device: 'desktop' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await openTopics(page);
    await chooseTopic(page, topic.title);
    await page.getByRole('textbox', { name: 'Team 1 name' }).fill('Owls');
    await page.getByRole('textbox', { name: 'Team 2 name' }).fill('Foxes');
    await page.getByRole('radio', { name: '2', exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Start Game' }).click();
    await guess(page, topic.answers[0]!);
    await endGameEarly(page);

    await page.getByRole('button', { name: 'Play Again' }).click();
    await page.waitForURL((url) => url.pathname === '/topics');
    expect(await page.getByRole('slider', { name: 'Time per turn' }).inputValue()).toBe('30');
    await chooseTopic(page, topic.title);
    expect(await page.getByRole('textbox', { name: 'Team 1 name' }).inputValue()).toBe('Owls');
    expect(await page.getByRole('textbox', { name: 'Team 2 name' }).inputValue()).toBe('Foxes');
    expect(await page.getByRole('radio', { name: '2', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByRole('heading', { name: 'Pass to Owls' }).waitFor();
  });
});
