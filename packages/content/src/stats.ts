import type { Topic } from '@trivia/game';
import { CATEGORIES } from './categories';
import {
  answerOverlaps,
  hasAliases,
  isCountryList,
  TWIN_SHARED_ANSWERS,
  type AnswerOverlap,
  type CheckedTopic,
} from './library-checks';

export interface CategoryCount {
  category: string;
  name: string;
  count: number;
  /** The category's share of all topics, 0 to 1. */
  share: number;
}

/** No category may hold more than 15 % of the topics (docs/CONTENT.md). */
export const MAX_CATEGORY_SHARE = 0.15;

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

/** Goals of the library (docs/CONTENT.md): what `npm run content -- stats` checks it against. */
export const LIBRARY_GOALS = {
  minTopics: 400,
  maxCategoryShare: MAX_CATEGORY_SHARE,
  maxBusinessShare: 0.1,
  maxCountryListShare: 0.1,
  minEasyShare: 0.5,
  minAliasCoverage: 0.75,
} as const;

/** The category whose topics count as business and finance. */
export const BUSINESS_CATEGORY = 'business';

/** What the library statistics read of a topic: a checked topic with its rating and check. */
export type StatsTopic = CheckedTopic & {
  difficulty?: 'easy' | 'medium' | 'hard' | undefined;
  family?: boolean | undefined;
  checkedAt?: string | undefined;
};

export interface LibraryStats {
  total: number;
  categories: CategoryCount[];
  difficulty: { easy: number; medium: number; hard: number; unrated: number };
  familyShare: number;
  businessShare: number;
  countryListShare: number;
  aliasCoverage: number;
  checked: number;
  unconfirmed: string[];
  twins: AnswerOverlap[];
  sharingThree: AnswerOverlap[];
}

function shareOf<T>(items: readonly T[], test: (item: T) => boolean): number {
  return items.length === 0 ? 0 : items.filter(test).length / items.length;
}

/** The library's figures against its goals (see LIBRARY_GOALS). */
export function libraryStats(topics: readonly StatsTopic[]): LibraryStats {
  const rated = (level: string) => shareOf(topics, (topic) => topic.difficulty === level);
  return {
    total: topics.length,
    categories: categoryCounts(topics),
    difficulty: {
      easy: rated('easy'),
      medium: rated('medium'),
      hard: rated('hard'),
      unrated: shareOf(topics, (topic) => topic.difficulty === undefined),
    },
    familyShare: shareOf(topics, (topic) => topic.family === true),
    businessShare: shareOf(topics, (topic) => topic.category === BUSINESS_CATEGORY),
    countryListShare: shareOf(topics, isCountryList),
    aliasCoverage: shareOf(topics, hasAliases),
    checked: topics.filter((topic) => topic.checkedAt !== undefined).length,
    unconfirmed: topics.filter((topic) => topic.checkedAt === undefined).map((topic) => topic.id),
    ...overlapFigures(topics),
  };
}

/** The pairs sharing 4 answers or more (twins) and exactly 3, from one pass over the pairs. */
function overlapFigures(topics: Parameters<typeof answerOverlaps>[0]) {
  const sharingThreeOrMore = answerOverlaps(topics, 3);
  return {
    twins: sharingThreeOrMore.filter((pair) => pair.shared >= TWIN_SHARED_ANSWERS),
    sharingThree: sharingThreeOrMore.filter((pair) => pair.shared === 3),
  };
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/** "ok" when the figure meets its goal, else "MISSES". */
function verdict(ok: boolean): string {
  return ok ? 'ok' : 'MISSES';
}

/** The lines `npm run content -- stats` prints for the library: each figure against its goal. */
export function formatLibraryStats(stats: LibraryStats): string[] {
  const goals = LIBRARY_GOALS;
  const width = Math.max(...stats.categories.map((row) => row.name.length));
  const line = (label: string, value: string, goal: string, ok: boolean) =>
    `${label.padEnd(22)} ${value.padStart(7)}   goal ${goal.padEnd(8)} ${verdict(ok)}`;
  const out = [
    line('Topics', String(stats.total), `>= ${goals.minTopics}`, stats.total >= goals.minTopics),
    'Per category:',
    ...stats.categories.map(
      (row) =>
        `  ${row.name.padEnd(width)} ${String(row.count).padStart(4)} ${percent(row.share).padStart(6)}   goal <= ${percent(goals.maxCategoryShare)}  ${verdict(row.share <= goals.maxCategoryShare)}`,
    ),
    line(
      'Easy',
      percent(stats.difficulty.easy),
      `>= ${percent(goals.minEasyShare)}`,
      stats.difficulty.easy >= goals.minEasyShare,
    ),
    `${'Medium'.padEnd(22)} ${percent(stats.difficulty.medium).padStart(7)}`,
    `${'Hard'.padEnd(22)} ${percent(stats.difficulty.hard).padStart(7)}`,
    `${'Unrated'.padEnd(22)} ${percent(stats.difficulty.unrated).padStart(7)}`,
    `${'Family'.padEnd(22)} ${percent(stats.familyShare).padStart(7)}`,
    line(
      'Business',
      percent(stats.businessShare),
      `<= ${percent(goals.maxBusinessShare)}`,
      stats.businessShare <= goals.maxBusinessShare,
    ),
    line(
      'Lists of countries',
      percent(stats.countryListShare),
      `<= ${percent(goals.maxCountryListShare)}`,
      stats.countryListShare <= goals.maxCountryListShare,
    ),
    line(
      'Alias coverage',
      percent(stats.aliasCoverage),
      `>= ${percent(goals.minAliasCoverage)}`,
      stats.aliasCoverage >= goals.minAliasCoverage,
    ),
    line('Checked', `${stats.checked}/${stats.total}`, 'all', stats.unconfirmed.length === 0),
    ...stats.unconfirmed.map((id) => `  unconfirmed: ${id}`),
    // ROUND-8: twins stay in the library, never offered in one match.
    `${`Twins (${TWIN_SHARED_ANSWERS}+ answers)`.padEnd(22)} ${String(stats.twins.length).padStart(7)}   never offered in one match (ROUND-8)`,
    ...stats.twins.map((pair) => `  ${pair.shared} shared: ${pair.ids.join(' / ')}`),
    `${'Sharing 3 answers'.padEnd(22)} ${String(stats.sharingThree.length).padStart(7)}`,
    ...stats.sharingThree.map((pair) => `  3 shared: ${pair.ids.join(' / ')}`),
  ];
  return out;
}
