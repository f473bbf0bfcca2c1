import { ANSWERS_PER_TOPIC, type Topic, type TopicAnswer } from '@trivia/game';
import { parse } from 'csv-parse/sync';
import { CSV_COLUMNS, fromCsvCell } from '../csv-format';
import type { Problem } from '../problems';
import { ALIAS_SEPARATOR, reportDuplicates, topicSchema } from '../schema';
import { userTopicSchema } from '../user-topic-schema';
import { messageOf, unknownGameType } from './messages';

const ranks = Array.from({ length: ANSWERS_PER_TOPIC }, (_, index) => index + 1);

interface Parsed {
  topics: Topic[];
  problems: Problem[];
}

/**
 * CSV import: a header row naming the columns of CSV_COLUMNS (in any order), then one topic
 * per row. Rows are numbered as in a spreadsheet: the header is row 1.
 */
export function parseCsvTopics(
  content: string,
  gameTypeIds: readonly string[],
  rules: 'library' | 'user' = 'library',
): Parsed {
  let records: string[][];
  try {
    records = parse(content, { bom: true, relax_column_count: true });
  } catch (error) {
    return fail('file', `is not valid CSV: ${messageOf(error)}`);
  }
  const [rawHeader, ...rows] = records;
  if (rawHeader === undefined) return fail('file', 'is empty');
  const header = rawHeader.map((name) => name.trim());
  const headerProblems = checkHeader(header);
  if (headerProblems.length > 0) return { topics: [], problems: headerProblems };

  const result: Parsed = { topics: [], problems: [] };
  const ids: Array<{ id: string; row: number }> = [];
  rows.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = index + 2;
    const cell = (name: string) => fromCsvCell((cells[header.indexOf(name)] ?? '').trim());
    ids.push({ id: cell('id'), row });
    if (cells.length > header.length) {
      result.problems.push({
        where: `row ${row}`,
        message: `has ${cells.length} cells; the header has ${header.length}`,
      });
    }
    readRow(cell, `row ${row}`, { gameTypeIds, rules }, result);
  });
  // Checked on every row, valid or not, so that one pass lists every problem.
  reportDuplicates(
    ids.map(({ id }) => id),
    (index, first) =>
      result.problems.push({
        where: `row ${ids[index]?.row}`,
        message: `id: repeats the id of row ${ids[first]?.row}`,
      }),
  );
  if (result.topics.length === 0 && result.problems.length === 0) {
    return fail('file', 'has no topics');
  }
  return result;
}

function fail(where: string, message: string): Parsed {
  return { topics: [], problems: [{ where, message }] };
}

function readRow(
  cell: (name: string) => string,
  where: string,
  { gameTypeIds, rules }: { gameTypeIds: readonly string[]; rules: 'library' | 'user' },
  result: Parsed,
): void {
  const schema = rules === 'user' ? userTopicSchema : topicSchema;
  const parsed = schema.safeParse(topicFromCells(cell));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      result.problems.push({ where, message: `${columnOf(issue.path)}: ${issue.message}` });
    }
    return;
  }
  if (!gameTypeIds.includes(parsed.data.gameTypeId)) {
    result.problems.push({
      where,
      message: `gameTypeId: ${unknownGameType(parsed.data.gameTypeId)}`,
    });
  }
  result.topics.push(parsed.data);
}

function checkHeader(names: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  for (const name of CSV_COLUMNS) {
    if (!names.includes(name)) {
      problems.push({ where: 'header', message: `missing column "${name}"` });
    }
  }
  names.forEach((name, index) => {
    if (!CSV_COLUMNS.includes(name)) {
      problems.push({ where: 'header', message: `unknown column "${name}"` });
    } else if (names.indexOf(name) !== index) {
      problems.push({ where: 'header', message: `column "${name}" appears twice` });
    }
  });
  return problems;
}

function topicFromCells(cell: (name: string) => string) {
  return {
    id: cell('id'),
    gameTypeId: cell('gameTypeId'),
    category: cell('category'),
    title: cell('title'),
    answers: ranks.map((rank) => answerFromCells(cell(`answer${rank}`), cell(`aliases${rank}`))),
    sourceUrl: cell('sourceUrl'),
    retrievedAt: cell('retrievedAt'),
  };
}

function answerFromCells(text: string, aliasesCell: string): TopicAnswer {
  const aliases = aliasesCell
    .split(ALIAS_SEPARATOR)
    .map((alias) => alias.trim())
    .filter((alias) => alias !== '');
  return aliases.length > 0 ? { text, aliases } : { text };
}

/** The CSV column a schema issue is about: answers[2].aliases[0] is column "aliases3". */
function columnOf(path: readonly PropertyKey[]): string {
  const [field, rank, part] = path;
  if (field !== 'answers') return String(field ?? 'row');
  if (typeof rank !== 'number') return 'answers';
  return part === 'aliases' ? `aliases${rank + 1}` : `answer${rank + 1}`;
}
