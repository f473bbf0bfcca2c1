import { useState } from 'react';
import type { PartyView } from '@trivia/game';
import type { AcceptQuestion } from '../../judgement/accept-dialog';
import type { Realtime } from '../connection';

interface Asking {
  question: AcceptQuestion;
  guessIndex: number;
  turn: number;
}

/** On the results the view holds every answer: the host picks among those not found. */
function resultsChoices(view: PartyView): Array<{ rank: number; text: string }> | null {
  const { party } = view;
  if (party.status !== 'finished') return null;
  return (party.topic?.answers ?? []).filter((a) => !party.revealedIndices.includes(a.rank));
}

/**
 * JUDGE-1, JUDGE-2, JUDGE-3: Online, "Accept" asks which answer. During the game the server offers
 * the answers not found yet, the closest proposed (to the host alone, only now: a host who
 * plays learns them when they judge); on the results the view holds them. Then accepts.
 * "+1"/"−1", Undo and "Show results" send their command. A refusal ("Already found by …")
 * is kept to show until the next action.
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
    const onResults = resultsChoices(view);
    if (onResults !== null) {
      const question = { kind: 'choose' as const, guess: guess.text, choices: onResults };
      setAsking({ ...ref, question });
      return;
    }
    const reply = await sendSafely(() => send('proposeAccept', { code, ...ref }));
    if (!reply.ok) return;
    const { proposal = null, choices = [] } = reply.result;
    const question: AcceptQuestion = { kind: 'choose', guess: guess.text, choices, proposal };
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

  // JUDGE-8: The host has nothing to accept and shows the results at once.
  const skipChecking = () => void sendSafely(() => send('skipChecking', { code }));

  return {
    busy,
    error,
    question: asking?.question ?? null,
    startAccept: (key: string) => void startAccept(key),
    confirm,
    dismiss: () => setAsking(null),
    adjust,
    undo,
    skipChecking,
  };
}
