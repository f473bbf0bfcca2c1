import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createGuestSession, e2eSuite, expectText } from './support';
import { firstTopic, guess, pressReadyIfAsked, reachPlay } from './offline-steps';

/** How many times the page played `name` (the sound module's test hook on <html>). */
function soundCount(page: Page, name: 'correct' | 'wrong'): Promise<number> {
  return page.evaluate((name) => {
    const key = `sound${name[0]!.toUpperCase()}${name.slice(1)}`;
    return Number(document.documentElement.dataset[key] ?? '0');
  }, name);
}

/**
 * "Sound has a picture": from now on, records for each sound played what the page
 * shows at that moment (the page's visible text), so a test can check no sound goes unseen.
 */
async function recordCues(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { soundCues: string[] }).soundCues = seen;
    window.addEventListener('trivia:sound', (event) => {
      const { name } = (event as CustomEvent<{ name: string }>).detail;
      requestAnimationFrame(() => {
        seen.push(`${name}: ${document.body.innerText}`);
      });
    });
  });
}

function cuesSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { soundCues: string[] }).soundCues);
}

e2eSuite('Offline sound (sound effects on the offline play screen)', (e2e) => {
  it('after the first tap a correct and a wrong guess play, each with its outcome on screen; mute is remembered across a reload', async () => {
    const context = await e2e.newContext({ device: 'desktop' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await reachPlay(page, topic);
    await recordCues(page);

    await guess(page, topic.answers[0]!);
    await expect.poll(() => soundCount(page, 'correct')).toBe(1);
    await guess(page, 'zzqx not an answer');
    await expect.poll(() => soundCount(page, 'wrong')).toBe(1);
    // Each sound came with its picture: the outcome on screen as it played.
    await expect.poll(() => cuesSeen(page)).toHaveLength(2);
    const [correct, wrong] = await cuesSeen(page);
    expect(correct).toMatch(/^correct: [^]*Correct! #1 answer found! \+5 points/);
    expect(wrong).toMatch(/^wrong: [^]*Incorrect guess/);

    const toggle = page.getByRole('button', { name: 'Mute sounds' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await pressReadyIfAsked(page);
    await page.getByRole('timer').waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await guess(page, topic.answers[1]!);
    await expectText(page, 'Correct! #2 answer found! +4 points');
    expect(await soundCount(page, 'correct')).toBe(0);

    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await guess(page, 'zzqx still not an answer');
    await expect.poll(() => soundCount(page, 'wrong')).toBe(1);
  });
});
