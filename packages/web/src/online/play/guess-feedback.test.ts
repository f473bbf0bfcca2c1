import { describe, expect, it } from 'vitest';
import { errorFeedback, outcomeNotice } from './guess-feedback';

describe('guess outcomes and errors', () => {
  it('[TURN-11][VIEW-6] words the outcomes to the letter', () => {
    expect(outcomeNotice({ correct: true, rank: 2, points: 3, timedOut: false }).text).toBe(
      'Correct! #3 answer found! +3 points',
    );
    // VIEW-6: singular and plural right.
    expect(outcomeNotice({ correct: true, rank: 4, points: 1, timedOut: false }).text).toBe(
      'Correct! #5 answer found! +1 point',
    );
    expect(outcomeNotice({ correct: false, rank: -1, points: 0, timedOut: false }).text).toBe(
      'Incorrect guess',
    );
    expect(outcomeNotice({ correct: false, rank: -1, points: 0, timedOut: true }).text).toBe(
      'Time expired - no guess submitted',
    );
  });

  it('a miss says what was typed, a time-out whose team ran out of time', () => {
    const miss = { correct: false, rank: -1, points: 0, timedOut: false, text: 'red sea' };
    expect(outcomeNotice(miss, 'Sharks').detail).toBe("'red sea' — not on the board");
    const expired = { ...miss, timedOut: true, text: 'Time expired - no guess submitted' };
    expect(outcomeNotice(expired, 'Sharks')).toEqual({
      text: 'Time expired - no guess submitted',
      tone: 'info',
      detail: 'Sharks ran out of time',
    });
  });

  it('[TURN-5] opens the dialog for any error containing "already been given"', () => {
    expect(
      errorFeedback('This answer has already been given. Please try a different answer.'),
    ).toEqual({ kind: 'duplicate' });
    expect(errorFeedback('It has already been given').kind).toBe('duplicate');
  });

  it('[VIEW-3] says what to do about a guess of invisible characters only', () => {
    expect(errorFeedback('This guess has only invisible characters. Please type a guess.')).toEqual(
      {
        kind: 'banner',
        notice: {
          text: 'This guess has only invisible characters. Please type a guess.',
          tone: 'error',
        },
      },
    );
  });

  it('[TURN-11] maps the wrong team to its banner and anything else to "Failed to submit guess"', () => {
    expect(errorFeedback("Not your team's turn")).toEqual({
      kind: 'banner',
      notice: { text: "Not your team's turn!", tone: 'error' },
    });
    for (const error of ['Game is not in playing state', 'Member not found', 'boom']) {
      expect(errorFeedback(error)).toEqual({
        kind: 'banner',
        notice: { text: 'Failed to submit guess', tone: 'error' },
      });
    }
  });
});
