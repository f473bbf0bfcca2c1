import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { continueAsGuest, createGuestSession, e2eSuite, expectNoAxeViolations } from './support';
import { guess, pressReadyIfAsked, waitForOfflineReady } from './offline-steps';
import {
  FARM_ANSWERS,
  FARM_PROMPT,
  openSurvey,
  startSurvey,
  typeSurveyAnswers,
} from './offline-survey-steps';

/** The board's slot of `rank` (from 1). */
const slot = (page: Page, rank: number) =>
  page.getByRole('list', { name: 'Answer board' }).locator(`li[data-rank="${rank}"]`);

e2eSuite('Offline Survey Says (pass-the-device survey to the results)', (e2e) => {
  it('[OFF-13][OFF-14][OFF-10][SURVEY-5] with no network, five people answer a prompt on one device, unseen by the next, and its board plays to the results with "N said it"', async () => {
    const context = await e2e.newContext();
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();
    // One visit online saves the pack (prompts included); the survey then runs with no network.
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
    await waitForOfflineReady(page);
    await context.setOffline(true);

    await openSurvey(page);
    await expectNoAxeViolations(page, { label: '/survey prompts' });
    await startSurvey(page, FARM_PROMPT, FARM_ANSWERS.length);
    await expectNoAxeViolations(page, { label: '/survey pass' });

    for (const [index, answers] of FARM_ANSWERS.entries()) {
      const person = `Person ${index + 1} of ${FARM_ANSWERS.length}`;
      await page.getByText(person, { exact: true }).waitFor();
      await typeSurveyAnswers(page, answers);
      if (index === 0) await expectNoAxeViolations(page, { label: '/survey answers' });
      await page.getByRole('button', { name: 'Done' }).click();
      if (index === 1) {
        // OFF-10: a cold reload mid-survey comes back to the same person's handoff.
        await page.reload();
        await page.getByText(`Person 3 of ${FARM_ANSWERS.length}`, { exact: true }).waitFor();
      }
      if (index < FARM_ANSWERS.length - 1) {
        // The next person is handed a screen with nothing of the answers before.
        await page.getByRole('heading', { name: 'Pass to the next person' }).waitFor();
        const shown = await page.locator('main').innerText();
        for (const said of FARM_ANSWERS.slice(0, index + 1).flat()) {
          expect(shown.toLowerCase()).not.toContain(said.toLowerCase());
        }
      }
    }

    await page.waitForURL((url) => url.pathname === '/setup');
    await page.getByText(FARM_PROMPT).waitFor();
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.waitForURL((url) => url.pathname === '/play');
    await pressReadyIfAsked(page);
    expect(await page.locator('main').innerText()).not.toContain('said it');

    await guess(page, 'cows');
    await slot(page, 1).getByText('4 said it').waitFor();
    expect(await slot(page, 1).innerText()).toContain('Cow');
    await guess(page, 'pig');
    await slot(page, 2).getByText('3 said it').waitFor();
    await guess(page, 'lamb');
    await slot(page, 3).getByText('2 said it').waitFor();
    expect(await slot(page, 3).innerText()).toContain('Sheep');
    await guess(page, 'horse');
    await slot(page, 4).getByText('2 said it').waitFor();
    await guess(page, 'chicken');
    await page.getByRole('heading', { name: 'Game Complete' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('main').innerText()).toContain('Chicken');
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await context.close();
  });

  it('[OFF-14][SURVEY-4] too few answers give no board, and "Pick another prompt" goes back to the prompts', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await continueAsGuest(page, '/offline');
    await page.waitForURL((url) => url.pathname === '/offline');
    await openSurvey(page);
    await startSurvey(page, FARM_PROMPT, 2);
    for (const answers of [['Cow'], ['cows', 'Pig']]) {
      await typeSurveyAnswers(page, answers);
      await page.getByRole('button', { name: 'Done' }).click();
    }
    await page.getByText('Not enough answers: ask more people or pick another prompt').waitFor();
    await expectNoAxeViolations(page, { label: '/survey no board' });
    await page.getByRole('button', { name: 'Pick another prompt' }).click();
    await page.getByRole('heading', { name: 'Pick a Prompt' }).waitFor();
    await context.close();
  });
});
