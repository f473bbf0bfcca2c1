import type { Page } from 'playwright-core';

/** Waits until `text` (exact, or a RegExp) is visible on the page; fails after `timeout`. */
export async function expectText(
  page: Page,
  text: string | RegExp,
  timeout = 10_000,
): Promise<void> {
  await page
    .getByText(text, { exact: typeof text === 'string' })
    .filter({ visible: true })
    .first()
    .waitFor({ timeout });
}

/** Waits until no visible element shows `text`. */
export async function expectGone(page: Page, text: string | RegExp, timeout = 10_000) {
  await page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor({ state: 'hidden', timeout });
}

/** Fails when the page scrolls sideways (something wider than a 360 px phone). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) {
    throw new Error(`${page.url()} is ${overflow}px wider than the viewport`);
  }
}
