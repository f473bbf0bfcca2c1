import { numberValue } from './numbers';
import { compareWords } from './word-match';
import { memoByText } from './text-memo';
import { isFillerWord, KIND_WORDS, plainWords, significantPlainWords } from './words';

/** The words of a text that can name something: 3+ characters and not filler (remembered). */
export const meaningfulWords: (text: string) => readonly string[] = memoByText((text) =>
  significantPlainWords(text).filter((word) => !isFillerWord(word)),
);

function matchesAny(word: string, others: readonly string[]): boolean {
  return others.some((other) => compareWords(word, other, true) !== 'none');
}

/** Like matchesAny, but a word also stands for a longer one it begins: "mac" / "macaroni". */
function beginsOrMatchesAny(word: string, others: readonly string[]): boolean {
  return others.some((other) =>
    numberValue(word) !== undefined && numberValue(other) !== undefined
      ? matchesAny(word, [other]) // MATCH-12: "vii" does not begin "viii", it is another number
      : other.startsWith(word) || word.startsWith(other) || matchesAny(word, [other]),
  );
}

/**
 * True when the guess names a different thing than the answer, because both keep a
 * meaningful word the other lacks: "Larry Page" is not Larry Ellison, "North Korea" is not
 * South Korea (alias "Korea"). The answer's words are those of its text, `names[0]`; the
 * guess's are those found in none of `names` (text and aliases). A kind word does not count
 * when the guess spells out one of the names in full ("Mississippi River").
 * A guess that only adds words to the answer's text still names it ("Jeff Bezos Amazon"), and
 * a shortened word is no new word ("mac and cheese" for "Macaroni and Cheese").
 */
export function namesDifferentThing(guess: string, names: readonly string[]): boolean {
  const guessWords = meaningfulWords(guess);
  const nameWords = names.map(meaningfulWords);
  const vocabulary = nameWords.flat();
  const spellsOutAName = nameWords.some(
    (words) => words.length > 0 && words.every((word) => matchesAny(word, guessWords)),
  );
  const guessAdds = guessWords.some(
    (word) => !beginsOrMatchesAny(word, vocabulary) && !(spellsOutAName && KIND_WORDS.has(word)),
  );
  if (!guessAdds) return false;
  const name = names[0] ?? '';
  return (
    meaningfulWords(name).some((word) => !beginsOrMatchesAny(word, guessWords)) ||
    lacksShortWord(guess, name)
  );
}

/**
 * True when the answer's text has a word of two letters (not filler) that the guess neither
 * has nor spells out ("st" for "saint": first and last letter). A name made mostly of short
 * and filler words keeps few meaningful ones, so without this "She Loves You", keeping "you",
 * would name "From Me to You" (MATCH-9).
 */
function lacksShortWord(guess: string, name: string): boolean {
  const guessWords = plainWords(guess);
  return plainWords(name)
    .filter((word) => word.length === 2 && !isFillerWord(word))
    .some(
      (short) =>
        !guessWords.some(
          (word) =>
            word === short ||
            (word.length > 2 && word.startsWith(short.charAt(0)) && word.endsWith(short.charAt(1))),
        ),
    );
}

/**
 * The share of the guess's meaningful words that match a word of `name`, 1 when it has none.
 * Of two answers a guess matches, the one that accounts for more of it is the one it names
 * ("Industrial and Commercial Bank of China", not "Bank of China").
 */
export function guessCoverage(guess: string, name: string): number {
  const guessWords = meaningfulWords(guess);
  if (guessWords.length === 0) return 1;
  const nameWords = meaningfulWords(name);
  return guessWords.filter((word) => matchesAny(word, nameWords)).length / guessWords.length;
}

/** One-letter words that people type for a word that does not begin with them: "mac n cheese". */
const LETTER_FOR_WORD: Readonly<Record<string, string>> = { n: 'and' };

/**
 * True when the guess has a one-letter word that `name` cannot account for: neither a word of
 * the name nor the initial of a name word the guess leaves out. "S America" keeps an initial
 * of its own against North America (and against the alias "America" of United States), while
 * "N America" and "S Korea" abbreviate the word they leave out, and "George W Bush" spells
 * the name's own initial. Too short to be a meaningful word, an initial still says which of
 * two things the guess means.
 */
export function hasStrayInitial(guess: string, name: string): boolean {
  const initials = plainWords(guess).filter((word) => word.length === 1 && /\p{L}/u.test(word));
  if (initials.length === 0) return false;
  const guessWords = meaningfulWords(guess);
  const nameWords = plainWords(name);
  const leftOut = nameWords.filter((word) => !beginsOrMatchesAny(word, guessWords));
  return initials.some(
    (letter) =>
      !isFillerWord(letter) &&
      !nameWords.includes(letter) &&
      !leftOut.some((word) => word.startsWith(letter) || LETTER_FOR_WORD[letter] === word),
  );
}
