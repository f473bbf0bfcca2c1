import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, lagSocket } from './support';
import { expectActivity, expectBanner, guessInput, newPlayer, reachPlay } from './online-steps';

/** Waits until the page's countdown shows `seconds` or less. */
async function waitForLastSeconds(page: Page, seconds: number): Promise<void> {
  const timer = page.getByRole('timer');
  await expect
    .poll(async () => Number((await timer.innerText()).replace(/\D/g, '')), { timeout: 20_000 })
    .toBeLessThanOrEqual(seconds);
}

e2eSuite('Online time-out', (e2e) => {
  it('[TURN-6][TURN-7] at 0 the phone submits what was typed in the last seconds, over a slow connection, whatever its teammates typed', async () => {
    // Host and Bea on Team 1, Al on Team 2 (joining order, TEAM-4). Bea and Al are
    // on a crowded party Wi-Fi: everything to and from their phones takes 0.7 s more.
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const bea = await newPlayer(e2e);
    await lagSocket(bea.page, 700);
    await lagSocket(al.page, 1100);
    await reachPlay(host, [al, bea], { turnSeconds: 10, maxAttempts: 2 });

    // Team 1's turn: Bea types key by key in the last 3 seconds and never presses Enter;
    // the host, on the same team, types nothing.
    await guessInput(bea.page).waitFor({ timeout: 20_000 });
    await waitForLastSeconds(bea.page, 3);
    await guessInput(bea.page).pressSequentially('pacific', { delay: 60 });
    await expectBanner(host.page, 'Correct! #1 answer found! +5 points', 20_000);
    await expectActivity(host.page, 'pacific');

    // Team 2's turn: Al, alone on his team and on a slower connection, types in the last seconds.
    await guessInput(al.page).waitFor({ timeout: 20_000 });
    await waitForLastSeconds(al.page, 2);
    await guessInput(al.page).pressSequentially('atlantic', { delay: 40 });
    await expectBanner(host.page, 'Correct! #2 answer found! +4 points', 20_000);
  });
});
