import { MATCH_THRESHOLD, MIN_MATCH_WORD_LENGTH } from './constants';
import type { Answer } from './types';

/** SPEC §5 Answer matching: normalise both sides by lower-casing and trimming. */
function normalise(text: string): string {
  return text.toLowerCase().trim();
}

function significantWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length >= MIN_MATCH_WORD_LENGTH);
}

/**
 * SPEC §5: 1 for an exact match; otherwise the share of the answer's words (3+ letters)
 * that equal, contain or are contained in a guess word, each answer word counted once;
 * a share under 0.5 scores 0.
 */
export function similarity(guess: string, answer: string): number {
  const g = normalise(guess);
  const a = normalise(answer);
  if (g === a) return 1;
  const guessWords = significantWords(g);
  const answerWords = significantWords(a);
  if (guessWords.length === 0 || answerWords.length === 0) return 0;
  const matched = answerWords.filter((aw) =>
    guessWords.some((gw) => gw === aw || gw.includes(aw) || aw.includes(gw)),
  ).length;
  const score = matched / answerWords.length;
  return score >= MATCH_THRESHOLD ? score : 0;
}

export interface MatchResult {
  found: boolean;
  rank: number;
  similarity: number;
}

function answerTexts(answer: Answer): string[] {
  return typeof answer === 'string' ? [answer] : [answer.text, ...(answer.aliases ?? [])];
}

/** SPEC §5: the best-scoring answer at or above the threshold; rank is the answer's index. */
export function findBestMatch(
  guess: string,
  answers: readonly Answer[],
  threshold: number = MATCH_THRESHOLD,
): MatchResult {
  let best: MatchResult = { found: false, rank: -1, similarity: 0 };
  answers.forEach((answer, rank) => {
    for (const text of answerTexts(answer)) {
      const score = similarity(guess, text);
      if (score >= threshold && score > best.similarity) {
        best = { found: true, rank, similarity: score };
      }
    }
  });
  return best;
}
