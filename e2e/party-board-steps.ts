// Reading the board (hits and strikes, the turn banner, the focus on a new
// screen's heading), shared by the party-board-*.test.ts files.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The board tile of slot `rank` (1-based) once it shows a found answer. */
export function foundTile(page: Page, rank: number): Locator {
  return page
    .getByRole('list', { name: 'Answer board' })
    .locator(`li[data-rank="${rank}"][data-found="true"]`);
}

/** Expects a team's attempt marks (e.g. "hit miss left") and their spoken words. */
export async function expectMarks(team: Locator, marks: string, words: string): Promise<void> {
  const image = team.getByRole('img', { name: words, exact: true });
  await image.waitFor({ timeout: 20_000 });
  expect(await image.getAttribute('data-marks')).toBe(marks);
}

/**
 * Starts watching `page` for the turn banner saying `text` ("Team 2's turn"): once it has
 * slid in, whether it covers slot `rank` (1-based) of the board. Call before the guess,
 * await after.
 */
export function bannerOverTile(
  page: Page,
  rank: number,
  text: string,
): Promise<{ text: string; overlaps: boolean }> {
  return page.evaluate(
    ({ rank, text }) =>
      new Promise<{ text: string; overlaps: boolean }>((resolve) => {
        const look = () => {
          const banner = document.querySelector<HTMLElement>('[data-testid="turn-banner"]');
          if (!banner?.textContent?.includes(text)) {
            requestAnimationFrame(look);
            return;
          }
          // Measured once the banner has slid in (0.3 s).
          setTimeout(() => {
            const b = (banner.firstElementChild ?? banner).getBoundingClientRect();
            const tile = document.querySelector(`li[data-rank="${rank}"]`);
            const t = tile?.getBoundingClientRect();
            const overlaps =
              t !== undefined &&
              b.top < t.bottom &&
              t.top < b.bottom &&
              b.left < t.right &&
              t.left < b.right;
            resolve({ text: banner.textContent ?? '', overlaps });
          }, 450);
        };
        look();
      }),
    { rank, text },
  );
}

/**
 * The results heading has the focus, as :focus-visible (the last guess was
 * sent with the keyboard), and draws no ring; Tab then reaches a control that does.
 */
export async function expectGameOverWithoutRing(page: Page, heading: string): Promise<void> {
  const title = page.getByRole('heading', { level: 1, name: heading });
  await expect
    .poll(() => title.evaluate((element) => element === document.activeElement), {
      timeout: 10_000,
    })
    .toBe(true);
  const ring = await title.evaluate((element) => ({
    focusVisible: element.matches(':focus-visible'),
    outline: getComputedStyle(element).outlineStyle,
  }));
  expect(ring).toEqual({ focusVisible: true, outline: 'none' });
  await page.keyboard.press('Tab');
  const control = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName ?? '',
      outline: element ? getComputedStyle(element).outlineStyle : '',
    };
  });
  expect(control.tag).toMatch(/^(A|BUTTON)$/);
  expect(control.outline).toBe('solid');
}
