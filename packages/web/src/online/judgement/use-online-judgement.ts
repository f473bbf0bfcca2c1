import { useState } from 'react';
import type { PartyView } from '@trivia/game';
import type { AcceptQuestion } from '../../judgement/accept-dialog';
import type { Realtime } from '../connection';

interface Asking {
  question: AcceptQuestion;
  guessIndex: number;
  turn: number;
}

/** The answers a host may pick: a quizmaster's unrevealed ones, or all not found on the results. */
function choicesFor(view: PartyView): Array<{ rank: number; text: string }> | null {
  const { party, viewer } = view;
  const unfound = (answers: ReadonlyArray<{ rank: number; text: string }>) =>
    answers.filter((a) => !party.revealedIndices.includes(a.rank));
  if (party.status === 'finished') return unfound(party.topic?.answers ?? []);
  return viewer.hostView === null ? null : unfound(viewer.hostView);
}

/**
 * Issue 20, online: "Accept" asks which answer (quizmaster, results) or asks the server for
 * its one proposal (a host who plays); then accepts. "+1"/"−1" and Undo send their command.
 * A refusal ("Already found by …") is kept to show until the next action.
 */
export function useOnlineJudgement(view: PartyView, send: Realtime['send']) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const code = view.party.code;

  const sendSafely = async (run: () => ReturnType<Realtime['send']>) => {
    setBusy(true);
    setError(null);
    const reply = await run();
    setBusy(false);
    if (!reply.ok) setError(reply.error);
    return reply;
  };

  const startAccept = async (key: string) => {
    const guessIndex = Number(key);
    const guess = view.guesses[guessIndex];
    if (guess === undefined) return;
    const ref = { guessIndex, turn: guess.turn };
    const choices = choicesFor(view);
    if (choices !== null) {
      setAsking({ ...ref, question: { kind: 'choose', guess: guess.text, choices } });
      return;
    }
    const reply = await sendSafely(() => send('proposeAccept', { code, ...ref }));
    if (!reply.ok) return;
    const answer = reply.result.proposal ?? null;
    const question: AcceptQuestion =
      answer === null
        ? { kind: 'none', guess: guess.text }
        : { kind: 'proposal', guess: guess.text, answer };
    setAsking({ ...ref, question });
  };

  const confirm = (rank: number) => {
    if (asking === null) return;
    const { guessIndex, turn } = asking;
    setAsking(null);
    void sendSafely(() => send('acceptGuess', { code, guessIndex, turn, rank }));
  };

  const adjust = (teamIndex: number, points: number) => {
    const teamId = view.party.teams[teamIndex]?.id;
    if (teamId !== undefined) void sendSafely(() => send('adjustScore', { code, teamId, points }));
  };

  const undo = (judgementId: number) =>
    void sendSafely(() => send('undoJudgement', { code, judgementId }));

  return {
    busy,
    error,
    question: asking?.question ?? null,
    startAccept: (key: string) => void startAccept(key),
    confirm,
    dismiss: () => setAsking(null),
    adjust,
    undo,
  };
}
