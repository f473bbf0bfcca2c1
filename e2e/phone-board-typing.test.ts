import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectNoAxeViolations } from './support';
import { guess, guessInput, newPlayer, reachPlay } from './online-steps';

/** A 360×640 phone. */
const PHONE = { width: 360, height: 640 } as const;
/** The same phone with its on-screen keyboard open (about half the height), emulated. */
const KEYBOARD_OPEN = { width: 360, height: 320 } as const;

/**
 * What keeps the page's board at a glance (its five slots) from being seen: a slot outside
 * the visual viewport (what the keyboard leaves), or covered there (by the sticky navbar).
 */
function slotsOutOfSight(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const view = window.visualViewport;
    const top = view?.offsetTop ?? 0;
    const bottom = top + (view?.height ?? window.innerHeight);
    const width = view?.width ?? window.innerWidth;
    const slots = [...document.querySelectorAll('[data-testid="compact-board"] li')];
    const problems: string[] = slots.length === 5 ? [] : [`${slots.length} slots`];
    for (const slot of slots) {
      const box = slot.getBoundingClientRect();
      const name = `slot ${slot.getAttribute('data-slot')}`;
      if (box.height === 0) problems.push(`${name} not shown`);
      else if (box.top < top || box.bottom > bottom || box.left < 0 || box.right > width) {
        problems.push(`${name} at ${box.top}–${box.bottom} outside ${top}–${bottom}`);
      } else {
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        if (hit === null || !slot.contains(hit)) problems.push(`${name} covered`);
      }
    }
    return problems;
  });
}

/** Where the focused element is: 'in sight' when it is the guess field inside the visual viewport. */
function focusedField(page: Page): Promise<string> {
  return page.evaluate(() => {
    const field = document.activeElement;
    if (!(field instanceof HTMLInputElement)) return `focus on ${field?.tagName ?? 'nothing'}`;
    const view = window.visualViewport;
    const top = view?.offsetTop ?? 0;
    const bottom = top + (view?.height ?? window.innerHeight);
    const box = field.getBoundingClientRect();
    return box.top >= top && box.bottom <= bottom
      ? 'in sight'
      : `field at ${box.top}–${box.bottom} outside ${top}–${bottom}`;
  });
}

e2eSuite('Phones while playing (360×640)', (e2e) => {
  it('the team typing sees all five slots over the keyboard; a waiting player sees the board above the fold', async () => {
    const host = await newPlayer(e2e, 'phone', { viewport: PHONE });
    const al = await newPlayer(e2e, 'phone', { viewport: PHONE });
    await reachPlay(host, [al], { maxAttempts: 3, turnSeconds: 120 });
    await guess(host.page, 'pacific');

    // Al's turn; the host waits, and sees the board (Pacific found) without scrolling.
    await guessInput(al.page).waitFor();
    await host.page.evaluate(() => window.scrollTo(0, 0));
    await host.page.getByTestId('compact-board').getByText('Pacific').waitFor();
    expect(await slotsOutOfSight(host.page)).toEqual([]);

    // Al types: the board at a glance stays in sight above the field, keyboard open or not.
    const field = guessInput(al.page);
    await field.focus();
    await field.pressSequentially('atl');
    await expect.poll(() => slotsOutOfSight(al.page)).toEqual([]);
    await al.page.setViewportSize(KEYBOARD_OPEN);
    // The page scrolls to keep both in sight once the window has shrunk: wait for it.
    await expect
      .poll(async () => [...(await slotsOutOfSight(al.page)), await focusedField(al.page)])
      .toEqual(['in sight']);
    await expectNoAxeViolations(al.page, { label: '/party/play (phone, typing)' });

    // The keyboard closes and the guess goes: Atlantic shows on the board at a glance.
    await al.page.setViewportSize(PHONE);
    await field.fill('atlantic');
    await field.press('Enter');
    await al.page.getByTestId('compact-board').getByText('Atlantic').waitFor();
  });
});
