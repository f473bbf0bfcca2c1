import { maskProfanity } from '../names';
import { INVISIBLE_NON_SPACE, WHITESPACE_RUN } from '../names/name-characters';
import type { Topic } from '../types';
import type { PartyGuess, PartyJudgement } from './party-state';

/** Combining marks kept on one letter: enough for any language, too few to smear a line. */
const MAX_MARKS_PER_LETTER = 3;
const MARK_PILE = new RegExp(`(\\p{M}{${MAX_MARKS_PER_LETTER}})\\p{M}+`, 'gu');

/**
 * A guess as it may be recorded and shown: NFC; control, format (bidi overrides
 * such as U+202E, isolates, zero-width characters), private-use, unassigned and other
 * invisible characters removed; line breaks, tabs and runs of spaces folded to one space;
 * piles of combining marks cut to three a letter; trimmed. Matching reads this text: an
 * invisible character hid nothing the guess says.
 */
export function cleanGuessText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(INVISIBLE_NON_SPACE, '')
    .replace(MARK_PILE, '$1')
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}

/** The names of the answer a guess found, whose own words it may show unmasked. */
function namesFound(topic: Topic | null, rank: number | null): string[] {
  const answer = rank === null || rank < 0 ? undefined : topic?.answers[rank];
  return answer === undefined ? [] : [answer.text, ...(answer.aliases ?? [])];
}

function shownGuess(guess: PartyGuess, topic: Topic | null): PartyGuess {
  const text = maskProfanity(guess.text, guess.correct ? namesFound(topic, guess.rank) : []);
  return text === guess.text ? guess : { ...guess, text };
}

function shownJudgement(judgement: PartyJudgement, topic: Topic | null): PartyJudgement {
  if (judgement.guessText === null) return judgement;
  const guessText = maskProfanity(judgement.guessText, namesFound(topic, judgement.rank));
  return guessText === judgement.guessText ? judgement : { ...judgement, guessText };
}

/**
 * `items` as others see them, the same list when nothing is masked, and the same list again
 * for the same items and topic (a view delta then skips it at once).
 */
function shownList<T extends object>(
  memo: WeakMap<readonly T[], { topic: Topic | null; shown: readonly T[] }>,
  items: readonly T[],
  topic: Topic | null,
  show: (item: T, topic: Topic | null) => T,
): readonly T[] {
  const known = memo.get(items);
  if (known !== undefined && known.topic === topic) return known.shown;
  const mapped = items.map((item) => show(item, topic));
  const shown = mapped.some((item, index) => item !== items[index]) ? mapped : items;
  memo.set(items, { topic, shown });
  return shown;
}

const shownGuessLists = new WeakMap<
  readonly PartyGuess[],
  { topic: Topic | null; shown: readonly PartyGuess[] }
>();
const shownJudgementLists = new WeakMap<
  readonly PartyJudgement[],
  { topic: Topic | null; shown: readonly PartyJudgement[] }
>();

/**
 * The guesses as every viewer sees them: profanity masked ("****"), except the
 * words a correct guess shares with the answer it found ("Sex Pistols"). The server keeps
 * and matches the text as typed; only what is shown is masked.
 */
export function guessesShown(guesses: readonly PartyGuess[], topic: Topic | null) {
  return shownList(shownGuessLists, guesses, topic, shownGuess);
}

/** The host's corrections as every viewer sees them: an accepted guess's text masked too. */
export function judgementsShown(judgements: readonly PartyJudgement[], topic: Topic | null) {
  return shownList(shownJudgementLists, judgements, topic, shownJudgement);
}

/** One guess's text as others see it (the "turn taken" reply names a teammate's guess). */
export function guessTextShown(guess: PartyGuess, topic: Topic | null): string {
  return shownGuess(guess, topic).text;
}
