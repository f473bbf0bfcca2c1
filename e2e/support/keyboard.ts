import type { Locator, Page } from 'playwright-core';

/** How many Tab presses a screen may need to reach a control (the navbar comes first). */
const MAX_TABS = 80;

/** Is `locator`'s element the one with the keyboard focus? */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab with `backwards`) until `target` has the focus, as a keyboard
 * user would; fails when it is not reached, i.e. the control is not in the tab order.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false }: { backwards?: boolean } = {},
): Promise<void> {
  const element = target.first();
  await element.waitFor();
  for (let presses = 0; presses <= MAX_TABS; presses++) {
    if (await isFocused(element)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} is not reachable with the Tab key`);
}

/** Tabs to `target` and presses Enter on it. */
export async function tabAndPress(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
