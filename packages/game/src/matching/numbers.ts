import { memoByText } from './text-memo';
import { plainWords } from './words';

/** Number words read as their value: "Fast Five", "Edward the Eighth", "Two Become One". */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  [
    ['one', 'first'],
    ['two', 'second'],
    ['three', 'third'],
    ['four', 'fourth'],
    ['five', 'fifth'],
    ['six', 'sixth'],
    ['seven', 'seventh'],
    ['eight', 'eighth'],
    ['nine', 'ninth'],
    ['ten', 'tenth'],
    ['eleven', 'eleventh'],
    ['twelve', 'twelfth'],
    ['thirteen', 'thirteenth'],
    ['fourteen', 'fourteenth'],
    ['fifteen', 'fifteenth'],
    ['sixteen', 'sixteenth'],
    ['seventeen', 'seventeenth'],
    ['eighteen', 'eighteenth'],
    ['nineteen', 'nineteenth'],
    ['twenty', 'twentieth'],
  ].flatMap(([cardinal, ordinal], index) => [
    [cardinal ?? '', index + 1],
    [ordinal ?? '', index + 1],
  ]),
);

/**
 * A Roman numeral of two or more letters I, V and X ("ii", "viii", "xiv"): the numbers of
 * kings, popes and sequels. One letter is left out ("Malcolm X", "Henry V" read as an initial,
 * see MATCH-10), and so are L, C, D and M, which spell words and abbreviations ("dc", "mix").
 */
const ROMAN = /^(x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10 };

function romanValue(word: string): number | undefined {
  if (word.length < 2 || !ROMAN.test(word)) return undefined;
  let total = 0;
  for (let index = 0; index < word.length; index += 1) {
    const value = ROMAN_VALUES[word.charAt(index)] ?? 0;
    const next = ROMAN_VALUES[word.charAt(index + 1)] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** The value of a word that is a number (digits, a Roman numeral, a number word), if it is one. */
export function numberValue(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS.get(word) ?? romanValue(word);
}

/**
 * MATCH-12: the numbers a text names after its first word, as values, remembered: "Edward VIII"
 * → [8], "Fast & Furious 4" → [4], "Fast Five" → [5]. A first word is part of the name, not
 * its number ("Five Guys", "Xi Jinping", "50 Cent").
 */
export const numbersOf: (text: string) => readonly number[] = memoByText((text) =>
  plainWords(text)
    .slice(1)
    .map(numberValue)
    .filter((value) => value !== undefined),
);

/**
 * MATCH-12: true when the guess names another number than the answer, so another thing: a
 * number that none of the answer's `names` has ("Edward VII" for Edward VIII, "Fast & Furious
 * 4" for Fast Five, alias "Fast & Furious 5"), or no number at all for a `name` that has one
 * ("The Fast and the Furious" for "Fast & Furious 5": the guess names the first of the series).
 */
export function namesAnotherNumber(guess: string, name: string, names: readonly string[]): boolean {
  const guessNumbers = numbersOf(guess);
  if (guessNumbers.length === 0) return numbersOf(name).length > 0;
  const answerNumbers = new Set(names.flatMap(numbersOf));
  return answerNumbers.size > 0 && guessNumbers.some((value) => !answerNumbers.has(value));
}
