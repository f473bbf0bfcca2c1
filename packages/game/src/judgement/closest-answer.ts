import { similarity } from '../answer-matching';
import { contentWords, plainWords } from '../matching/words';
import type { TopicAnswer } from '../types';

/** Below this closeness no answer is proposed: "No close answer: use Adjust score". */
export const CLOSE_ANSWER_THRESHOLD = 0.3;

/** Letter pairs of a word run ("usa" → us, sa), the usual measure of spelling closeness. */
function bigrams(text: string): string[] {
  return Array.from({ length: Math.max(0, text.length - 1) }, (_, i) => text.slice(i, i + 2));
}

/** Sørensen–Dice over letter pairs: 1 for equal texts, 0 for texts sharing no pair. */
function letterPairCloseness(a: string, b: string): number {
  const left = bigrams(a);
  const right = bigrams(b);
  if (left.length === 0 || right.length === 0) return 0;
  const pool = [...right];
  let shared = 0;
  for (const pair of left) {
    const at = pool.indexOf(pair);
    if (at >= 0) {
      shared += 1;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

/** The guess starts with the name's initials and adds at most one letter ("usa" / "United States"). */
function initialsCloseness(guess: readonly string[], name: readonly string[]): number {
  if (guess.length !== 1 || name.length < 2) return 0;
  const initials = name.map((word) => word.charAt(0)).join('');
  const typed = guess[0] ?? '';
  return typed.startsWith(initials) && typed.length - initials.length <= 1 ? 0.8 : 0;
}

/** The share of the name's content words that the guess holds whole. */
function wordCloseness(guess: readonly string[], name: readonly string[]): number {
  if (name.length === 0) return 0;
  return name.filter((word) => guess.includes(word)).length / name.length;
}

/**
 * How close a refused guess comes to one name of an answer, 0 to 1. The matcher's
 * own similarity first (the same reading of words, accents and acronyms); since the guess was
 * refused that is mostly 0, so then the share of the name's words it holds, its initials with
 * one letter more ("usa"), and the closeness of its spelling, all on the matcher's plain words.
 */
export function nameCloseness(guess: string, name: string): number {
  const guessWords = contentWords(plainWords(guess));
  const nameWords = contentWords(plainWords(name));
  return Math.max(
    similarity(guess, name),
    wordCloseness(guessWords, nameWords),
    initialsCloseness(guessWords, nameWords),
    letterPairCloseness(guessWords.join(''), nameWords.join('')),
  );
}

/** An answer proposed for a guess: its rank and text. */
export interface ProposedAnswer {
  rank: number;
  text: string;
}

/**
 * The answer among `ranks` closest to `guess` (over its text and aliases), or null
 * when none reaches CLOSE_ANSWER_THRESHOLD. On a tie the lower rank wins.
 */
export function closestAnswer(
  guess: string,
  answers: readonly TopicAnswer[],
  ranks: readonly number[],
): ProposedAnswer | null {
  let best: { rank: number; closeness: number } | null = null;
  for (const rank of [...ranks].sort((a, b) => a - b)) {
    const answer = answers[rank];
    if (answer === undefined) continue;
    const names = [answer.text, ...(answer.aliases ?? [])];
    const closeness = Math.max(...names.map((name) => nameCloseness(guess, name)));
    if (closeness >= CLOSE_ANSWER_THRESHOLD && (best === null || closeness > best.closeness)) {
      best = { rank, closeness };
    }
  }
  const found = best === null ? undefined : answers[best.rank];
  return best === null || found === undefined ? null : { rank: best.rank, text: found.text };
}

/** The ranks of a topic not found yet. */
export function unrevealedRanks(answerCount: number, revealed: readonly number[]): number[] {
  return Array.from({ length: answerCount }, (_, rank) => rank).filter(
    (rank) => !revealed.includes(rank),
  );
}
