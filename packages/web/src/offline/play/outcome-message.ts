import { OFFLINE_TIME_EXPIRED, pointsText } from '@trivia/game';
import type { OfflineGuess } from '@trivia/game';
import type { ToastTone } from '../../ui/toast';

/** A guess shown as "Time expired": nothing was typed when the timer reached 0. */
export function isExpiredGuess(guess: OfflineGuess): boolean {
  return guess.timedOut && !guess.correct && guess.text === OFFLINE_TIME_EXPIRED;
}

/**
 * The outcomes, in the product's exact strings: "Correct! #{rank+1} answer found!
 * +{points} points" or "Incorrect guess"; one point is "+1 point" (VIEW-6).
 */
export function outcomeMessage(guess: OfflineGuess): { message: string; tone: ToastTone } {
  if (guess.correct) {
    return {
      message: `Correct! #${guess.rank + 1} answer found! +${pointsText(guess.points)}`,
      tone: 'success',
    };
  }
  if (isExpiredGuess(guess)) return { message: OFFLINE_TIME_EXPIRED, tone: 'info' };
  return { message: 'Incorrect guess', tone: 'info' };
}
