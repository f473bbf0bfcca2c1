import { useEffect, useState } from 'react';

/**
 * How long the board stays after the game's last move, before the winner:
 * the tile turns over (FLIP_SECONDS, 0.6 s) or the strike stamps, then the room has a couple
 * of seconds to read it. (Not imported from board-tile.tsx: the party layout uses this hook,
 * and `motion` loads only where the game plays.)
 */
export const FINALE_HOLD_MS = 3000;

/** What the hold looks at: is the game over, and how many moves (guesses plus reveals) it has. */
export interface FinaleFacts {
  ended: boolean;
  moves: number;
}

/**
 * True while the game's last reveal (or last miss) plays on the board: from the render where
 * `ended` turns true together with a new move (guesses plus reveals, so a host's accepted
 * guess counts), for FINALE_HOLD_MS. A game found already over when the page opens (or not
 * known yet: null), or ended by "End Game" (no new move), is not held. Reduced motion changes
 * how the tile appears (a fade, board-tile.tsx), not the time given to read it.
 */
export function useFinaleHold(game: FinaleFacts | null): boolean {
  const [seen, setSeen] = useState(game);
  const [held, setHeld] = useState(false);
  if (seen?.ended !== game?.ended || seen?.moves !== game?.moves) {
    // React's "state from the previous render": decided in the render that sees the change.
    setSeen(game);
    setHeld(game !== null && seen !== null && game.ended && !seen.ended && game.moves > seen.moves);
  }
  useEffect(() => {
    if (!held) return;
    const timer = window.setTimeout(() => setHeld(false), FINALE_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, [held]);
  return held && game?.ended === true;
}
