import type { Topic } from '@trivia/game';
import { CATEGORIES } from './categories';

export interface CategoryCount {
  category: string;
  name: string;
  count: number;
  /** The category's share of all topics, 0 to 1. */
  share: number;
}

/** No category may hold more than a quarter of the topics (docs/CONTENT.md). */
export const MAX_CATEGORY_SHARE = 0.25;

/**
 * The number of topics per category: every known category in CATEGORIES order (zero when it
 * has none), then any unknown category found in the topics, alphabetically.
 */
export function categoryCounts(topics: readonly Pick<Topic, 'category'>[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const topic of topics) counts.set(topic.category, (counts.get(topic.category) ?? 0) + 1);
  const known = CATEGORIES.map(({ slug, name }) => ({ category: slug, name }));
  const knownSlugs = new Set<string>(known.map((entry) => entry.category));
  const unknown = [...counts.keys()]
    .filter((slug) => !knownSlugs.has(slug))
    .sort()
    .map((slug) => ({ category: slug, name: slug }));
  return [...known, ...unknown].map((entry) => {
    const count = counts.get(entry.category) ?? 0;
    return { ...entry, count, share: topics.length === 0 ? 0 : count / topics.length };
  });
}
