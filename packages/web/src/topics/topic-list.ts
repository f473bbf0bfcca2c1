import type { Topic } from '@trivia/game';
import { matchesSearch, searchWords } from './topic-search';

/** A library topic's difficulty, as its data file gives it. */
export type TopicDifficulty = 'easy' | 'medium' | 'hard';

/**
 * What a topic list shows and filters on: offline topics carry answers, online ones do not;
 * library topics carry their difficulty and family flag (true: fine for children) where their
 * data file gives them.
 */
export type TopicListItem = Pick<Topic, 'id' | 'title' | 'category'> & {
  difficulty?: TopicDifficulty | undefined;
  family?: boolean | undefined;
};

/** What a list calls its items ("topic", "topics"; a survey's prompt picker: "prompt"). */
export interface ListNoun {
  one: string;
  many: string;
}

export const TOPIC_NOUN: ListNoun = { one: 'topic', many: 'topics' };

export interface TopicFilter {
  /** Free text matched against the title, category and its everyday words (topic-search.ts). */
  query: string;
  /** A category to keep, or '' for all. */
  category: string;
  /** A difficulty to keep, or '' (or absent) for any. */
  difficulty?: TopicDifficulty | '';
  /** "Family-friendly only": keep the topics whose family flag is true. */
  familyOnly?: boolean;
}

/** Which trait filters a list can offer: only those some of its topics carry. */
export function traitFilters(topics: readonly TopicListItem[]): {
  difficulty: boolean;
  family: boolean;
} {
  return {
    difficulty: topics.some((topic) => topic.difficulty !== undefined),
    family: topics.some((topic) => topic.family !== undefined),
  };
}

/** The sorted, distinct categories of a topic list, for the category filter. */
export function topicCategories(topics: readonly TopicListItem[]): string[] {
  return [...new Set(topics.map((topic) => topic.category).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** The topics that match a filter, titles in alphabetical order. */
export function filterTopics<T extends TopicListItem>(
  topics: readonly T[],
  { query, category, difficulty = '', familyOnly = false }: TopicFilter,
): T[] {
  const words = searchWords(query);
  return topics
    .filter((topic) => category === '' || topic.category === category)
    .filter((topic) => difficulty === '' || topic.difficulty === difficulty)
    .filter((topic) => !familyOnly || topic.family === true)
    .filter((topic) => matchesSearch(topic, words))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The host name of a source URL without "www.", or null when there is no valid URL. */
export function sourceHost(sourceUrl: string | undefined): string | null {
  if (!sourceUrl) return null;
  try {
    return new URL(sourceUrl).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
