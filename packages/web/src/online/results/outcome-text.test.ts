import { describe, expect, it } from 'vitest';
import { outcomeText, shouldCelebrate } from './outcome-text';

const team = (id: string, score: number) => ({ id, name: id, score, attempts: 3 });

describe('winner or tie', () => {
  it('[WIN-1] names a single winner and celebrates only a winner with more than 0 points', () => {
    expect(outcomeText([team('Red', 3), team('Blue', 9)])).toEqual({
      kind: 'win',
      headline: 'Blue wins!',
      detail: 'with 9 points',
    });
    expect(shouldCelebrate([team('Red', 3), team('Blue', 9)])).toBe(true);
    expect(outcomeText([team('Red', 1), team('Blue', 0)]).detail).toBe('with 1 point');
  });

  it('[VIEW-6] "Sharks win!" for a plural team name, not "Sharks wins!"', () => {
    expect(outcomeText([team('Sharks', 6), team('Whales', 2)]).headline).toBe('Sharks win!');
  });

  it('[WIN-1][WIN-3] calls equal top scores a tie, naming every team at the top', () => {
    const teams = [team('Red', 4), team('Blue', 4), team('Green', 4), team('Gold', 1)];
    expect(outcomeText(teams)).toEqual({
      kind: 'tie',
      headline: "It's a tie!",
      detail: 'Red, Blue and Green share the top score with 4 points',
    });
    expect(shouldCelebrate(teams)).toBe(false);
    expect(shouldCelebrate([team('Red', 0), team('Blue', 0)])).toBe(false);
  });

  it('[WIN-1] has no winner when nobody scored and there is no tie', () => {
    expect(outcomeText([team('Solo', 0)]).kind).toBe('none');
    expect(shouldCelebrate([team('Solo', 0)])).toBe(false);
  });
});
