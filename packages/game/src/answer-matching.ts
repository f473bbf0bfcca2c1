import { MATCH_THRESHOLD } from './constants';
import { guessCoverage } from './matching/different-thing';
import { scoreName } from './matching/name-score';
import { plainJoined } from './matching/words';
import type { Answer } from './types';

/**
 * Answer matching (MATCH-1 to MATCH-12): 1 for an exact match, else the share (0.5 or more, otherwise 0) of
 * the answer's words matched. Beyond that, accents, punctuation, spacing, acronyms and
 * one-letter typos in long words are forgiven, and matching is fair: filler never
 * matches, a word matches a longer one only when it is a real part of it ("chin" / "China",
 * never "one" / "Clooney"), and a guess naming a different thing ("Larry Page" for "Larry
 * Ellison") scores 0. docs/MATCHING.md states the whole rule.
 */
export function similarity(guess: string, answer: string): number {
  return scoreName(guess, answer, [answer]);
}

/** The outcome of matching a guess against a topic's answers (MATCH-1). */
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
  const joined = plainJoined(guess);
  return joined.length > 0 && joined === plainJoined(text);
}

/** How a guess fits one name of an answer; compared in this order (see findBestMatch). */
interface Fit {
  exact: boolean;
  coverage: number;
  similarity: number;
}

function isBetterFit(a: Fit, b: Fit): boolean {
  if (a.exact !== b.exact) return a.exact;
  if (a.coverage !== b.coverage) return a.coverage > b.coverage;
  return a.similarity > b.similarity;
}

/**
 * MATCH-11: the best-scoring answer (its text or any alias) at or above the threshold.
 * A guess that is exactly an answer's text or alias wins over partial matches
 * ("mountain lion" is the alias of Cougar, not a word-share match of Lion); then the answer
 * that accounts for more of the guess's words ("Industrial and Commercial Bank of China", not
 * "Bank of China"); then the higher similarity; on a tie the lower rank wins.
 */
export function findBestMatch(
  guess: string,
  answers: readonly Answer[],
  threshold: number = MATCH_THRESHOLD,
): MatchResult {
  // A name the guess is exactly beats every other name (see isBetterFit), so when one such
  // name scores, the others need no scoring (most right guesses are typed whole).
  const exact = bestFit(guess, answers, threshold, (name) => isExactText(guess, name));
  return exact.found ? exact : bestFit(guess, answers, threshold, () => true);
}

/** The best fit among the names that `include` lets in (in rank order, text first). */
function bestFit(
  guess: string,
  answers: readonly Answer[],
  threshold: number,
  include: (name: string) => boolean,
): MatchResult {
  let best = NO_MATCH;
  let bestFit: Fit | undefined;
  answers.forEach((answer, rank) => {
    const names = answerTexts(answer);
    for (const name of names) {
      if (!include(name)) continue;
      const score = scoreName(guess, name, names);
      if (score <= 0 || score < threshold) continue;
      const fit = {
        exact: isExactText(guess, name),
        coverage: guessCoverage(guess, name),
        similarity: score,
      };
      if (bestFit === undefined || isBetterFit(fit, bestFit)) {
        best = { found: true, rank, similarity: score };
        bestFit = fit;
      }
    }
  });
  return best;
}
