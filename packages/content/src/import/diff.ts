import type { Topic, TopicAnswer } from '@trivia/game';

export const COMPARED_FIELDS = [
  'gameTypeId',
  'category',
  'title',
  'answers',
  'sourceUrl',
  'retrievedAt',
] as const;

export type TopicField = (typeof COMPARED_FIELDS)[number];

export interface TopicChange {
  before: Topic;
  after: Topic;
  /** The fields that differ, in COMPARED_FIELDS order. */
  fields: TopicField[];
}

export interface TopicDiff {
  /** Incoming topics whose id is not stored yet. */
  added: Topic[];
  /** Incoming topics whose id is stored with different content. */
  changed: TopicChange[];
  /** Incoming topics stored exactly as they are: re-importing them writes nothing. */
  unchanged: Topic[];
}

/**
 * What importing `incoming` over `existing` would do, matched by topic id (a dry run
 * shows it; re-importing the same file changes nothing). Stored topics missing from the
 * file are left alone, so they appear in no list. Incoming ids must be unique, as
 * parseTopicsFile guarantees.
 */
export function diffTopics(existing: readonly Topic[], incoming: readonly Topic[]): TopicDiff {
  const stored = new Map(existing.map((topic) => [topic.id, topic]));
  const seen = new Set<string>();
  const diff: TopicDiff = { added: [], changed: [], unchanged: [] };
  for (const after of incoming) {
    if (seen.has(after.id)) throw new Error(`diffTopics: incoming topic id "${after.id}" repeats`);
    seen.add(after.id);
    const before = stored.get(after.id);
    if (before === undefined) {
      diff.added.push(after);
      continue;
    }
    const fields = COMPARED_FIELDS.filter((field) => !isSameField(field, before, after));
    if (fields.length === 0) diff.unchanged.push(after);
    else diff.changed.push({ before, after, fields });
  }
  return diff;
}

function isSameField(field: TopicField, a: Topic, b: Topic): boolean {
  return field === 'answers' ? isSameAnswers(a.answers, b.answers) : a[field] === b[field];
}

/** Answers are equal with the same texts and aliases in the same order; no aliases equals []. */
function isSameAnswers(a: readonly TopicAnswer[], b: readonly TopicAnswer[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((answer, rank) => {
    const other = b[rank];
    if (other === undefined || answer.text !== other.text) return false;
    const aliases = answer.aliases ?? [];
    const otherAliases = other.aliases ?? [];
    return (
      aliases.length === otherAliases.length &&
      aliases.every((alias, index) => alias === otherAliases[index])
    );
  });
}
