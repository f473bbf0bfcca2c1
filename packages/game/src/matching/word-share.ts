import { isFillerWord } from './words';

/** How a guess word relates to an answer word. */
export type WordMatch = 'same' | 'typo' | 'none';

/** The outcome of matching a guess's words against an answer's words. */
export interface WordShare {
  /** Matched answer words over all answer words, each answer word counted once. */
  share: number;
  /** Answer words matched only through a typo. */
  typos: number;
  /** True when some non-filler answer word was matched by a non-filler guess word. */
  hasContentMatch: boolean;
}

/** SPEC §5: a word matches if it equals, contains or is contained in the other word. */
export function equalsOrContains(guessWord: string, answerWord: string): WordMatch {
  return guessWord.includes(answerWord) || answerWord.includes(guessWord) ? 'same' : 'none';
}

/**
 * SPEC §5 word counting: each answer word counts once if some guess word matches it;
 * the share is taken over the answer's words.
 */
export function wordShare(
  guessWords: readonly string[],
  answerWords: readonly string[],
  compare: (guessWord: string, answerWord: string) => WordMatch,
): WordShare {
  let matched = 0;
  let typos = 0;
  let hasContentMatch = false;
  for (const answerWord of answerWords) {
    const match = bestMatch(guessWords, answerWord, compare);
    if (match.kind === 'none') continue;
    matched += 1;
    if (match.kind === 'typo') typos += 1;
    if (match.byContentWord && !isFillerWord(answerWord)) hasContentMatch = true;
  }
  const share = answerWords.length === 0 ? 0 : matched / answerWords.length;
  return { share, typos, hasContentMatch };
}

function bestMatch(
  guessWords: readonly string[],
  answerWord: string,
  compare: (guessWord: string, answerWord: string) => WordMatch,
): { kind: WordMatch; byContentWord: boolean } {
  let kind: WordMatch = 'none';
  let byContentWord = false;
  for (const guessWord of guessWords) {
    const match = compare(guessWord, answerWord);
    if (match === 'none') continue;
    if (kind !== 'same') kind = match;
    if (!isFillerWord(guessWord)) byContentWord = true;
  }
  return { kind, byContentWord };
}
