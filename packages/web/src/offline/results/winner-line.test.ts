import { describe, expect, it } from 'vitest';
import { winnerLine } from './winner-line';

const team = (name: string, score: number) => ({ name, score });

describe('offline winner line', () => {
  it('[WIN-2][VIEW-6] names the top team, with a verb that agrees with its name', () => {
    expect(winnerLine([team('Team Red', 4), team('Team Blue', 6)])).toEqual({
      headline: 'Team Blue wins!',
      detail: 'with 6 points',
    });
    expect(winnerLine([team('Sharks', 1), team('Whales', 0)])).toEqual({
      headline: 'Sharks win!',
      detail: 'with 1 point',
    });
  });

  it('[WIN-3] says so when teams tie for first: every top team is a winner', () => {
    expect(winnerLine([team('Tigers', 3), team('Lions', 1), team('Bears', 3)])).toEqual({
      headline: 'Tigers and Bears win!',
      detail: 'tied on 3 points',
    });
  });

  it('has no line without teams', () => {
    expect(winnerLine([])).toBeNull();
  });
});
