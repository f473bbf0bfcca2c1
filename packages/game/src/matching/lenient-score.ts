import { MATCH_THRESHOLD, MIN_MATCH_WORD_LENGTH } from '../constants';
import { isAcronymMatch } from './acronym';
import { isOneLetterTypo } from './edit-distance';
import { type WordMatch, wordShare } from './word-share';
import { contentWords, plainWords } from './words';

/** An acronym identifies the answer, but a written-out match of another answer beats it. */
export const ACRONYM_SCORE = 0.95;
/** Each forgiven typo costs a little, so an exact word beats a misspelt one on ties. */
export const TYPO_PENALTY = 0.01;

/**
 * Beyond SPEC §5: a score for guesses the spec misjudges, on words read without accents and
 * punctuation: spacing-free equality ("icecream"), acronyms ("nyc") and one-letter typos in
 * words of 5+ letters ("jupitor", see isOneLetterTypo). Returns 0 or a score of at least 0.5.
 */
export function lenientScore(guess: string, answer: string): number {
  const guessWords = plainWords(guess);
  const answerWords = plainWords(answer);
  if (contentWords(guessWords).length === 0 || answerWords.length === 0) return 0;
  const guessJoined = guessWords.join('');
  const answerJoined = answerWords.join('');
  if (guessJoined === answerJoined) return 1;
  const scores = [
    isAcronymMatch(guess, answer) ? ACRONYM_SCORE : 0,
    joinedTypoScore(guessJoined, answerJoined),
    typoTolerantShare(guessWords, answerWords),
  ];
  return Math.max(...scores);
}

/** "icecreem" / "Ice Cream": the whole guess, spaces removed, one typo from the answer. */
function joinedTypoScore(guessJoined: string, answerJoined: string): number {
  return isOneLetterTypo(guessJoined, answerJoined) ? 1 - TYPO_PENALTY : 0;
}

/** SPEC §5 word counting on plain words, where a one-letter typo also matches. */
function typoTolerantShare(guessWords: readonly string[], answerWords: readonly string[]): number {
  const significant = (word: string) => word.length >= MIN_MATCH_WORD_LENGTH;
  const result = wordShare(
    guessWords.filter(significant),
    answerWords.filter(significant),
    compareForgivingTypos,
  );
  if (result.share < MATCH_THRESHOLD || !result.hasContentMatch) return 0;
  return Math.max(MATCH_THRESHOLD, result.share - TYPO_PENALTY * result.typos);
}

function compareForgivingTypos(guessWord: string, answerWord: string): WordMatch {
  if (guessWord.includes(answerWord) || answerWord.includes(guessWord)) return 'same';
  return isOneLetterTypo(guessWord, answerWord) ? 'typo' : 'none';
}
