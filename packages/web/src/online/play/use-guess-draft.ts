import { useCallback, useState } from 'react';

interface Draft {
  turn: number;
  text: string;
}

const storageKey = (code: string) => `trivia:guess-draft:${code}`;

function readDraft(code: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(storageKey(code));
    const draft = raw === null ? null : (JSON.parse(raw) as Partial<Draft>);
    if (typeof draft?.turn === 'number' && typeof draft.text === 'string') {
      return { turn: draft.turn, text: draft.text };
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
 * a reconnect or a refresh mid-turn gives it back; a new turn starts empty.
 */
export function useGuessDraft(code: string, turn: number) {
  const [draft, setDraft] = useState<Draft | null>(() => readDraft(code));
  const text = draft !== null && draft.turn === turn ? draft.text : '';
  const setText = useCallback(
    (next: string) => {
      const value = { turn, text: next };
      setDraft(value);
      writeDraft(code, value);
    },
    [code, turn],
  );
  return [text, setText] as const;
}
