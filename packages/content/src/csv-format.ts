import { ANSWERS_PER_TOPIC } from '@trivia/game';

const ranks = Array.from({ length: ANSWERS_PER_TOPIC }, (_, index) => index + 1);

/** The CSV header: one topic per row, answers and their aliases in rank order. */
export const CSV_COLUMNS: readonly string[] = [
  'id',
  'gameTypeId',
  'category',
  'title',
  ...ranks.map((rank) => `answer${rank}`),
  ...ranks.map((rank) => `aliases${rank}`),
  'sourceUrl',
  'retrievedAt',
];

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): it begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return, after any single quotes. The quotes are
 * included so that a text that itself begins `'=` survives the round trip too.
 */
const FORMULA_LEAD = /^'*[=+\-@\t\r]/;
/** A cell neutralised by csvCell: one single quote more than the text had. */
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/**
 * RFC 4180: a cell with a quote, comma, line break or edge space is quoted, quotes doubled.
 * A formula-like cell (`=HYPERLINK(…)`, `+cmd|' /C calc'!A0`, `@SUM(…)`, `-5 degrees`) gets
 * a leading single quote and is quoted, so a spreadsheet shows it as text rather than run it
 * (TOPIC-6); fromCsvCell takes the quote off again on import.
 */
export function csvCell(value: string): string {
  if (FORMULA_LEAD.test(value)) return `"'${value.replace(/"/g, '""')}"`;
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A cell's text as csvCell wrote it, read back: the single quote it added is taken off. */
export function fromCsvCell(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}

export function csvRow(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}
