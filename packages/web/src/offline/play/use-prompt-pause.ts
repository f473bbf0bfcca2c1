import { useCallback, useRef } from 'react';
import { useOfflineGame } from '../store/offline-game-store';

/**
 * A confirm prompt on the shared device pauses the turn's timer while it is open,
 * and resumes it when the prompt is dismissed, unless the host had paused the game already.
 * Returns the prompt's open/closed callback.
 */
export function usePromptPause(): (open: boolean) => void {
  const { dispatch, getState } = useOfflineGame();
  const pausedByPrompt = useRef(false);
  return useCallback(
    (open: boolean) => {
      const state = getState();
      if (open && state.phase === 'play' && !state.paused) {
        pausedByPrompt.current = dispatch({ type: 'pause' }, { silent: true }) !== null;
      } else if (!open && pausedByPrompt.current) {
        pausedByPrompt.current = false;
        dispatch({ type: 'resume' }, { silent: true });
      }
    },
    [dispatch, getState],
  );
}
