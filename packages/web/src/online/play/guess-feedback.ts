import { MESSAGES, ONLINE_TIME_EXPIRED, pointsText } from '@trivia/game';
import type { PartyGuess } from '@trivia/game';

/** What the result banner says, and how it looks. */
export interface BannerNotice {
  text: string;
  tone: 'success' | 'info' | 'error';
  /**
   * What a miss was ("'red sea' — not on the board"), or whose time ran out
   * ("Sharks ran out of time": a team's, not a person's).
   */
  detail?: string;
}

/** The guess errors, as the screen shows them. */
export type GuessFeedback =
  | { kind: 'banner'; notice: BannerNotice }
  /** The "already been given" dialog. */
  | { kind: 'duplicate' };

/** The "Not your team's turn" error shows this banner (the product's exact string). */
export const NOT_YOUR_TURN_BANNER = "Not your team's turn!";
/** Any other guess error (the product's exact string). */
export const GUESS_FAILED = 'Failed to submit guess';

type Outcome = Pick<PartyGuess, 'correct' | 'rank' | 'points' | 'timedOut'> & {
  /** What was typed, when known. */
  text?: string;
};

/**
 * TURN-11: the outcomes, in the product's exact strings: "Correct! #{rank+1} answer found!
 * +{points} points" or "Incorrect guess"; an empty submission at 0 (or the server's time-out) is "Time expired - no guess
 * submitted" (TURN-6, TURN-7). One point is "+1 point" (VIEW-6).
 */
export function outcomeNotice(outcome: Outcome, teamName: string | null = null): BannerNotice {
  if (outcome.correct) {
    return {
      text: `Correct! #${outcome.rank + 1} answer found! +${pointsText(outcome.points)}`,
      tone: 'success',
    };
  }
  const typed = outcome.text ?? '';
  if (outcome.timedOut && (typed === '' || typed === ONLINE_TIME_EXPIRED)) {
    const detail = teamName === null ? undefined : `${teamName} ran out of time`;
    return { text: ONLINE_TIME_EXPIRED, tone: 'info', ...(detail ? { detail } : {}) };
  }
  const detail = typed === '' ? {} : { detail: `'${typed}' — not on the board` };
  return { text: 'Incorrect guess', tone: 'info', ...detail };
}

/**
 * TURN-8: A teammate's guess (or the time-out) had taken the turn this guess was typed in:
 * what happened, as information ("Sam guessed jupiter: Incorrect guess"), never a failure.
 */
export function turnTakenNotice(taken: {
  byName: string | null;
  text: string;
  correct: boolean;
  rank: number;
  points: number;
  timedOut: boolean;
}): BannerNotice {
  const result = outcomeNotice(taken).text;
  if (taken.timedOut || taken.byName === null) return { text: result, tone: 'info' };
  return { text: `${taken.byName} guessed ${taken.text}: ${result}`, tone: 'info' };
}

/** Guess errors: a repeat opens the dialog; the wrong team and anything else a banner. */
export function errorFeedback(error: string): GuessFeedback {
  if (error.includes('already been given')) return { kind: 'duplicate' };
  if (error === MESSAGES.notYourTurn) {
    return { kind: 'banner', notice: { text: NOT_YOUR_TURN_BANNER, tone: 'error' } };
  }
  // VIEW-3: The player can fix this one themself, so it says what to do.
  if (error === MESSAGES.invisibleGuess) {
    return { kind: 'banner', notice: { text: error, tone: 'error' } };
  }
  return { kind: 'banner', notice: { text: GUESS_FAILED, tone: 'error' } };
}
