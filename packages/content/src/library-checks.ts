import { isCountryName } from './country-names';
import { comparisonKey } from './normalise';

/**
 * Pure checks of the library as a whole (docs/CONTENT.md "Checks of the whole library"): titles
 * that say nearly the same, topics that share answers, titles that need a year, lists of
 * countries. `npm test` runs them on the shipped library; `npm run content -- stats` prints them.
 */

/** What the checks read of a topic. */
export interface CheckedTopic {
  id: string;
  title: string;
  category: string;
  answers: ReadonlyArray<{ text: string; aliases?: readonly string[] | undefined }>;
}

/** Words that carry no meaning in a title: "Largest oceans of the world" ~ "Largest oceans world". */
const TITLE_STOP_WORDS: ReadonlySet<string> = new Set(
  'a an the of in on at by for to from with and or as list'.split(' '),
);

/**
 * Words that place a topic in a dated or positional series: years, decades, ranges, "first
 * five", "sixth to tenth", "6th to 10th". Two titles that differ in them are a series (the
 * answer-overlap check watches series), not a duplicate.
 */
const SERIES_WORD =
  /^(?:\d.*|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|one|two|three|four|five|six|seven|eight|nine|ten|next|last)$/;

function titleTokens(title: string): string[] {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !TITLE_STOP_WORDS.has(word));
}

/** The words of a title that say what it ranks, normalised: no stop words, no series words. */
export function titleWords(title: string): string[] {
  return titleTokens(title).filter((word) => !SERIES_WORD.test(word));
}

/** The series words of a title (years, positions), sorted: "(2023)" → ["2023"]. */
export function seriesWords(title: string): string[] {
  return titleTokens(title)
    .filter((word) => SERIES_WORD.test(word))
    .sort();
}

/** Jaccard similarity of two titles' words (see titleWords), 0 to 1. */
export function titleSimilarity(a: string, b: string): number {
  return wordSimilarity(titleWords(a), titleWords(b));
}

/** Jaccard similarity of two lists of words, read as sets: 1 when both are empty. */
export function wordSimilarity(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  const union = left.size + right.size - shared;
  return union === 0 ? 1 : shared / union;
}

/**
 * Titles this similar or more say nearly the same thing. Measured on the library: one word
 * changed among five or more scores 0.8 or more ("Highest-grossing films worldwide (as of
 * 2024)" / "Highest-grossing films released in 2024"), while distinct topics that differ by
 * one meaningful word score 0.78 or less ("… for boys …" / "… for girls …", "Most populous
 * countries" / "Most populous EU countries").
 */
export const NEAR_DUPLICATE_THRESHOLD = 0.8;

/** Two topic ids as a pair in a stable order, "a|b" with a < b. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export interface TitlePair {
  ids: readonly [string, string];
  titles: readonly [string, string];
  similarity: number;
}

/**
 * Pairs of titles at `threshold` or more (titleSimilarity) that are not a series (their years
 * or positions differ: "…, first five" / "…, sixth to tenth", "(2022)" / "(2023)") nor in
 * `allowed` (pairKey of their ids).
 */
export function nearDuplicateTitles(
  topics: readonly Pick<CheckedTopic, 'id' | 'title'>[],
  allowed: ReadonlySet<string> = new Set(),
  threshold: number = NEAR_DUPLICATE_THRESHOLD,
): TitlePair[] {
  const pairs: TitlePair[] = [];
  topics.forEach((a, index) => {
    for (const b of topics.slice(index + 1)) {
      const similarity = titleSimilarity(a.title, b.title);
      if (similarity < threshold) continue;
      if (seriesWords(a.title).join(' ') !== seriesWords(b.title).join(' ')) continue;
      if (allowed.has(pairKey(a.id, b.id))) continue;
      pairs.push({ ids: [a.id, b.id], titles: [a.title, b.title], similarity });
    }
  });
  return pairs;
}

function answerKeys(answer: CheckedTopic['answers'][number]): string[] {
  return [answer.text, ...(answer.aliases ?? [])].map(comparisonKey);
}

