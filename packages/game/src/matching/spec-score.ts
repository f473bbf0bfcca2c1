import { MATCH_THRESHOLD } from '../constants';
import { equalsOrContains, wordShare } from './word-share';
import { significantWords, specNormalise } from './words';

/**
 * SPEC §5 to the letter, plus one guard: 1 for an exact match; otherwise the share of the
 * answer's 3+ character words matched, accepted at 0.5 or more. The guard refuses a share
 * reached only through filler words ("the" for "The Beatles").
 */
export function specScore(guess: string, answer: string): number {
  const g = specNormalise(guess);
  const a = specNormalise(answer);
  if (g === a) return 1;
  const result = wordShare(significantWords(g), significantWords(a), equalsOrContains);
  return result.share >= MATCH_THRESHOLD && result.hasContentMatch ? result.share : 0;
}
