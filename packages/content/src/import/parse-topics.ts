import type { Topic } from '@trivia/game';
import { formatPath, issuesToProblems, type Problem } from '../problems';
import { categoryFileSchema } from '../schema';
import { userCategoryFileSchema } from '../user-topic-schema';
import { messageOf, unknownGameType } from './messages';
import { parseCsvTopics } from './parse-csv';

export type ImportFormat = 'json' | 'csv';

/** 'library': the catalog's rules (a sourced https link); 'user': My Topics (link optional). */
export type TopicRules = 'library' | 'user';

export interface ParseTopicsOptions {
  /** The game types a topic may belong to. */
  gameTypeIds: readonly string[];
  rules?: TopicRules;
}

export type ParseResult = { ok: true; topics: Topic[] } | { ok: false; problems: Problem[] };

/**
 * Reads an import file (in the browser too, for My Topics) and validates all of it before anything is written: either
 * every topic, or every problem found, each with its CSV row ("row 3") or JSON path
 * ("topics[2].answers"). JSON is a category file (see docs/CONTENT.md) or a list of them;
 * CSV has a header row and one topic per row.
 */
export function parseTopics(
  content: string,
  format: ImportFormat,
  { gameTypeIds, rules = 'library' }: ParseTopicsOptions,
): ParseResult {
  const { topics, problems } =
    format === 'json'
      ? parseJsonTopics(content, gameTypeIds, rules)
      : parseCsvTopics(content, gameTypeIds, rules);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, topics };
}

interface Parsed {
  topics: Topic[];
  problems: Problem[];
}

function parseJsonTopics(
  content: string,
  gameTypeIds: readonly string[],
  rules: TopicRules,
): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    return {
      topics: [],
      problems: [{ where: 'file', message: `is not valid JSON: ${messageOf(error)}` }],
    };
  }
  const isList = Array.isArray(data);
  const files: readonly unknown[] = Array.isArray(data) ? data : [data];
  if (files.length === 0) {
    return { topics: [], problems: [{ where: 'file', message: 'has no category files' }] };
  }
  const topics: Topic[] = [];
  const problems: Problem[] = [];
  const firstSeen = new Map<string, { file: number; where: string }>();
  files.forEach((raw, fileIndex) => {
    const where = (path: readonly PropertyKey[]) =>
      formatPath(isList ? [fileIndex, ...path] : path) || 'file';
    const schema = rules === 'user' ? userCategoryFileSchema : categoryFileSchema;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...issuesToProblems(parsed.error, where));
      return;
    }
    const file = parsed.data;
    if (!gameTypeIds.includes(file.gameTypeId)) {
      problems.push({ where: where(['gameTypeId']), message: unknownGameType(file.gameTypeId) });
    }
    file.topics.forEach((entry, index) => {
      const here = where(['topics', index]);
      const first = firstSeen.get(entry.id);
      if (first === undefined) firstSeen.set(entry.id, { file: fileIndex, where: here });
      else if (first.file !== fileIndex) {
        // Repeats within one category file are reported by its schema.
        problems.push({ where: `${here}.id`, message: `repeats the id of ${first.where}` });
      }
      const { id, title, answers, sourceUrl, retrievedAt } = entry;
      const { gameTypeId, category } = file;
      topics.push({ id, gameTypeId, category, title, answers, sourceUrl, retrievedAt });
    });
  });
  return { topics, problems };
}
