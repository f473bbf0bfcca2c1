import { MATCH_THRESHOLD } from '../constants';
import { isAcronymMatch } from './acronym';
import { isOneLetterTypo } from './edit-distance';
import { wordShare } from './word-share';
import {
  contentJoined,
  contentWords,
  plainJoined,
  plainWords,
  significantPlainWords,
} from './words';

/** An acronym identifies the answer, but a written-out match of another answer beats it. */
export const ACRONYM_SCORE = 0.95;
/** Each forgiven typo costs a little, so an exact word beats a misspelt one on ties. */
export const TYPO_PENALTY = 0.01;

/**
 * MATCH-3: a score for a guess that names the whole answer in another way, read without
 * accents, punctuation, spacing or filler words: 1 for equality ("icecream", "beatles"), a
 * little less for one typo in the whole ("icecreem") or an acronym ("nyc"); else 0.
 * A filler word added to a guess never makes it equal: "the atre" is not "Theatre".
 */
export function wholeNameScore(guess: string, answer: string): number {
  const guessJoined = contentJoined(guess);
  const answerJoined = contentJoined(answer);
  if (guessJoined.length === 0 || answerJoined.length === 0) return 0;
  // A guess typed without spaces may run filler words in too: "benandjerrys".
  const typedAsOne = plainWords(guess).length === 1;
  if (guessJoined === answerJoined) return 1;
  if (typedAsOne && guessJoined === plainJoined(answer)) return 1;
  // A typo across spacing ("icecreem") needs one side in one word: "red sox" is no "red fox".
  const spacedAlike =
    contentWords(plainWords(guess)).length > 1 && contentWords(plainWords(answer)).length > 1;
  if (!spacedAlike && isOneLetterTypo(guessJoined, answerJoined)) return 1 - TYPO_PENALTY;
  return isAcronymMatch(guess, answer) ? ACRONYM_SCORE : 0;
}

/**
 * MATCH-4 word counting on plain words (MATCH-7), where a one-letter typo in a word of
 * 5+ letters also matches ("jupitor", see isOneLetterTypo). Returns 0 or at least 0.5.
 */
export function typoTolerantShare(guess: string, answer: string): number {
  const result = wordShare(significantPlainWords(guess), significantPlainWords(answer), true);
  if (result.share < MATCH_THRESHOLD || !result.hasContentMatch) return 0;
  return Math.max(MATCH_THRESHOLD, result.share - TYPO_PENALTY * result.typos);
}
