/** A typo is forgiven only in words of this many letters or more. */
export const MIN_TYPO_WORD_LENGTH = 5;
/** A wrong letter is forgiven only in longer words: "mouse" / "moose" are different animals. */
export const MIN_SUBSTITUTION_WORD_LENGTH = 6;

type Edit = 'substitution' | 'transposition' | 'insertion' | 'deletion';

/**
 * MATCH-7: true when `guess` is `answer` with one typo: a substitution (words of 6+
 * letters), or an insertion, deletion or swap of adjacent letters (words of 5+ letters).
 * Doubled letters are a typo too ("phillipines"). The first letter must be right, since
 * "donkey" / "monkey" are different words, not typos.
 */
export function isOneLetterTypo(guess: string, answer: string): boolean {
  if (guess.charAt(0) !== answer.charAt(0)) return false;
  const length = Math.min(guess.length, answer.length);
  if (length < MIN_TYPO_WORD_LENGTH) return false;
  if (guess !== answer && undoubled(guess) === undoubled(answer)) return true;
  const edit = singleEdit(guess, answer);
  if (edit === 'substitution') return length >= MIN_SUBSTITUTION_WORD_LENGTH;
  return edit !== undefined;
}

function undoubled(word: string): string {
  return word.replace(/(.)\1+/gu, '$1');
}

/** The one edit that turns `a` into `b`, or undefined when they are equal or further apart. */
function singleEdit(a: string, b: string): Edit | undefined {
  if (a.length === b.length) return substitutionOrSwap(a, b);
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  if (longer.length - shorter.length !== 1) return undefined;
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i += 1;
  if (shorter.slice(i) !== longer.slice(i + 1)) return undefined;
  return a.length < b.length ? 'deletion' : 'insertion';
}

function substitutionOrSwap(a: string, b: string): Edit | undefined {
  const differences: number[] = [];
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] !== b[i]) differences.push(i);
    if (differences.length > 2) return undefined;
  }
  const [first, second] = differences;
  if (first === undefined) return undefined;
  if (second === undefined) return 'substitution';
  const isSwap = second === first + 1 && a[first] === b[second] && a[second] === b[first];
  return isSwap ? 'transposition' : undefined;
}
