import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createGuestSession, e2eSuite, expectNoAxeViolations, expectText } from './support';

const HEADER =
  'id,gameTypeId,category,title,answer1,answer2,answer3,answer4,answer5,aliases1,aliases2,aliases3,aliases4,aliases5,sourceUrl,retrievedAt';
const GOOD_ROWS = [
  'board-games,top5-blitz,sport,Our favourite board games,Zanzibar Quest,Pondwater Rally,Mellowbrook Tiles,Quillfeather,Ravensgate,,,,Quilly,,,',
  'family-pets,top5-blitz,animals,"Pets, by how many we had",Goldfish,Hamster,Rabbit,Budgie,Tortoise,,,Bunny,,,http://example.com/pets,2026-01-02',
];
const BAD_ROWS = [
  'four-answers,top5-blitz,sport,Only four,One,Two,Three,Four,,,,,,,,',
  'bad-link,top5-blitz,sport,A bad link,One,Two,Three,Four,Five,,,,,,javascript:alert(1),',
];

async function checkPasted(page: Page, text: string): Promise<void> {
  await page.goto('/my-topics/import');
  await page.getByLabel('Or paste its content').fill(text);
  await page.getByRole('button', { name: 'Check File' }).click();
}

e2eSuite('My Topics: import and export in the browser', (e2e) => {
  it('reports both bad rows and writes nothing; imports a good file; its export re-imports unchanged', async () => {
    const context = await e2e.newContext({ device: 'desktop' });
    await createGuestSession(context, e2e.baseURL);
    const page = await context.newPage();

    await checkPasted(page, [HEADER, GOOD_ROWS[0], ...BAD_ROWS].join('\n'));
    const problems = page.getByRole('list', { name: 'Problems' }).getByRole('listitem');
    await problems.first().waitFor();
    expect(await problems.allTextContents()).toEqual([
      'row 3: answer5: must not be empty',
      'row 4: sourceUrl: must be an http:// or https:// address',
    ]);
    expect(await page.getByRole('button', { name: /^Import \d/ }).count()).toBe(0);
    await expectNoAxeViolations(page, { label: '/my-topics/import (problems)' });
    await page.goto('/my-topics');
    await expectText(page, 'No topics of your own yet');

    await checkPasted(page, [HEADER, ...GOOD_ROWS].join('\n'));
    await expectText(page, '2 topics ready to import');
    await page.getByRole('button', { name: 'Import 2 Topics' }).click();
    await expectText(page, 'Import finished: 2 added, 0 changed, 0 unchanged.');

    await page.goto('/my-topics');
    await page.getByRole('heading', { name: 'Pets, by how many we had' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-topics.csv');
    const exported = await readFile((await download.path()) ?? '', 'utf8');
    expect(exported).toContain('Quilly');

    await page.goto('/my-topics/import');
    await page.getByLabel('Upload a file (.csv or .json)').setInputFiles({
      name: 'my-topics.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(exported),
    });
    await page.getByRole('button', { name: 'Check File' }).click();
    await page.getByRole('button', { name: 'Import 2 Topics' }).click();
    await expectText(page, 'Import finished: 0 added, 0 changed, 2 unchanged.');
  });
});
