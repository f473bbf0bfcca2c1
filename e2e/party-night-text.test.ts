import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  createGuestSession,
  e2eSuite,
  expectGone,
  expectNoAxeViolations,
  expectText,
} from './support';
import { chooseTopic, firstTopic, guess, openTopics, startGame } from './offline-steps';
import { TV } from './online-screen-steps';
import { partyForm } from './home-steps';
import { newPlayer } from './online-steps';
import { tiedOnlineGame } from './screenshot-targets-ties';

/** On /setup: three teams named Sharks, Tigers and Bears, with 2 attempts each. */
async function threeTeams(page: Page): Promise<void> {
  await page.getByRole('button', { name: '+ Add Team (max 4)' }).click();
  await page.getByRole('textbox', { name: 'Team 1 name' }).fill('Sharks');
  await page.getByRole('textbox', { name: 'Team 2 name' }).fill('Tigers');
  await page.getByRole('textbox', { name: 'Team 3 name' }).fill('Bears');
  await page.getByRole('radio', { name: '2' }).check();
}

/** The Final Scoreboard's place column, once the scores have counted up. */
function places(page: Page) {
  return page
    .getByRole('region', { name: 'Final Scoreboard' })
    .getByRole('listitem')
    .allInnerTexts();
}

/** What a real party night hit, played through the real screens. */
e2eSuite('A real party night: places, topic search, wrong codes, grammar, hosted games', (e2e) => {
  it('[WIN-3][OFF-9] Tigers 3 and Bears 3 share 2nd place; "Tigers\' turn", "Sharks win!"; the profile shows the game as hosted with its winner', async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    const [a1, , a3, a4, a5] = topic.answers as [string, string, string, string, string];
    await openTopics(page);
    await chooseTopic(page, topic.title);
    await threeTeams(page);
    await startGame(page);

    // Sharks find #1 (5); Tigers #3 (3); Bears #4 and #5 (2 + 1); the others miss once.
    await guess(page, a1);
    const announcements = page.getByRole('log', { name: 'Game announcements' });
    await expect.poll(() => announcements.textContent()).toContain("Tigers' turn");
    expect(await announcements.textContent()).not.toContain("Tigers's");
    await guess(page, a3);
    await expect.poll(() => announcements.textContent()).toContain("Bears' turn");
    await guess(page, a4);
    await guess(page, 'zzqx not an answer');
    await guess(page, 'qqzx not an answer');
    await guess(page, a5);

    await page.getByRole('heading', { name: 'Game Complete' }).waitFor();
    await expectText(page, 'Sharks win!');
    await expect
      .poll(() => places(page))
      .toEqual([
        expect.stringMatching(/^1st\s+Sharks[\s\S]*5\s*pts$/),
        expect.stringMatching(/^2nd =\s*, tied\s+Tigers[\s\S]*3\s*pts$/),
        expect.stringMatching(/^2nd =\s*, tied\s+Bears[\s\S]*3\s*pts$/),
      ]);
    await expectNoAxeViolations(page, { label: '/results with a shared place' });

    // Bug 15: the offline game is the host's hosted game, with its winner, not a loss.
    await page.goto('/profile');
    const recent = page.getByRole('listitem').filter({ hasText: topic.title });
    await recent.waitFor();
    const line = await recent.innerText();
    expect(line).toContain('Hosted offline');
    expect(line).toContain('Winner: Sharks');
    expect(line).not.toMatch(/Lost|0 pts|Host \(offline\)/);
    await expectNoAxeViolations(page, { label: '/profile with a hosted game' });
  });

  it('[WIN-3] a tie for first says so on the winner line, both teams 1st =', async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    const [a1, a2, , , a5] = topic.answers as [string, string, string, string, string];
    await openTopics(page);
    await chooseTopic(page, topic.title);
    await page.getByRole('textbox', { name: 'Team 1 name' }).fill('Whales');
    await page.getByRole('radio', { name: '2' }).check();
    await startGame(page);
    // Whales #1 (5) and a miss; Team Blue #2 and #5 (4 + 1): 5 all.
    await guess(page, a1);
    await guess(page, a2);
    await guess(page, 'zzqx not an answer');
    await guess(page, a5);
    await page.getByRole('heading', { name: 'Game Complete' }).waitFor();
    await expectText(page, 'Whales and Team Blue win!');
    await expectText(page, 'tied on 5 points');
    await expect
      .poll(() => places(page))
      .toEqual([
        expect.stringMatching(/^1st =\s*, tied\s+Whales/),
        expect.stringMatching(/^1st =\s*, tied\s+Team Blue/),
      ]);
  });

  it('[WIN-1][WIN-3] online: a 5-all tie is "It\'s a tie!" with both teams 1st =, on a phone and on the TV', async () => {
    const host = await newPlayer(e2e);
    const player = await newPlayer(e2e);
    const tv = await e2e.newPage({ device: 'desktop', viewport: TV });
    await tiedOnlineGame(host.page, player.page, tv);
    for (const page of [player.page, tv]) {
      await page.getByRole('heading', { name: 'Game Over!' }).waitFor();
      await expectText(page, "It's a tie!");
      await expect
        .poll(() => places(page))
        .toEqual([
          expect.stringMatching(/^1st =\s*, tied\s+Team 1[\s\S]*5\s*pts$/),
          expect.stringMatching(/^1st =\s*, tied\s+Team 2[\s\S]*5\s*pts$/),
        ]);
    }
    await expectNoAxeViolations(player.page, { label: 'online results, tied' });
    // Three browsers and a whole online game: more than the default 90 s on a busy machine.
  }, 180_000);

  it('every example the search box offers, and "football", finds topics', async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    await openTopics(page);
    const search = page.getByLabel('Search topics');
    const placeholder = (await search.getAttribute('placeholder')) ?? '';
    const examples = placeholder.replace(/^e\.g\.\s*/, '').split(/,\s*/);
    expect(examples).toEqual(['movies', 'planets', 'pizza']);
    for (const word of [...examples, 'football', 'films', 'soccer']) {
      await search.fill(word);
      await expect
        .poll(() => page.getByText(/^Showing \d+ of \d+ topics?$/).textContent())
        .toMatch(/^Showing [1-9]/);
      await expectGone(page, 'No topics match your search.');
      expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    }
    await search.fill('movies');
    await page.getByRole('heading', { name: /films/i }).first().waitFor();
  });

  it('[JOIN-6] a wrong code says "No party with code X" under the code box at 360×640, stays on Home, and makes no guest', async () => {
    const context = await e2e.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.goto('/');
    const join = partyForm(page);
    await join.getByLabel('Party code').fill('ZZ99QQ');
    await join.getByLabel('Your name').fill('Sam');
    await join.getByRole('button', { name: 'Join Party' }).click();

    const message = join.getByRole('alert').filter({ hasText: 'No party with code ZZ99QQ' });
    await message.waitFor();
    // Right under the code box, and on screen without scrolling further.
    const box = await message.boundingBox();
    const input = await join.getByLabel('Party code').boundingBox();
    expect(box && input).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(input!.y + input!.height);
    expect(box!.y - (input!.y + input!.height)).toBeLessThan(24);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(640);
    expect(new URL(page.url()).pathname).toBe('/');
    await expectGone(page, 'Party Play');

    // Nothing was made: no session cookie, and the server knows no user for this browser.
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('trivia_session');
    const me = await context.request.get(`${e2e.baseURL}/api/me`);
    expect(await me.json()).toEqual({ user: null });
    await expectNoAxeViolations(page, { label: 'Home with a wrong party code' });

    // A new code clears the message.
    await join.getByLabel('Party code').fill('ZZ99Q');
    await expectGone(page, 'No party with code ZZ99QQ');
  });
});
