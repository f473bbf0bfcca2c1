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

/** RFC 4180: a cell with a quote, comma, line break or edge space is quoted, quotes doubled. */
export function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvRow(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}
