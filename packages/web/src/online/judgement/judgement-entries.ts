import {
  isJudgeableGuess,
  ONLINE_TIME_EXPIRED,
  type PartyJudgement,
  type PartyView,
} from '@trivia/game';
import { correctionText } from '../../judgement/correction-text';
import type { CorrectionEntry, MissedGuessEntry } from '../../judgement/corrections-card';

const teamName = (view: PartyView, teamId: string) =>
  view.party.teams.find((t) => t.id === teamId)?.name ?? 'A team';

/** The answer's text when the view holds it, else its place on the board. */
function answerText(view: PartyView, rank: number | null): string {
  const known = view.party.topic?.answers.find((a) => a.rank === rank)?.text;
  return known ?? `#${(rank ?? 0) + 1}`;
}

/** JUDGE-7, JUDGE-6: the game's corrections as everyone reads them; Undo while allowed. */
export function correctionEntries(view: PartyView): CorrectionEntry[] {
  return view.judgements.map((j: PartyJudgement) => ({
    id: j.id,
    text: correctionText({
      kind: j.kind,
      teamName: teamName(view, j.teamId),
      points: j.points,
      guessText: j.guessText,
      answerText: answerText(view, j.rank),
    }),
    undone: j.undoneAt !== null,
    canUndo: j.undoneAt === null && j.madeWhile === view.party.status,
  }));
}

/** JUDGE-3: Whether an answer is left to accept a guess as (none: no Accept is offered). */
export function answersLeft(view: Pick<PartyView, 'party'>): boolean {
  const { topic, revealedIndices } = view.party;
  return topic !== null && revealedIndices.length < topic.answerCount;
}

/**
 * The missed guesses of this game a host may accept (a time-out with nothing typed is no
 * guess); key = index. None while every answer is found (JUDGE-3: nothing to accept as).
 */
export function missedGuesses(view: PartyView): MissedGuessEntry[] {
  if (!answersLeft(view)) return [];
  return view.guesses.flatMap((guess, index) =>
    isJudgeableGuess(guess, ONLINE_TIME_EXPIRED)
      ? [{ key: String(index), teamName: teamName(view, guess.teamId), text: guess.text }]
      : [],
  );
}

/**
 * Judging in one tap: the game's latest guess when the host may accept it (it
 * was refused and an answer is left), shown with Accept inside the result banner.
 */
export function latestMiss(view: PartyView): { key: string; text: string } | null {
  const index = view.guesses.length - 1;
  const last = view.guesses[index];
  if (last === undefined || !view.viewer.isHost || !answersLeft(view)) return null;
  return isJudgeableGuess(last, ONLINE_TIME_EXPIRED)
    ? { key: String(index), text: last.text }
    : null;
}
