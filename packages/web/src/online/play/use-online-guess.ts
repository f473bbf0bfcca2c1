import { useCallback, useEffect, useRef, useState } from 'react';
import type { PartyView } from '@trivia/game';
import { errorFeedback, outcomeNotice, turnTakenNotice, type BannerNotice } from './guess-feedback';
import type { Realtime, SendResult } from '../connection';

/** A result only this browser knows (its own ack), until a newer guess reaches the view. */
export interface LocalNotice {
  notice: BannerNotice;
  teamName: string | null;
  /** How many guesses the game had when this was current. */
  guessCount: number;
}

interface Options {
  view: PartyView;
  send: Realtime['send'];
  /** Clears the input after an accepted guess. */
  clearDraft: () => void;
  /** Keeps `text`, typed in `turn`, in the input for the team's next turn (TURN-8). */
  carryDraft: (turn: number, text: string) => void;
}

/** What was sent: the text and the turn it was typed in. */
interface Sent {
  text: string;
  turn: number;
}

/**
 * TURN-4, TURN-5, TURN-11: Sends the guess of the viewer's team, keeps it
 * disabled while sending, and turns the reply into the banner or the duplicate dialog.
 * At 0 (TURN-12) every member of the active team who typed something sends
 * it; the server applies the first and refuses the rest as stale, so those refusals stay
 * silent. Nobody typing anything is the server's time-out (TURN-7).
 */
export function useOnlineGuess({ view, send, clearDraft, carryDraft }: Options) {
  const [submitting, setSubmitting] = useState(false);
  const [localNotice, setLocalNotice] = useState<LocalNotice | null>(null);
  const [duplicateOpen, setDuplicateOpen] = useState(false);
  const latest = useRef(view);
  const busy = useRef(false);
  useEffect(() => {
    latest.current = view;
  });

  const teamName = () => {
    const { party, viewer } = latest.current;
    return party.teams.find((team) => team.id === viewer.teamId)?.name ?? null;
  };

  const sendGuess = useCallback(
    async (text: string, turn: number): Promise<SendResult> => {
      busy.current = true;
      setSubmitting(true);
      try {
        return await send('guess', { code: latest.current.party.code, text, turn });
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [send],
  );

  const accept = useCallback(
    (reply: Extract<SendResult, { ok: true }>, countBefore: number, sent: Sent) => {
      const outcome = reply.result.guess;
      // A teammate's guess took the turn (TURN-8): what they guessed, as information, until
      // a newer guess; the typed text stays in the input for the team's next turn.
      if (outcome?.kind === 'turnTaken') {
        if (sent.text !== '') carryDraft(sent.turn, sent.text);
        setLocalNotice({
          notice: turnTakenNotice(outcome),
          teamName: teamName(),
          guessCount: countBefore + 1,
        });
        return;
      }
      clearDraft();
      if (outcome) {
        const notice = outcomeNotice({ ...outcome, text: sent.text }, teamName());
        setLocalNotice({ notice, teamName: teamName(), guessCount: countBefore + 1 });
      }
    },
    [clearDraft, carryDraft],
  );

  const submit = useCallback(
    async (text: string) => {
      if (busy.current || text.trim() === '') return;
      const countBefore = latest.current.guesses.length;
      const sent = { text: text.trim(), turn: latest.current.party.turn };
      const reply = await sendGuess(sent.text, sent.turn);
      if (reply.ok) return accept(reply, countBefore, sent);
      const feedback = errorFeedback(reply.error);
      if (feedback.kind === 'duplicate') setDuplicateOpen(true);
      else {
        const guessCount = latest.current.guesses.length;
        setLocalNotice({ notice: feedback.notice, teamName: null, guessCount });
      }
    },
    [accept, sendGuess],
  );

  const submitOnTimeout = useCallback(
    async (typed: string) => {
      const { party } = latest.current;
      const text = typed.trim();
      // TURN-6, TURN-7: nothing typed sends nothing. The server's turn timer records "Time
      // expired" itself once its grace period is over, so an empty input here never takes
      // the turn from a teammate's typed answer still on its way over a slow connection.
      // A typed answer refused (already on the board) likewise leaves the turn to the server.
      if (busy.current || text === '' || party.status !== 'playing') return;
      const countBefore = latest.current.guesses.length;
      const reply = await sendGuess(text, party.turn);
      if (reply.ok) accept(reply, countBefore, { text, turn: party.turn });
    },
    [accept, sendGuess],
  );

  return {
    submitting,
    localNotice,
    duplicateOpen,
    closeDuplicate: () => setDuplicateOpen(false),
    submit,
    submitOnTimeout,
  };
}
