import { expect, it } from 'vitest';
import {
  continueAsGuest,
  createGuestSession,
  e2eSuite,
  expectNoAxeViolations,
  expectText,
  watchConsole,
} from './support';
import {
  activeTeam,
  chooseTopic,
  endGameEarly,
  firstTopic,
  guess,
  offlineBundle,
  openTopics,
  reachPlay,
  startGame,
  teamChip,
} from './offline-steps';

e2eSuite('Offline Party Pack (/offline to /results, phases, setup)', (e2e) => {
  it('[OFF-1][OFF-5] a whole offline game from /offline to /results, axe-clean on every screen', async () => {
    const context = await e2e.newContext();
    const console = await watchConsole(context);
    const page = await context.newPage();
    await continueAsGuest(page, '/offline');
    await page.waitForURL((url) => url.pathname === '/offline');
    const topic = await firstTopic(context, e2e.baseURL);

    await page.getByRole('button', { name: /Top-5 Blitz/ }).waitFor();
    await expectText(page, 'Back to Home');
    await expectNoAxeViolations(page, { label: '/offline' });
    await page.getByRole('button', { name: /Top-5 Blitz/ }).click();
    await page.waitForURL((url) => url.pathname === '/topics');
    await expectText(page, topic.title);
    await expectText(page, 'Top 5 List');
    expect(await page.getByRole('slider', { name: 'Time per turn' }).inputValue()).toBe('30');
    await expectNoAxeViolations(page, { label: '/topics' });

    await chooseTopic(page, topic.title);
    await expectText(page, topic.title);
    expect(await page.getByRole('textbox', { name: 'Team 1 name' }).inputValue()).toBe('Team Red');
    expect(await page.getByRole('textbox', { name: 'Team 2 name' }).inputValue()).toBe('Team Blue');
    await expectNoAxeViolations(page, { label: '/setup' });
    await startGame(page);
    await expectNoAxeViolations(page, { label: '/play' });

    const [a1, a2, a3, a4, a5] = topic.answers as [string, string, string, string, string];
    await guess(page, a1);
    await expectText(page, 'Correct! #1 answer found! +5 points');
    expect(await activeTeam(page)).toBe('Team Blue');
    await guess(page, 'zzqx not an answer');
    await expectText(page, 'Incorrect guess');
    await guess(page, a1);
    await expectText(page, 'This answer has already been given. Please try a different answer.');
    await guess(page, a2);
    await guess(page, a3);
    await guess(page, a4);
    // The board animates a turn change (colours in between): let it settle first.
    await page.waitForTimeout(1000);
    await expectNoAxeViolations(page, { label: '/play mid-game' });
    await guess(page, a5);

    await page.waitForURL((url) => url.pathname === '/results');
    await page.getByRole('heading', { name: 'Game Complete' }).waitFor();
    await expectText(page, 'Team Red wins!'); // Red 5+4+2 = 11, Blue 3+1 = 4
    // The celebration draws (the CSP no longer blocks it): 100 pieces on a phone.
    expect(await page.locator('canvas[data-confetti]').getAttribute('data-confetti')).toBe('100');
    await expectText(page, 'Final Scoreboard');
    const board = page.getByRole('region', { name: 'Final Scoreboard' }).getByRole('listitem');
    // The scores count up from 0 (the winner moment): wait for the final ones.
    await expect
      .poll(() => board.allInnerTexts())
      .toEqual([
        expect.stringMatching(/Team Red[\s\S]*11/),
        expect.stringMatching(/Team Blue[\s\S]*4/),
      ]);
    const answers = page.getByRole('region', { name: 'The Answers' }).getByRole('listitem');
    expect(await answers.count()).toBe(5);
    expect(await answers.nth(2).innerText()).toContain('Found by Team Blue');
    await page
      .getByRole('link', { name: /Data source|wikipedia|\./ })
      .first()
      .waitFor();
    await expectNoAxeViolations(page, { label: '/results' });

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Share Results' }).click();
    // Headless Chromium has no share sheet: the clipboard, with a toast (no alert).
    await expectText(page, 'Results copied to clipboard!');
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(alerts).toEqual([]);
    expect(shared).toContain(`Topic: ${topic.title}`);
    expect(shared).toContain('1st Team Red - 11 points');
    expect(shared).toContain('2nd Team Blue - 4 points');

    // OFF-6: Play Again keeps the teams and goes to the topic choice.
    await page.getByRole('button', { name: 'Play Again' }).click();
    await page.waitForURL((url) => url.pathname === '/topics');
    await page.goto('/play');
    await page.waitForURL((url) => url.pathname === '/');
    // Not one console error or CSP violation on the whole way.
    console.expectClean();
  });

  it('no confetti under prefers-reduced-motion, and the results still say who won', async () => {
    const context = await e2e.newContext({ reducedMotion: 'reduce', device: 'desktop' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await reachPlay(page, topic);
    await guess(page, topic.answers[0]!);
    await endGameEarly(page);
    await expectText(page, 'Team Red wins!');
    // (The page's decorative background is a canvas of its own: only confetti counts.)
    expect(await page.locator('canvas[data-confetti]').count()).toBe(0);
  });

  it('[OFF-2][TEAM-1] Offline setup: team count 2-4, "Team N", and the valid-names warning', async () => {
    const context = await e2e.newContext({ device: 'desktop' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await openTopics(page);
    await chooseTopic(page, topic.title);

    expect(await page.getByRole('button', { name: /^Remove team/ }).count()).toBe(0);
    await page.getByRole('button', { name: '+ Add Team (max 4)' }).click();
    expect(await page.getByRole('textbox', { name: 'Team 3 name' }).inputValue()).toBe('Team 3');
    await page.getByRole('button', { name: '+ Add Team (max 4)' }).click();
    expect(await page.getByRole('button', { name: '+ Add Team (max 4)' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove team/ }).count()).toBe(4);

    await page.getByRole('textbox', { name: 'Team 1 name' }).fill('');
    await page.getByRole('textbox', { name: 'Team 2 name' }).fill('  ');
    await page.getByRole('textbox', { name: 'Team 3 name' }).fill('');
    await expectText(page, 'Please ensure at least 2 teams have valid names.');
    expect(await page.getByRole('button', { name: 'Start Game' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, { label: '/setup with the warning' });

    await page.getByRole('textbox', { name: 'Team 1 name' }).fill('Owls');
    await page.getByRole('button', { name: 'Remove team 2' }).click();
    await page.getByRole('button', { name: 'Remove team 2' }).click();
    expect(await page.getByRole('button', { name: /^Remove team/ }).count()).toBe(0);
    await page.getByRole('radio', { name: '1' }).check();
    await startGame(page);
    expect(await teamChip(page, 'Owls').innerText()).toContain('Attempts: 0/1');
    expect(await teamChip(page, 'Team 4').innerText()).toContain('Attempts: 0/1');
  });

  it('[OFF-4] at 0 the timer submits what is typed, an empty guess as "Time expired" (10 s turn)', async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await openTopics(page);
    const slider = page.getByRole('slider', { name: 'Time per turn' });
    await slider.focus();
    await slider.press('Home');
    expect(await slider.inputValue()).toBe('10');
    await chooseTopic(page, topic.title);
    await startGame(page);

    const timer = page.getByRole('timer');
    expect(await timer.getAttribute('data-color')).toBe('red');
    expect(Number(await timer.innerText().then((t) => t.replace(/\D/g, '')))).toBeLessThanOrEqual(
      10,
    );
    await expectText(page, 'Time expired', 15_000);
    expect(await activeTeam(page)).toBe('Team Blue');
    expect(await teamChip(page, 'Team Red').innerText()).toContain('Attempts: 1/3');
    await page
      .getByRole('region', { name: 'Team Red guesses' })
      .getByText('Time expired')
      .waitFor();

    await page.getByRole('textbox', { name: 'Team Blue, your guess' }).fill(topic.answers[1]!);
    await expectText(page, 'Correct! #2 answer found! +4 points', 15_000);
    // The scores count up: poll until the chip shows the 4 points.
    await expect
      .poll(() => teamChip(page, 'Team Blue').innerText())
      .toMatch(/4[\s\S]*Attempts: 1\/3/);
  });

  it('refresh-proof: a reload mid-game returns to the same turn, scores and time left', async () => {
    const context = await e2e.newContext({ device: 'desktop' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await reachPlay(page, topic);
    await guess(page, topic.answers[0]!);
    await guess(page, 'zzqx not an answer');
    await guess(page, topic.answers[3]!);
    await expectText(page, 'Correct! #4 answer found! +2 points');
    // The score counts up (about 600 ms): read the chips once it has settled.
    await expect.poll(() => teamChip(page, 'Team Red').innerText()).toMatch(/^▲\s*Team Red\s+7/);
    const before = {
      team: await activeTeam(page),
      red: await teamChip(page, 'Team Red').innerText(),
      blue: await teamChip(page, 'Team Blue').innerText(),
    };
    expect(before.team).toBe('Team Blue');
    await page.waitForTimeout(3000);
    const secondsBefore = Number((await page.getByRole('timer').innerText()).replace(/\D/g, ''));

    await page.reload();
    await page.getByRole('timer').waitFor();
    expect(await activeTeam(page)).toBe(before.team);
    expect(await teamChip(page, 'Team Red').innerText()).toBe(before.red);
    expect(await teamChip(page, 'Team Blue').innerText()).toBe(before.blue);
    expect(before.red).toMatch(/^▲\s*Team Red\s+7/);
    const secondsAfter = Number((await page.getByRole('timer').innerText()).replace(/\D/g, ''));
    expect(secondsAfter).toBeLessThanOrEqual(secondsBefore);
    expect(secondsAfter).toBeLessThan(30);
    await page
      .getByRole('region', { name: 'Team Red guesses' })
      .getByText(topic.answers[3]!)
      .waitFor();
  });

  it('axe-clean in the dark theme: /setup, /play with answers shown, /results', async () => {
    const context = await e2e.newContext({ colorScheme: 'dark' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    const topic = await firstTopic(context, e2e.baseURL);
    await openTopics(page);
    await chooseTopic(page, topic.title);
    await expectNoAxeViolations(page, { label: '/setup (dark)' });
    await startGame(page);
    await guess(page, topic.answers[2]!);
    await page.getByRole('button', { name: 'Show Answers' }).click();
    await expectNoAxeViolations(page, { label: '/play (dark)' });
    await endGameEarly(page);
    await expectText(page, 'Team Red wins!');
    await expectNoAxeViolations(page, { label: '/results (dark)' });
  });

  it('the topic picker filters by difficulty and "Family-friendly only"', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await continueAsGuest(page, '/offline');
    await page.waitForURL((url) => url.pathname === '/offline');
    const { topics } = await offlineBundle(context, e2e.baseURL);
    const count = (keep: (topic: (typeof topics)[number]) => boolean) =>
      topics.filter((topic) => topic.gameTypeId === 'top5-blitz' && keep(topic)).length;
    // A difficulty with topics both fine and not fine for children.
    const levels = ['easy', 'medium', 'hard'] as const;
    const level = levels.find(
      (d) =>
        count((t) => t.difficulty === d && t.family === true) < count((t) => t.difficulty === d),
    );
    expect(level).toBeDefined();
    const ofLevel = count((topic) => topic.difficulty === level);
    const familyOfLevel = count((topic) => topic.difficulty === level && topic.family === true);
    await openTopics(page);
    await page.getByLabel('Difficulty').selectOption(level ?? '');
    await expectText(page, new RegExp(`^Showing \\d+ of ${ofLevel} topics?$`));
    await page.getByRole('checkbox', { name: 'Family-friendly only' }).check();
    await expectText(page, new RegExp(`^Showing \\d+ of ${familyOfLevel} topics?$`));
    await expectNoAxeViolations(page, { label: '/topics (filtered)' });
  });
});
