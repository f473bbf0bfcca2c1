import { MATCH_THRESHOLD } from '../constants';
import { wordShare } from './word-share';
import { specNormalise, specWords } from './words';

/** MATCH-2: the guess equals the answer once both are lower-cased and trimmed. */
export function isSpecExact(guess: string, answer: string): boolean {
  return specNormalise(guess) === specNormalise(answer);
}

/**
 * MATCH-4 word counting: the share of the answer's 3+ character words matched, accepted at 0.5
 * or more, else 0. Two guards: a share reached only through filler words is refused ("the" for
 * "The Beatles"), and a fragment of a word does not match it (see compareWords).
 */
export function specShare(guess: string, answer: string): number {
  const result = wordShare(specWords(guess), specWords(answer), false);
  return result.share >= MATCH_THRESHOLD && result.hasContentMatch ? result.share : 0;
}
