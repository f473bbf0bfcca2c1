import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeAnswers, makeCategoryFile, makeEntry, makeTopic } from '../../test/builders';
import { CSV_COLUMNS, csvRow } from '../csv-format';
import { gameTypesSchema } from '../schema';
import { parseTopicsFile } from './parse';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** One CSV row for a topic, with cells overridden by column name. */
function csvLine(id: string, cells: Record<string, string> = {}): string {
  const topic = makeTopic({ id });
  const base: Record<string, string> = {
    id: topic.id,
    gameTypeId: topic.gameTypeId,
    category: topic.category,
    title: topic.title,
    sourceUrl: topic.sourceUrl,
    retrievedAt: topic.retrievedAt,
  };
  topic.answers.forEach((answer, rank) => {
    base[`answer${rank + 1}`] = answer.text;
    base[`aliases${rank + 1}`] = (answer.aliases ?? []).join('|');
  });
  return csvRow(CSV_COLUMNS.map((column) => cells[column] ?? base[column] ?? ''));
}

const csv = (...rows: string[]) => `${[CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;

describe('parseTopicsFile, JSON import', () => {
  it('reads a category file, giving each topic its category and game type', () => {
    const result = parseTopicsFile(json(makeCategoryFile('geography', [{ id: 'oceans' }])), 'json');
    expect(result).toEqual({ ok: true, topics: [makeTopic({ id: 'oceans' })] });
  });

  it('reads a list of category files', () => {
    const files = [
      makeCategoryFile('geography', [{ id: 'oceans' }]),
      makeCategoryFile('space', [{ id: 'planets' }]),
    ];
    const result = parseTopicsFile(json(files), 'json');
    expect(result.ok && result.topics.map((t) => `${t.category}/${t.id}`)).toEqual([
      'geography/oceans',
      'space/planets',
    ]);
  });

  it('lists all three mistakes of a bad file with their paths, and no topics', () => {
    const file = makeCategoryFile('geography', [
      { id: 'oceans', answers: makeAnswers().slice(0, 4) },
      { id: 'lakes', sourceUrl: 'http://example.com/lakes' },
      { id: 'oceans' },
    ]);
    expect(parseTopicsFile(json(file), 'json')).toEqual({
      ok: false,
      problems: [
        { where: 'topics[0].answers', message: 'must have exactly 5 answers, in rank order' },
        { where: 'topics[1].sourceUrl', message: 'must be an https:// address of a public page' },
        { where: 'topics[2].id', message: 'repeats the id of topics[0]' },
      ],
    });
  });

  it('reports ids repeated across the files of a list, and unknown game types', () => {
    const files = [
      makeCategoryFile('geography', [{ id: 'oceans' }]),
      makeCategoryFile('space', [{ id: 'oceans' }], 'quiz-night'),
    ];
    expect(parseTopicsFile(json(files), 'json')).toEqual({
      ok: false,
      problems: [
        { where: '[1].gameTypeId', message: '"quiz-night" is not a known game type' },
        { where: '[1].topics[0].id', message: 'repeats the id of [0].topics[0]' },
      ],
    });
  });

  it('checks game types against the given list', () => {
    const file = makeCategoryFile('geography', [{ id: 'oceans' }], 'family-feud');
    expect(parseTopicsFile(json(file), 'json', { gameTypeIds: ['top5-blitz'] }).ok).toBe(false);
    expect(parseTopicsFile(json(file), 'json').ok).toBe(true);
  });

  it('reports a file that is not JSON, or has no topics', () => {
    const broken = parseTopicsFile('{ "category": ', 'json');
    expect(broken.ok === false && broken.problems.map((p) => p.where)).toEqual(['file']);
    expect(parseTopicsFile('[]', 'json')).toEqual({
      ok: false,
      problems: [{ where: 'file', message: 'has no category files' }],
    });
    expect(parseTopicsFile(json({ ...makeCategoryFile('space', []), topics: [] }), 'json')).toEqual(
      {
        ok: false,
        problems: [{ where: 'topics', message: 'must have at least one topic' }],
      },
    );
  });

  it('refuses a topic with fields of the complete format inside a category file', () => {
    const file = {
      ...makeCategoryFile('space', []),
      topics: [{ ...makeEntry(), category: 'space' }],
    };
    expect(parseTopicsFile(json(file), 'json').ok).toBe(false);
  });
});

describe('parseTopicsFile, CSV import', () => {
  it('reads one topic per row, with "|"-separated aliases and quoted cells', () => {
    const row = csvLine('oceans', {
      title: 'Oceans, largest first',
      aliases1: 'Pacific Ocean | Pacific O.',
    });
    const result = parseTopicsFile(csv(row), 'csv');
    const expected = makeTopic({
      id: 'oceans',
      title: 'Oceans, largest first',
      answers: makeAnswers({ 0: { text: 'Pacific', aliases: ['Pacific Ocean', 'Pacific O.'] } }),
    });
    expect(result).toEqual({ ok: true, topics: [expected] });
  });

  it('lists all three mistakes of a bad file with their rows, and no topics', () => {
    const file = csv(
      csvLine('oceans', { answer3: '' }),
      csvLine('lakes', { retrievedAt: '2026-13-01' }),
      csvLine('oceans'),
    );
    expect(parseTopicsFile(file, 'csv')).toEqual({
      ok: false,
      problems: [
        { where: 'row 2', message: 'answer3: must not be empty' },
        { where: 'row 3', message: 'retrievedAt: must be a real date written YYYY-MM-DD' },
        { where: 'row 4', message: 'id: repeats the id of row 2' },
      ],
    });
  });

  it('names the alias column of an alias problem', () => {
    const file = csv(csvLine('oceans', { aliases5: 'Southern' }));
    expect(parseTopicsFile(file, 'csv')).toEqual({
      ok: false,
      problems: [
        {
          where: 'row 2',
          message:
            'aliases5: "Southern" is the same as answer 4 ("Southern") once case, accents, spaces and punctuation are ignored',
        },
      ],
    });
  });

  it('counts rows as a spreadsheet does, skipping blank lines', () => {
    const file = csv(csvLine('oceans'), '', csvLine('lakes', { category: 'cooking' }));
    const result = parseTopicsFile(file, 'csv');
    expect(result.ok === false && result.problems.map((p) => p.where)).toEqual(['row 4']);
  });

  it('reports a row with more cells than the header', () => {
    const result = parseTopicsFile(csv(`${csvLine('oceans')},extra`), 'csv');
    expect(result).toEqual({
      ok: false,
      problems: [{ where: 'row 2', message: 'has 17 cells; the header has 16' }],
    });
  });

  it('reports missing, unknown and repeated header columns', () => {
    const header = CSV_COLUMNS.filter((c) => c !== 'title')
      .concat('notes', 'id')
      .join(',');
    expect(parseTopicsFile(`${header}\n`, 'csv')).toEqual({
      ok: false,
      problems: [
        { where: 'header', message: 'missing column "title"' },
        { where: 'header', message: 'unknown column "notes"' },
        { where: 'header', message: 'column "id" appears twice' },
      ],
    });
  });

  it('accepts the columns in any order', () => {
    const columns = [...CSV_COLUMNS].reverse();
    const cells = CSV_COLUMNS.map((_, i) => csvLine('oceans').split(',')[i] ?? '');
    const row = [...cells].reverse().join(',');
    expect(parseTopicsFile(`${columns.join(',')}\n${row}\n`, 'csv')).toEqual({
      ok: true,
      topics: [makeTopic({ id: 'oceans' })],
    });
  });

  it('reports an empty file, a file with no topics and broken quoting', () => {
    expect(parseTopicsFile('', 'csv')).toEqual({
      ok: false,
      problems: [{ where: 'file', message: 'is empty' }],
    });
    expect(parseTopicsFile(csv(), 'csv')).toEqual({
      ok: false,
      problems: [{ where: 'file', message: 'has no topics' }],
    });
    const broken = parseTopicsFile(csv('"oceans,top5-blitz'), 'csv');
    expect(broken.ok === false && broken.problems[0]?.message).toMatch(/^is not valid CSV: /);
  });
});

describe('docs/CONTENT.md examples (file formats with an example)', () => {
  const doc = readFileSync(new URL('../../../../docs/CONTENT.md', import.meta.url), 'utf8');
  /** The first fenced block of `language` after `heading`. */
  const example = (heading: string, language: string) => {
    const section = doc.slice(doc.indexOf(heading));
    const match = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(section);
    if (match?.[1] === undefined) throw new Error(`no ${language} example under ${heading}`);
    return match[1];
  };

  it('has a valid game types example', () => {
    const types: unknown = JSON.parse(example('### Game types', 'json'));
    expect(gameTypesSchema.safeParse(types).success).toBe(true);
  });

  it('imports the JSON topics example', () => {
    const parsed = parseTopicsFile(example('### Topics, JSON', 'json'), 'json');
    expect(parsed.ok && parsed.topics.map((topic) => topic.id)).toEqual([
      'most-populous-countries-2024',
    ]);
  });

  it('imports the CSV topics example', () => {
    const parsed = parseTopicsFile(example('### Topics, CSV', 'csv'), 'csv');
    expect(parsed.ok && parsed.topics.map((topic) => topic.title)).toEqual([
      'Largest oceans',
      'Highest mountains, tallest first',
    ]);
  });
});
