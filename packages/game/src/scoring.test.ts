import { describe, expect, it } from 'vitest';
import { pointsForRank, totalPoints } from './scoring';

describe('Points per rank', () => {
  it.each([
    [0, 5],
    [1, 4],
    [2, 3],
    [3, 2],
    [4, 1],
  ])('[SCORE-1] rank %i earns %i points (5 minus the rank)', (rank, points) => {
    expect(pointsForRank(rank)).toBe(points);
  });

  it.each([-1, 5, 1.5, Number.NaN])(
    '[SCORE-1] a rank outside 0 to 4 (%s) earns nothing',
    (rank) => {
      expect(pointsForRank(rank)).toBe(0);
    },
  );

  it('[SCORE-1] totals the points of found ranks', () => {
    expect(totalPoints([0, 4, 2])).toBe(5 + 1 + 3);
    expect(totalPoints([])).toBe(0);
  });
});
