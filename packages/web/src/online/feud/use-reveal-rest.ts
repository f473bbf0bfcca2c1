import { useEffect, useState } from 'react';
import { playSound } from '../../sound/sound-player';

/** The pause between two answers of "reveal the rest". */
export const REVEAL_REST_MS = 1400;

/**
 * "Reveal the rest" (FEUD rules): after a Feud round, the answers nobody found turn over one by
 * one on the big screen, top rank first, each with the reveal sound. Returns the ranks shown
 * so far; `ranks` empty (or `active` false) shows them all at once, as Classic does.
 */
export function useRevealRest(ranks: readonly number[], active: boolean): ReadonlySet<number> {
  const [count, setCount] = useState(0);
  const total = ranks.length;
  useEffect(() => {
    if (!active || count >= total) return;
    const timer = window.setTimeout(() => {
      setCount((c) => c + 1);
      playSound('correct');
    }, REVEAL_REST_MS);
    return () => window.clearTimeout(timer);
  }, [active, count, total]);
  return new Set(active ? ranks.slice(0, count) : ranks);
}
