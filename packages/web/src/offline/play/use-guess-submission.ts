import { useCallback } from 'react';
import { lastGuessOutcome } from '@trivia/game';
import { useToast } from '../../ui/toast';
import { useOfflineGame } from '../store/offline-game-store';
import { outcomeMessage } from './outcome-message';

/**
 * Submitting a guess, by a person or by the timer, with its outcome as the toast.
 * Returns whether the guess was accepted.
 */
export function useGuessSubmission() {
  const { dispatch, getState } = useOfflineGame();
  const { showToast } = useToast();

  const submit = useCallback(
    (text: string, timedOut: boolean, silent = false): boolean => {
      const prev = getState();
      const next = dispatch({ type: 'submitGuess', text: text.trim(), timedOut }, { silent });
      if (!next) return false;
      const guess = lastGuessOutcome(prev, next);
      // OFF-3: When the device is passed on, the result shows on "Pass to ..." under the
      // team that made it; a toast would read as the next team's.
      if (guess && !next.awaitingReady) {
        const { message, tone } = outcomeMessage(guess);
        showToast(message, tone);
      }
      return true;
    },
    [dispatch, getState, showToast],
  );

  /** OFF-4: At 0 whatever is typed is submitted; if it cannot count (already given), the turn still ends. */
  const submitOnTimeout = useCallback(
    (typed: string) => {
      if (typed.trim() !== '' && submit(typed, true, true)) return;
      submit('', true);
    },
    [submit],
  );

  return { submit: (text: string) => submit(text, false), submitOnTimeout };
}
