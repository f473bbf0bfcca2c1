import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectNoAxeViolations, isFocused, tabAndPress, tabTo } from './support';
import { firstTopic } from './offline-steps';
import { guessInput, newPlayer, OCEANS, waitForScreen } from './online-steps';

/** The focus is on the screen's heading (focus managed on each screen change). */
async function expectHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  await expect.poll(() => isFocused(page.getByRole('heading', { level: 1, name }))).toBe(true);
}

/** Types into the focused field and presses Enter: no mouse anywhere. */
async function typeAndEnter(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** On the player's turn: to the guess input (after Ready, offline), type the guess, Enter. */
async function keyboardGuess(page: Page, text: string): Promise<void> {
  const ready = page.getByRole('button', { name: 'Ready', exact: true });
  const input = guessInput(page);
  await input.or(ready).first().waitFor();
  // Pass-the-device play asks the next team to say they are ready first.
  if (await ready.isVisible()) await tabAndPress(page, ready);
  // The input normally has the focus already; Tab reaches it otherwise.
  await tabTo(page, input);
  await typeAndEnter(page, text);
}

const offlineGuessInput = (page: Page) => page.getByRole('textbox', { name: /, your guess$/ });

async function guessInputOrReady(page: Page, ready: ReturnType<Page['getByRole']>) {
  await offlineGuessInput(page).or(ready).first().waitFor();
}

e2eSuite('Keyboard only (a whole game without a mouse)', (e2e) => {
  it('an offline game from sign-in to results with Tab, typing and Enter', async () => {
    const context = await e2e.newContext({ device: 'desktop' });
    const page = await context.newPage();
    await page.goto('/login?next=%2Foffline');
    await tabAndPress(page, page.getByRole('button', { name: 'Continue as Guest' }));
    await page.waitForURL((url) => url.pathname === '/offline');
    const topic = await firstTopic(context, e2e.baseURL);

    await tabAndPress(page, page.getByRole('button', { name: /Top-5 Blitz/ }));
    await page.waitForURL((url) => url.pathname === '/topics');
    await expectHeadingFocused(page, /./);
    await tabTo(page, page.getByLabel('Search topics'));
    await page.keyboard.type(topic.title);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: topic.title, exact: true }) });
    await tabAndPress(page, card.getByRole('button', { name: 'Start Game' }));
    await page.waitForURL((url) => url.pathname === '/setup');
    // The set-up screen's own heading: the topic list can stay until its code has arrived.
    await expectHeadingFocused(page, 'Game Setup');
    await tabAndPress(page, page.getByRole('button', { name: 'Start Game' }));
    await page.waitForURL((url) => url.pathname === '/play');

    const ready = page.getByRole('button', { name: 'Ready', exact: true });
    await guessInputOrReady(page, ready);
    // The play screen hands the focus to what comes first: Ready, or the guess input.
    await expect
      .poll(async () => (await isFocused(ready)) || (await isFocused(offlineGuessInput(page))))
      .toBe(true);
    for (const answer of topic.answers) await keyboardGuess(page, answer);
    await page.waitForURL((url) => url.pathname === '/results');
    await expectHeadingFocused(page, 'Game Complete');
    await tabTo(page, page.getByRole('button', { name: 'Play Again' }));
    await expectNoAxeViolations(page, { label: '/results after a keyboard game' });
  });

  it('an online game: the host sets it up and both players guess with the keyboard alone', async () => {
    const host = await newPlayer(e2e, 'desktop');
    const guest = await newPlayer(e2e, 'desktop');
    await host.page.goto('/online');
    await tabAndPress(host.page, host.page.getByRole('button', { name: 'Create Party' }));
    await host.page.waitForURL((url) => /^\/party\/[A-Z0-9]{6}\/lobby$/.test(url.pathname));
    const code = new URL(host.page.url()).pathname.split('/')[2]!;

    await guest.page.goto('/online');
    await tabTo(guest.page, guest.page.getByLabel('Party code'));
    await typeAndEnter(guest.page, code);
    await waitForScreen(guest.page, code, 'lobby');

    const press = (name: string | RegExp) =>
      tabAndPress(host.page, host.page.getByRole('button', { name }));
    await press('Start Game');
    await waitForScreen(host.page, code, 'topics');
    await expectHeadingFocused(host.page, /./);
    await tabTo(host.page, host.page.getByLabel('Search topics'));
    await host.page.keyboard.type(OCEANS.title);
    await tabAndPress(
      host.page,
      host.page
        .getByRole('article')
        .filter({ has: host.page.getByRole('heading', { name: OCEANS.title, exact: true }) })
        .getByRole('button', { name: 'Choose Topic' }),
    );
    await waitForScreen(host.page, code, 'setup');
    await press('Team Setup');
    await waitForScreen(host.page, code, 'teams');
    await press('Redistribute All Members Evenly');
    await host.page
      .getByRole('button', { name: 'Begin Game' })
      .and(host.page.locator(':enabled'))
      .waitFor();
    await press('Begin Game');
    await Promise.all([host, guest].map((p) => waitForScreen(p.page, code, 'play')));

    // Team 1 (the host) starts; each guess passes the turn to Team 2 (the guest) and back.
    for (const [index, answer] of OCEANS.answers.entries()) {
      await keyboardGuess(index % 2 === 0 ? host.page : guest.page, answer);
    }
    await Promise.all([host, guest].map((p) => waitForScreen(p.page, code, 'results')));
    await expectNoAxeViolations(guest.page, { label: '/party/results after a keyboard game' });
  });
});