/** How many answers of `a` are answers of `b` (by text or alias, read as comparisonKey). */
export function sharedAnswerCount(
  a: Pick<CheckedTopic, 'answers'>,
  b: Pick<CheckedTopic, 'answers'>,
): number {
  const other = b.answers.map(answerKeys);
  return a.answers.filter((answer) => {
    const keys = answerKeys(answer);
    return other.some((names) => names.some((key) => keys.includes(key)));
  }).length;
}

/** Topics sharing this many answers or more are "series twins": never two in one game. */
export const TWIN_SHARED_ANSWERS = 4;

export interface AnswerOverlap {
  ids: readonly [string, string];
  shared: number;
}

/** Every pair of topics sharing at least `min` answers, most shared first. */
export function answerOverlaps(
  topics: readonly Pick<CheckedTopic, 'id' | 'answers'>[],
  min: number,
): AnswerOverlap[] {
  const overlaps: AnswerOverlap[] = [];
  topics.forEach((a, index) => {
    for (const b of topics.slice(index + 1)) {
      const shared = sharedAnswerCount(a, b);
      if (shared >= min) overlaps.push({ ids: [a.id, b.id], shared });
    }
  });
  return overlaps.sort((x, y) => y.shared - x.shared);
}

/**
 * ROUND-8: each topic's series twins (the topics sharing TWIN_SHARED_ANSWERS answers or more
 * with it) by its id; a topic with none is left out.
 */
export function seriesTwins(
  topics: readonly Pick<CheckedTopic, 'id' | 'answers'>[],
): Record<string, string[]> {
  const twins: Record<string, string[]> = {};
  for (const { ids } of answerOverlaps(topics, TWIN_SHARED_ANSWERS)) {
    const [a, b] = ids;
    (twins[a] ??= []).push(b);
    (twins[b] ??= []).push(a);
  }
  return twins;
}

/**
 * ROUND-8: the twins of each topic by its id, from a list of pair keys (pairKey). The
 * library's list is KNOWN_TWINS, which a content test holds equal to seriesTwins(library):
 * the server reads it instead of comparing 80,000 pairs of topics (most of a second).
 */
export function twinsFromPairs(pairs: Iterable<string>): Record<string, string[]> {
  const twins: Record<string, string[]> = {};
  for (const key of pairs) {
    const [a, b] = key.split('|');
    if (a === undefined || b === undefined) continue;
    (twins[a] ??= []).push(b);
    (twins[b] ??= []).push(a);
  }
  return twins;
}

/** Words that make a ranking change over time: a chart, a market, a population, a fortune. */
const TIME_SENSITIVE_WORDS =
  /\b(?:most|largest|biggest|best-selling|bestselling|top|highest-grossing|highest-paid|richest|popular|busiest)\b/i;

/** A year ("2023", "1950s") or an explicit cut-off ("as of", "through"). */
const NAMES_A_YEAR = /\b\d{4}s?\b|\bas of\b|\bthrough\b/i;

/** True when a title ranks something by a word whose data changes (most, largest, top, …). */
export function isTimeSensitiveTitle(title: string): boolean {
  return TIME_SENSITIVE_WORDS.test(title);
}

/** True when a title names its year (4 digits) or says "as of" / "through". */
export function namesItsYear(title: string): boolean {
  return NAMES_A_YEAR.test(title);
}

/**
 * True when a topic's title needs a year and has none: time-sensitive (isTimeSensitiveTitle),
 * no year (namesItsYear), and not one of the `timeless` topics (planets, oceans, elements).
 */
export function lacksItsYear(
  topic: Pick<CheckedTopic, 'id' | 'title'>,
  timeless: ReadonlySet<string>,
): boolean {
  return isTimeSensitiveTitle(topic.title) && !namesItsYear(topic.title) && !timeless.has(topic.id);
}

/** True when all five answers are countries (see isCountryName). */
export function isCountryList(topic: Pick<CheckedTopic, 'answers'>): boolean {
  return (
    topic.answers.length > 0 &&
    topic.answers.every((answer) => isCountryName([answer.text, ...(answer.aliases ?? [])]))
  );
}

/** True when some answer of the topic has an alias. */
export function hasAliases(topic: Pick<CheckedTopic, 'answers'>): boolean {
  return topic.answers.some((answer) => (answer.aliases ?? []).length > 0);
}
