import { expect, it } from 'vitest';
import { createGuestSession, e2eSuite, expectNoAxeViolations } from './support';
import { firstTopic, guess, pressReadyIfAsked, reachPlay, teamChip } from './offline-steps';
import { expectGameOverWithoutRing, expectMarks, foundTile } from './party-board-steps';

e2eSuite('The offline board in front of the room', (e2e) => {
  it('[SCORE-4] offline: hits are not strikes, the last reveal plays (reduced motion) before "Game Complete", which draws no ring', async () => {
    const context = await e2e.newContext({ reducedMotion: 'reduce' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await reachPlay(page, topic);
    const [a1, a2, a3, a4, a5] = topic.answers as [string, string, string, string, string];

    await guess(page, a1); // Red: hit
    await guess(page, 'zzqx not an answer'); // Blue: miss
    await guess(page, a2); // Red: hit
    await guess(page, a3); // Blue: hit
    await pressReadyIfAsked(page);
    await expectMarks(teamChip(page, 'Team Red'), 'hit hit left', '2 found, 0 misses, 1 left');
    await expectMarks(teamChip(page, 'Team Blue'), 'miss hit left', '1 found, 1 miss, 1 left');
    await expectNoAxeViolations(page, { label: '/play (hits and misses)' });

    // Red and Blue find the last two: the fifth shows on the board before the results.
    await guess(page, a4);
    await guess(page, a5);
    await foundTile(page, 5).filter({ hasText: a5 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/play');
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/play');
    await page.waitForURL((url) => url.pathname === '/results');
    await expectGameOverWithoutRing(page, 'Game Complete');
  });
});
