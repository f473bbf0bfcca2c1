import { MATCH_THRESHOLD } from './constants';
import { lenientScore } from './matching/lenient-score';
import { specScore } from './matching/spec-score';
import { plainWords } from './matching/words';
import type { Answer } from './types';

/**
 * SPEC §5 Answer matching: 1 for an exact match, else the share (0.5 or more, otherwise 0) of
 * the answer's words matched. Beyond the spec, a guess made only of filler words never matches,
 * and accents, punctuation, spacing, acronyms and one-letter typos in long words are forgiven;
 * these only ever raise a score, so every guess the spec accepts keeps at least its spec score.
 */
export function similarity(guess: string, answer: string): number {
  return Math.max(specScore(guess, answer), lenientScore(guess, answer));
}

/** The outcome of matching a guess against a topic's answers (SPEC §5). */
export interface MatchResult {
  found: boolean;
  /** The matched answer's index (0 to 4 in a topic), or -1 when nothing matched. */
  rank: number;
  similarity: number;
}

const NO_MATCH: MatchResult = { found: false, rank: -1, similarity: 0 };

function answerTexts(answer: Answer): string[] {
  return typeof answer === 'string' ? [answer] : [answer.text, ...(answer.aliases ?? [])];
}

/** The whole guess is this text, read without case, accents, punctuation or spacing. */
function isExactText(guess: string, text: string): boolean {
  const joined = plainWords(guess).join('');
  return joined.length > 0 && joined === plainWords(text).join('');
}

/**
 * SPEC §5: the best-scoring answer (its text or any alias) at or above the threshold.
 * Beyond the spec, a guess that is exactly an answer's text or alias wins over partial matches
 * ("mountain lion" is the alias of Cougar, not a word-share match of Lion); then the higher
 * similarity wins; on equal similarity the lower rank wins.
 */
export function findBestMatch(
  guess: string,
  answers: readonly Answer[],
  threshold: number = MATCH_THRESHOLD,
): MatchResult {
  let best = NO_MATCH;
  let bestIsExact = false;
  answers.forEach((answer, rank) => {
    for (const text of answerTexts(answer)) {
      const score = similarity(guess, text);
      if (score <= 0 || score < threshold) continue;
      const exact = isExactText(guess, text);
      if ((exact && !bestIsExact) || (exact === bestIsExact && score > best.similarity)) {
        best = { found: true, rank, similarity: score };
        bestIsExact = exact;
      }
    }
  });
  return best;
}
