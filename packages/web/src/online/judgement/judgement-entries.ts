import type { PartyJudgement, PartyView } from '@trivia/game';
import { correctionText } from '../../judgement/correction-text';
import type { CorrectionEntry, MissedGuessEntry } from '../../judgement/corrections-card';

const teamName = (view: PartyView, teamId: string) =>
  view.party.teams.find((t) => t.id === teamId)?.name ?? 'A team';

/** The answer's text when the view holds it, else its place on the board. */
function answerText(view: PartyView, rank: number | null): string {
  const known = view.party.topic?.answers.find((a) => a.rank === rank)?.text;
  return known ?? `#${(rank ?? 0) + 1}`;
}

/** Issue 20: the game's corrections as everyone reads them; Undo while the status allows. */
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

/** The missed guesses of this game a host may accept (a time-out is no guess); key = index. */
export function missedGuesses(view: PartyView): MissedGuessEntry[] {
  return view.guesses.flatMap((guess, index) =>
    guess.correct || guess.timedOut
      ? []
      : [{ key: String(index), teamName: teamName(view, guess.teamId), text: guess.text }],
  );
}
