import { describe, expect, it } from 'vitest';
import { outcomeMessage } from './outcome-message';

describe('offline outcome messages (singular and plural)', () => {
  it('[VIEW-6] says "+1 point" for the fifth answer and "+N points" otherwise', () => {
    const correct = (rank: number, points: number) =>
      outcomeMessage({ text: 'x', correct: true, rank, points, timedOut: false }).message;
    expect(correct(0, 5)).toBe('Correct! #1 answer found! +5 points');
    expect(correct(3, 2)).toBe('Correct! #4 answer found! +2 points');
    expect(correct(4, 1)).toBe('Correct! #5 answer found! +1 point');
  });

  it('says "Incorrect guess" for a miss', () => {
    expect(
      outcomeMessage({ text: 'Pluto', correct: false, rank: -1, points: 0, timedOut: false }),
    ).toEqual({ message: 'Incorrect guess', tone: 'info' });
  });
});
