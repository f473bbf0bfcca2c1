import { compareWords, type WordMatch } from './word-match';
import { namesNothing } from './words';

/** The outcome of matching a guess's words against an answer's words. */
export interface WordShare {
  /** Matched answer words over all answer words, each answer word counted once. */
  share: number;
  /** Answer words matched only through a typo. */
  typos: number;
  /**
   * True when some answer word was matched by a guess word, neither of them filler or a kind
   * word: "the" does not find "The Beatles", nor "river" "Amazon River".
   */
  hasContentMatch: boolean;
}

/**
 * MATCH-4 word counting: each answer word counts once if some guess word matches it (see
 * compareWords: a fragment no longer counts); the share is taken over the answer's words.
 */
export function wordShare(
  guessWords: readonly string[],
  answerWords: readonly string[],
  forgiveTypos: boolean,
): WordShare {
  let matched = 0;
  let typos = 0;
  let hasContentMatch = false;
  for (const answerWord of answerWords) {
    const match = bestMatch(guessWords, answerWord, forgiveTypos);
    if (match.kind === 'none') continue;
    matched += 1;
    if (match.kind === 'typo') typos += 1;
    if (match.byContentWord && !namesNothing(answerWord)) hasContentMatch = true;
  }
  const share = answerWords.length === 0 ? 0 : matched / answerWords.length;
  return { share, typos, hasContentMatch };
}

function bestMatch(
  guessWords: readonly string[],
  answerWord: string,
  forgiveTypos: boolean,
): { kind: WordMatch; byContentWord: boolean } {
  let kind: WordMatch = 'none';
  let byContentWord = false;
  for (const guessWord of guessWords) {
    const match = compareWords(guessWord, answerWord, forgiveTypos);
    if (match === 'none') continue;
    if (kind !== 'same') kind = match;
    if (!namesNothing(guessWord)) byContentWord = true;
  }
  return { kind, byContentWord };
}
