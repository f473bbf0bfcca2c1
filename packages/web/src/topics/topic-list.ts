import type { Topic } from '@trivia/game';
import { matchesSearch, searchWords } from './topic-search';

/** What a topic list shows and filters on: offline topics carry answers, online ones do not. */
export type TopicListItem = Pick<Topic, 'id' | 'title' | 'category'>;

export interface TopicFilter {
  /** Free text matched against the title, category and its everyday words (topic-search.ts). */
  query: string;
  /** A category to keep, or '' for all. */
  category: string;
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
  { query, category }: TopicFilter,
): T[] {
  const words = searchWords(query);
  return topics
    .filter((topic) => category === '' || topic.category === category)
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
