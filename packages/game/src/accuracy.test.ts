import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accuracyPercent } from './accuracy';

describe('Accuracy', () => {
  it('[SCORE-3] is the share of correct guesses, rounded to a whole percent', () => {
    expect(accuracyPercent(1, 3)).toBe(33);
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(1, 8)).toBe(13);
    expect(accuracyPercent(5, 5)).toBe(100);
  });

  it('[SCORE-3] is 0 with no guesses', () => {
    expect(accuracyPercent(0, 0)).toBe(0);
  });

  it('[SCORE-3] is a whole number from 0 to 100', () => {
    const counts = fc.nat(1000).chain((total) => fc.tuple(fc.nat(total), fc.constant(total)));
    fc.assert(
      fc.property(counts, ([correct, total]) => {
        const percent = accuracyPercent(correct, total);
        return Number.isInteger(percent) && percent >= 0 && percent <= 100;
      }),
    );
  });
});
