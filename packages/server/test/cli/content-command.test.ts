import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameTypes, topics } from '@trivia/content';
import { OfflineBundleResponse } from '@trivia/protocol';
import { unsealAnswers } from '@trivia/protocol/answer-seal';
import { runContentCommand } from '../../src/cli/content-commands';
import { listTopics } from '../../src/storage/catalog';
import { signInAsGuest } from '../support/accounts';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

const HEADER =
  'id,gameTypeId,category,title,answer1,answer2,answer3,answer4,answer5,aliases1,aliases2,aliases3,aliases4,aliases5,sourceUrl,retrievedAt';
const GOOD_ROW =
  'largest-deserts,top5-blitz,geography,Largest deserts,Antarctic,Arctic,Sahara,Arabian,Gobi,Antarctica,,,,,https://en.wikipedia.org/wiki/List_of_deserts_by_area,2026-11-22';
// Three different mistakes: four answers, an http source, a date that is not a date.
const BAD_ROWS = [
  'short-list,top5-blitz,geography,Short list,One,Two,Three,Four,,,,,,,https://example.org/a,2026-11-22',
  'insecure-source,top5-blitz,geography,Insecure source,A1,B2,C3,D4,E5,,,,,,http://example.org/b,2026-11-22',
  'bad-date,top5-blitz,geography,Bad date,A1,B2,C3,D4,E5,,,,,,https://example.org/c,yesterday',
];

function writeTemp(name: string, content: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'trivia-content-'));
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe.each(storageTargets())('npm run content ($kind)', (target) => {
  // The real library, so an export holds every kind of topic the product ships.
  const testApp = useTestApp(target, { content: { gameTypes, topics } });
  const db = () => testApp().database.db;

  it('imports a good file, and the topic is served by the catalog API', async () => {
    const file = writeTemp('good.csv', `${HEADER}\n${GOOD_ROW}\n`);
    const outcome = await runContentCommand(db(), ['import', file], { cwd: '/' });
    expect(outcome.exitCode).toBe(0);
    expect(outcome.out.at(-1)).toBe('Added 1, changed 0, unchanged 0.');

    const { client } = await signInAsGuest(testApp());
    const bundle = OfflineBundleResponse.parse((await client.get('/api/offline-bundle')).body);
    const imported = bundle.topics.find((topic) => topic.id === 'largest-deserts');
    const answers = unsealAnswers(imported?.sealedAnswers ?? '', bundle.key, 'largest-deserts');
    expect(answers?.map((answer) => answer.text)).toEqual([
      'Antarctic',
      'Arctic',
      'Sahara',
      'Arabian',
      'Gobi',
    ]);
  });

  it('re-importing the same file changes nothing', async () => {
    const file = writeTemp('good.csv', `${HEADER}\n${GOOD_ROW}\n`);
    await runContentCommand(db(), ['import', file], { cwd: '/' });
    const again = await runContentCommand(db(), ['import', file], { cwd: '/' });
    expect(again.out).toEqual(['Added 0, changed 0, unchanged 1.']);
  });

  it('[TOPIC-1] reports all three mistakes of a bad file and writes nothing', async () => {
    const before = await listTopics(db());
    const file = writeTemp('bad.csv', [HEADER, GOOD_ROW, ...BAD_ROWS].join('\n'));
    const outcome = await runContentCommand(db(), ['import', file], { cwd: '/' });
    expect(outcome.exitCode).toBe(1);
    const report = outcome.err.join('\n');
    expect(report).toMatch(/row 3/);
    expect(report).toMatch(/row 4/);
    expect(report).toMatch(/row 5/);
    expect(report).toContain('nothing was imported');
    expect(await listTopics(db())).toEqual(before);
  });

  it('a dry run lists what would change and writes nothing', async () => {
    const file = writeTemp(
      'good.json',
      JSON.stringify({
        category: 'geography',
        gameTypeId: 'top5-blitz',
        topics: [
          {
            id: 'largest-deserts-json',
            title: 'Largest deserts',
            answers: ['Antarctic', 'Arctic', 'Sahara', 'Arabian', 'Gobi'].map((text) => ({ text })),
            sourceUrl: 'https://en.wikipedia.org/wiki/List_of_deserts_by_area',
            retrievedAt: '2026-11-22',
          },
        ],
      }),
    );
    const outcome = await runContentCommand(db(), ['import', file, '--dry-run'], { cwd: '/' });
    expect(outcome.out).toEqual([
      'add     largest-deserts-json',
      'Dry run: would add 1, change 0, unchanged 0.',
    ]);
    expect((await listTopics(db())).some((t) => t.id === 'largest-deserts-json')).toBe(false);
  });

  // Exporting and importing 400 topics twice is real work on a busy machine: a longer limit.
  it('exports every topic as CSV that imports back unchanged', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'trivia-export-'));
    const exported = await runContentCommand(
      db(),
      ['export', '--format', 'csv', '--out', 'all.csv'],
      {
        cwd: dir,
      },
    );
    expect(exported.file?.path).toBe(path.join(dir, 'all.csv'));
    writeFileSync(exported.file?.path ?? '', exported.file?.content ?? '');
    const count = (await listTopics(db())).length;
    // The first import takes the shipped topics over as the administrator's own (origin
    // 'import'), which later starts never overwrite; importing the same file again is no change.
    await runContentCommand(db(), ['import', 'all.csv'], { cwd: dir });
    const reimported = await runContentCommand(db(), ['import', 'all.csv'], { cwd: dir });
    expect(reimported.err).toEqual([]);
    expect(reimported.out).toEqual([`Added 0, changed 0, unchanged ${count}.`]);
    expect(readFileSync(path.join(dir, 'all.csv'), 'utf8').split('\n')[0]).toContain('id,');
  });

  // The stats compare every pair of library topics (80,000 pairs): a longer limit too.
  it('prints stats, the Survey Says prompts among them', { timeout: 30_000 }, async () => {
    const count = (await listTopics(db())).length;
    const stats = await runContentCommand(db(), ['stats'], { cwd: '/' });
    expect(stats.out.at(-1)).toMatch(new RegExp(`^Total\\s+${count}$`));
    // The Survey Says prompts are counted against their goal too.
    expect(stats.out).toContainEqual(
      expect.stringMatching(/^ {2}Prompts\s+\d+\s+goal >= 300\s+ok$/),
    );
  });

  it('explains its usage when the command is unknown', async () => {
    const outcome = await runContentCommand(db(), ['frobnicate'], { cwd: '/' });
    expect(outcome.exitCode).toBe(1);
    expect(outcome.err[0]).toBe('Usage:');
  });
});
