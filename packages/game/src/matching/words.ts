import { MIN_MATCH_WORD_LENGTH } from '../constants';
import { memoByText } from './text-memo';

/**
 * Words that mean nothing on their own (MATCH-8): a match made only through them is
 * refused, so "the" never finds "The Beatles", "of" never finds anything, and "one" never
 * finds "One Direction" (its whole name still does). They match only themselves.
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
  // What people type when they do not know: "i dont know" names nothing.
  'i',
  'im',
  'its',
  'dont',
  'know',
  'idk',
  'dunno',
  'no',
  'not',
  'yes',
  'one',
  'maybe',
  'guess',
  'pass',
  'sure',
  'idea',
  'something',
]);

/**
 * Words that say what kind of thing a name is. Alone they name nothing ("river",
 * "team"); added to a name the guess spells out in full they name nothing new: "Mount
 * McKinley" is Denali (alias McKinley), "Mississippi River" is the Mississippi.
 */
export const KIND_WORDS: ReadonlySet<string> = new Set([
  'river',
  'lake',
  'mount',
  'mountain',
  'ocean',
  'planet',
  'team',
  'company',
  'corporation',
  'corp',
  'inc',
  'ltd',
  'group',
  'band',
  'film',
  'movie',
]);

/** True when a word, read without its punctuation, is a filler word. */
export const isFillerWord: (word: string) => boolean = memoByText((word) =>
  FILLER_WORDS.has(word.replace(/[^\p{L}\p{N}]/gu, '')),
);

/** True when a word names nothing on its own: a filler word or a kind word (remembered). */
export const namesNothing: (word: string) => boolean = memoByText(
  (word) => isFillerWord(word) || KIND_WORDS.has(word.replace(/[^\p{L}\p{N}]/gu, '')),
);

/** MATCH-2: lower-cased and trimmed, nothing more. */
export function specNormalise(text: string): string {
  return text.toLowerCase().trim();
}

/** MATCH-4: the words of 3 or more characters of an already normalised text. */
export function significantWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length >= MIN_MATCH_WORD_LENGTH);
}

/**
 * MATCH-4: the significant words of a text once normalised, remembered: a guess is matched
 * against every name of every answer, and the names come back with each guess.
 */
export const specWords: (text: string) => readonly string[] = memoByText((text) =>
  significantWords(specNormalise(text)),
);

/**
 * MATCH-3: the words of a text with diacritics dropped ("São" → "sao"), apostrophes
 * removed ("McDonald's" → "mcdonalds") and every other non-alphanumeric run read as a space.
 */
export const plainWords: (text: string) => readonly string[] = memoByText((text) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0),
);

/** A text's plain words run together ("Ice-Cream" → "icecream"), remembered like plainWords. */
export const plainJoined: (text: string) => string = memoByText((text) =>
  plainWords(text).join(''),
);

/** A text's plain words of 3 or more characters (remembered like plainWords). */
export const significantPlainWords: (text: string) => readonly string[] = memoByText((text) =>
  plainWords(text).filter((word) => word.length >= MIN_MATCH_WORD_LENGTH),
);

/** A text's plain words but filler words, run together ("The Beatles" → "beatles"), remembered. */
export const contentJoined: (text: string) => string = memoByText((text) =>
  contentWords(plainWords(text)).join(''),
);

/** The words left once filler words are dropped (remembered for a text's plainWords). */
export function contentWords(words: readonly string[]): readonly string[] {
  const remembered = contentOf.get(words);
  if (remembered !== undefined) return remembered;
  const content = Object.freeze(words.filter((word) => !isFillerWord(word)));
  if (Object.isFrozen(words)) contentOf.set(words, content);
  return content;
}

const contentOf = new WeakMap<readonly string[], readonly string[]>();
