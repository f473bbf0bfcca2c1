import { describe, expect, it } from 'vitest';
import { closestAnswer, nameCloseness } from './closest-answer';

const COUNTRIES = ['China', 'India', 'United States', 'Indonesia', 'Pakistan'].map((text) => ({
  text,
}));
const ALL = [0, 1, 2, 3, 4];

describe('The closest unrevealed answer to a refused guess', () => {
  it.each([
    ['usa', 2],
    ['the states', 2],
    ['indoneisa', 3],
    ['pakistani', 4],
  ])('[JUDGE-3] proposes for "%s" the answer of rank %i', (guess, rank) => {
    expect(closestAnswer(guess, COUNTRIES, ALL)?.rank).toBe(rank);
  });

  it('[JUDGE-3] proposes only among the ranks given (the unrevealed ones)', () => {
    expect(closestAnswer('usa', COUNTRIES, [0, 1, 3, 4])?.rank).not.toBe(2);
    expect(closestAnswer('indoneisa', COUNTRIES, [0, 1, 2, 4])?.rank).not.toBe(3);
  });

  it('[JUDGE-3] proposes nothing for a guess close to no answer', () => {
    expect(closestAnswer('zzzz', COUNTRIES, ALL)).toBeNull();
    expect(closestAnswer('', COUNTRIES, ALL)).toBeNull();
  });

  it('[JUDGE-3] reads aliases too, and scores from 0 to 1', () => {
    const answers = [{ text: 'Cougar', aliases: ['Mountain lion'] }, { text: 'Tiger' }];
    expect(closestAnswer('mountain lions', answers, [0, 1])?.rank).toBe(0);
    for (const guess of ['usa', 'zz', 'United States']) {
      const score = nameCloseness(guess, 'United States');
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });
});
