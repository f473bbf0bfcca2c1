import { isOneLetterTypo } from './edit-distance';
import { numberValue } from './numbers';
import { memoByText } from './text-memo';
import { isFillerWord } from './words';

/** How a guess word relates to an answer word. */
export type WordMatch = 'same' | 'typo' | 'none';

/** A piece of a longer word stands for it only from this many letters ("chin" for "china"). */
export const MIN_PART_LENGTH = 4;
/** The last part of a compound stands for it from this many letters ("burger", "hamburger"). */
export const MIN_HEAD_LENGTH = 5;

/**
 * Beginnings of a compound that turn its meaning around: "antarctic" is not an "arctic",
 * "nonstop" is not a "stop".
 */
const OPPOSING_PREFIXES: ReadonlySet<string> = new Set(['ant', 'anti', 'non', 'dis', 'counter']);

/**
 * MATCH-5, MATCH-6, MATCH-7: word matching, made fair: two words match when they are equal, the same
 * word in another form ("pizzas" / "pizza"), or one is a real part of the other (see
 * isRealPart); with `forgiveTypos`, one typo also matches (see isOneLetterTypo). A filler word
 * matches only itself, so "know" never finds "Knowles".
 */
export function compareWords(
  guessWord: string,
  answerWord: string,
  forgiveTypos: boolean,
): WordMatch {
  if (guessWord === answerWord) return 'same';
  // MATCH-12: two numbers match by value ("eighth" / "viii"), never by spelling ("vii" / "viii").
  const guessNumber = numberValue(guessWord);
  const answerNumber = numberValue(answerWord);
  if (guessNumber !== undefined && answerNumber !== undefined) {
    return guessNumber === answerNumber ? 'same' : 'none';
  }
  if (isFillerWord(guessWord) || isFillerWord(answerWord)) return 'none';
  if (isSameWordForm(guessWord, answerWord) || isRealPart(guessWord, answerWord)) return 'same';
  return forgiveTypos && isOneLetterTypo(guessWord, answerWord) ? 'typo' : 'none';
}

/** True when the two words share a singular: "beatles" / "beatle", "berries" / "berry". */
export function isSameWordForm(a: string, b: string): boolean {
  const formsOfB = singularForms(b);
  return singularForms(a).some((form) => formsOfB.includes(form));
}

/** A word and its possible singulars of 3+ letters (remembered: words come back with each guess). */
const singularForms: (word: string) => readonly string[] = memoByText((word) => {
  const forms = [word];
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  if (/(s|x|z|ch|sh|o)es$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  return forms.filter((form) => form.length >= 3);
});

/**
 * True when the shorter word is a real part of the longer one, not a fragment:
 * - the guess `a` is the whole word `b` but its last letter, from 4 letters: "chin" / "china",
 *   "cheeta" / "cheetah"; never the other way round, since a letter added to a short answer
 *   word makes another name ("chang" is Zhang, not Chan);
 * - the last part of a compound: 5+ letters, more than half the word, after a first part of
 *   3+ letters that does not turn the meaning around: "burger" / "hamburger".
 * So "one" is no part of "clooney", "land" none of "iceland", "arctic" none of "antarctic".
 */
export function isRealPart(a: string, b: string): boolean {
  const [part, whole] = a.length < b.length ? [a, b] : [b, a];
  if (part.length < MIN_PART_LENGTH || part === whole) return false;
  if (whole.length === part.length + 1 && whole.startsWith(part)) return part === a;
  const first = whole.slice(0, whole.length - part.length);
  return (
    whole.endsWith(part) &&
    part.length >= MIN_HEAD_LENGTH &&
    part.length * 2 > whole.length &&
    first.length >= 3 &&
    !OPPOSING_PREFIXES.has(first)
  );
}
