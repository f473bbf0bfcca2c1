import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createGuestSession, e2eSuite, expectText } from './support';
import { firstTopic, guess, reachPlay } from './offline-steps';

/** How many times the page played `name` (the sound module's test hook on <html>). */
function soundCount(page: Page, name: 'correct' | 'wrong'): Promise<number> {
  return page.evaluate((name) => {
    const key = `sound${name[0]!.toUpperCase()}${name.slice(1)}`;
    return Number(document.documentElement.dataset[key] ?? '0');
  }, name);
}

e2eSuite('Offline sound (issue 9: sound effects on the offline play screen)', (e2e) => {
  it('after the first tap a correct and a wrong guess play; mute is remembered across a reload', async () => {
    const context = await e2e.newContext({ device: 'desktop' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await reachPlay(page, topic);

    await guess(page, topic.answers[0]!);
    await expect.poll(() => soundCount(page, 'correct')).toBe(1);
    await guess(page, 'zzqx not an answer');
    await expect.poll(() => soundCount(page, 'wrong')).toBe(1);

    const toggle = page.getByRole('button', { name: 'Mute sounds' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
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
