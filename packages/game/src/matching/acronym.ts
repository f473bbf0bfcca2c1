import { memoByText } from './text-memo';
import { contentWords, isFillerWord, plainWords } from './words';

const LEADING_ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);

/** An answer written as capitals only ("USA", "U.K.") is read as an acronym. */
const WRITTEN_ACRONYM = /^[A-Z0-9]{2,6}$/;

/**
 * MATCH-3: true when one side is the initials of the other's words, as in
 * "usa" / "United States of America", "nyc" / "New York City", "lotr" / "The Lord of the Rings".
 */
export function isAcronymMatch(guess: string, answer: string): boolean {
  return guessAbbreviatesAnswer(guess, answer) || answerAbbreviatesGuess(guess, answer);
}

function guessAbbreviatesAnswer(guess: string, answer: string): boolean {
  const letters = abbreviation(plainWords(guess));
  if (letters === undefined || isFillerWord(letters)) return false;
  return initialsOf(answer).includes(letters);
}

/** True when an answer is written as an acronym: capitals only, dots and spaces aside (remembered). */
export const isWrittenAcronym: (answer: string) => boolean = memoByText((answer) =>
  WRITTEN_ACRONYM.test(answer.replace(/[.\s]/g, '')),
);

function answerAbbreviatesGuess(guess: string, answer: string): boolean {
  if (!isWrittenAcronym(answer)) return false;
  const written = answer.replace(/[.\s]/g, '').toLowerCase();
  return initialsOf(guess).includes(written);
}

/**
 * A guess reads as an abbreviation when it is single letters ("u.s.a.") or, once filler words
 * are dropped, one word ("the usa").
 */
function abbreviation(words: readonly string[]): string | undefined {
  const content = contentWords(words);
  let letters = '';
  if (words.every((word) => word.length === 1)) letters = words.join('');
  else if (content.length === 1) letters = content[0] ?? '';
  return letters.length >= 2 ? letters : undefined;
}

/** The initials variants of a text's plain words, remembered. */
const initialsOf: (text: string) => readonly string[] = memoByText((text) =>
  initialsVariants(plainWords(text)),
);

/** Initials of all words, of the words after a leading article, and of the content words. */
function initialsVariants(words: readonly string[]): string[] {
  if (words.length < 2) return [];
  const withoutArticle =
    words[0] !== undefined && LEADING_ARTICLES.has(words[0]) ? words.slice(1) : words;
  return [words, withoutArticle, contentWords(words)]
    .map(initials)
    .filter((letters) => letters.length >= 2);
}

function initials(words: readonly string[]): string {
  return words.map((word) => word.charAt(0)).join('');
}
