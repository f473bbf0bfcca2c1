import { MIN_MATCH_WORD_LENGTH } from '../constants';

/**
 * Words that mean nothing on their own (beyond SPEC §5): a match made only through them is
 * refused, so "the" never finds "The Beatles" and "of" never finds anything.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'in',
  'on',
  'at',
  'to',
  'by',
  'for',
  'from',
  'with',
  'into',
  'is',
  'it',
  'as',
  'be',
  // Name suffixes: "mlk" is Martin Luther King Jr.
  'jr',
  'sr',
]);

/** True when a word, read without its punctuation, is a filler word. */
export function isFillerWord(word: string): boolean {
  return FILLER_WORDS.has(word.replace(/[^\p{L}\p{N}]/gu, ''));
}

/** SPEC §5: lower-cased and trimmed, nothing more. */
export function specNormalise(text: string): string {
  return text.toLowerCase().trim();
}

/** SPEC §5: the words of 3 or more characters of an already normalised text. */
export function significantWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length >= MIN_MATCH_WORD_LENGTH);
}

/**
 * Beyond SPEC §5: the words of a text with diacritics dropped ("São" → "sao"), apostrophes
 * removed ("McDonald's" → "mcdonalds") and every other non-alphanumeric run read as a space.
 */
export function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The words left once filler words are dropped. */
export function contentWords(words: readonly string[]): string[] {
  return words.filter((word) => !isFillerWord(word));
}
