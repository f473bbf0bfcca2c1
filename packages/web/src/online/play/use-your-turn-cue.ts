import { useEffect, useRef, type RefObject } from 'react';

/** How long a phone buzzes when the turn comes to the viewer's team. */
export const YOUR_TURN_VIBRATION_MS = 200;

/**
 * When the turn comes to the viewer's team, the focus moves to the guess input
 * and, where the phone supports it, it buzzes briefly (not on the first render: a reload
 * mid-turn only focuses).
 */
export function useYourTurnCue(
  yourTurn: boolean,
  turn: number,
  inputRef: RefObject<HTMLInputElement | null>,
): void {
  const mounted = useRef(false);
  const cued = useRef<number | null>(null);
  useEffect(() => {
    const firstRender = !mounted.current;
    mounted.current = true;
    if (!yourTurn || cued.current === turn) return;
    cued.current = turn;
    inputRef.current?.focus();
    if (!firstRender && typeof navigator.vibrate === 'function') {
      navigator.vibrate(YOUR_TURN_VIBRATION_MS);
    }
  }, [yourTurn, turn, inputRef]);
}
