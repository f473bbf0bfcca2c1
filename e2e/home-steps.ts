// Steps from Home (/): hosting and joining a party from the front door, counting the taps.
import type { Locator, Page } from 'playwright-core';
import { waitForScreen } from './online-steps';

/** Counts the taps of a path through the screens: each `tap` is one press of a finger. */
export class TapCounter {
  count = 0;

  async tap(target: Locator): Promise<void> {
    this.count++;
    await target.click();
  }
}

/** Home's front door of the Online Party Arena: one name, Host a Party, a code, Join Party. */
export function partyForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Host or Join a Party' });
}

/** The party code in a lobby's address (/party/{code}/lobby). */
function lobbyCode(page: Page): string {
  const code = /^\/party\/([A-Z0-9]{6})\/lobby$/.exec(new URL(page.url()).pathname)?.[1];
  if (!code) throw new Error(`not in a lobby: ${page.url()}`);
  return code;
}

/**
 * Home → the name (typed, or left as filled in when `name` is undefined) → "Host a Party" →
 * the new party's lobby. Returns its code; taps go on `taps`.
 */
export async function hostFromHome(
  page: Page,
  name: string | undefined,
  taps = new TapCounter(),
): Promise<string> {
  await page.goto('/');
  const form = partyForm(page);
  if (name !== undefined) {
    const box = form.getByRole('textbox', { name: 'Your name' });
    await taps.tap(box);
    await box.fill(name);
  }
  await taps.tap(form.getByRole('button', { name: 'Host a Party' }));
  await page.waitForURL((url) => /^\/party\/[A-Z0-9]{6}\/lobby$/.test(url.pathname), {
    timeout: 15_000,
  });
  return lobbyCode(page);
}

/** Home → name and code (as typed: the box upper-cases it) → "Join Party" → that party's lobby. */
export async function joinFromHome(
  page: Page,
  code: string,
  name: string,
  taps = new TapCounter(),
): Promise<void> {
  await page.goto('/');
  const form = partyForm(page);
  const box = form.getByRole('textbox', { name: 'Your name' });
  await taps.tap(box);
  await box.fill(name);
  const codeBox = form.getByLabel('Party code');
  await taps.tap(codeBox);
  await codeBox.fill(code);
  await taps.tap(form.getByRole('button', { name: 'Join Party' }));
  await waitForScreen(page, code.toUpperCase(), 'lobby');
}
