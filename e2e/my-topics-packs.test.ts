import { expect, it } from 'vitest';
import { createGuestSession, e2eSuite, expectNoAxeViolations, expectText } from './support';
import { createTopicThroughApi, GAMES_SECRETS, recordApiResponses } from './my-topics-steps';

e2eSuite('My Topics: share a pack', (e2e) => {
  it('[TOPIC-8] one user shares a pack by link; another sees titles only, adds it; a revoked link opens nothing', async () => {
    const anaContext = await e2e.newContext();
    await createGuestSession(anaContext, e2e.baseURL);
    await createTopicThroughApi(anaContext, e2e.baseURL, 'Our favourite board games');
    await createTopicThroughApi(anaContext, e2e.baseURL, 'Games we never finish');
    const ana = await anaContext.newPage();
    await ana.goto('/my-topics/packs');
    await ana.getByLabel('Pack name').fill('Game night');
    await ana.getByRole('checkbox', { name: 'Our favourite board games' }).check();
    await ana.getByRole('checkbox', { name: 'Games we never finish' }).check();
    await ana.getByRole('button', { name: 'Create Pack' }).click();
    await ana.getByRole('heading', { name: 'Game night' }).waitFor();
    await ana.getByRole('button', { name: 'Share Pack' }).click();
    const linkField = ana.getByLabel('Share link');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/shared-pack\/[A-Za-z0-9_-]{32}$/);
    await ana.getByRole('img', { name: 'QR code of the link to Game night' }).waitFor();
    await expectNoAxeViolations(ana, { label: '/my-topics/packs (shared)' });

    const boContext = await e2e.newContext();
    await createGuestSession(boContext, e2e.baseURL);
    const bo = await boContext.newPage();
    const responses = recordApiResponses(bo);
    await bo.goto(link);
    await bo.getByRole('heading', { level: 1, name: 'Game night' }).waitFor();
    await expectText(bo, '2 topics');
    await expectText(bo, 'Games we never finish');
    const before = await bo.locator('body').innerText();
    for (const secret of GAMES_SECRETS) {
      expect(before.toLowerCase()).not.toContain(secret);
      expect(responses.filter((body) => body.toLowerCase().includes(secret))).toEqual([]);
    }
    await bo.getByRole('button', { name: 'Add to My Topics' }).click();
    await expectText(bo, 'Added 2 topics to My Topics.');
    await bo.getByRole('link', { name: 'Go to My Topics' }).click();
    await bo.getByRole('heading', { name: 'Our favourite board games' }).waitFor();

    await ana.getByRole('button', { name: 'Stop Sharing' }).click();
    await ana.getByRole('button', { name: 'Share Pack' }).waitFor();
    await bo.goto(link);
    await expectText(bo, 'This pack link is not valid any more');
  });
});
