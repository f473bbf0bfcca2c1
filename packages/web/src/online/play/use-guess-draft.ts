import { useCallback, useState } from 'react';

interface Draft {
  turn: number;
  text: string;
  /** TURN-8: Kept for the team's next turn (a teammate's guess took this one). */
  carried?: boolean;
}

const storageKey = (code: string) => `trivia:guess-draft:${code}`;

function readDraft(code: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(storageKey(code));
    const draft = raw === null ? null : (JSON.parse(raw) as Partial<Draft>);
    if (typeof draft?.turn === 'number' && typeof draft.text === 'string') {
      return { turn: draft.turn, text: draft.text, carried: draft.carried === true };
    }
  } catch {
    // Storage off or a broken value: start with an empty input.
  }
  return null;
}

function writeDraft(code: string, draft: Draft): void {
  try {
    sessionStorage.setItem(storageKey(code), JSON.stringify(draft));
  } catch {
    // Private mode or full storage: the draft then lives only in memory.
  }
}

/**
 * What is typed in the guess input, for this turn only. It is kept in session storage, so
 * a reconnect or a refresh mid-turn gives it back; a new turn starts empty, unless the
 * draft was carried (TURN-8: a teammate's guess took the turn it was typed in).
 */
export function useGuessDraft(code: string, turn: number) {
  const [draft, setDraft] = useState<Draft | null>(() => readDraft(code));
  const current = draft !== null && (draft.turn === turn || (draft.carried && draft.turn < turn));
  const text = current ? draft.text : '';
  const save = useCallback(
    (value: Draft) => {
      setDraft(value);
      writeDraft(code, value);
    },
    [code],
  );
  const setText = useCallback((next: string) => save({ turn, text: next }), [save, turn]);
  /** Keeps what is typed for the team's next turn. */
  const carry = useCallback(
    (typedIn: number, typed: string) => save({ turn: typedIn, text: typed, carried: true }),
    [save],
  );
  return [text, setText, carry] as const;
}
