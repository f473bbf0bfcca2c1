import { useEffect, useState } from 'react';
import type { OfflineGameState, PartyView } from '@trivia/game';

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

/** An online game's facts (the phones' layout, the big screen, its sounds). */
export function partyFinaleFacts(view: Pick<PartyView, 'party' | 'guesses'>): FinaleFacts {
  return {
    ended: view.party.status === 'finished',
    moves: view.guesses.length + view.party.revealedIndices.length,
  };
}

/** An offline game's facts (the play page and its sounds). */
export function offlineFinaleFacts(state: OfflineGameState): FinaleFacts {
  return {
    ended: state.phase === 'results',
    moves: state.teams.reduce((sum, t) => sum + t.guesses.length, 0) + state.revealed.length,
  };
}

/**
 * Whether going from `prev` to `next` ends the game on a move, so its last reveal (or miss)
 * plays on the board for FINALE_HOLD_MS before the winner. Unknown facts (null) never do.
 */
export function endsOnMove(prev: FinaleFacts | null, next: FinaleFacts | null): boolean {
  if (prev === null || next === null) return false;
  return next.ended && !prev.ended && next.moves > prev.moves;
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
    setHeld(endsOnMove(seen, game));
  }
  useEffect(() => {
    if (!held) return;
    const timer = window.setTimeout(() => setHeld(false), FINALE_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, [held]);
  return held && game?.ended === true;
}
