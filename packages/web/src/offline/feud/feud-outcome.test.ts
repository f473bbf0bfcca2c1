import { describe, expect, it } from 'vitest';
import { startFeudRound, type FeudRound, type OfflineTeam } from '@trivia/game';
import { feudOutcome } from './feud-outcome';

const teams: OfflineTeam[] = ['Red', 'Blue'].map((name) => ({
  name,
  guesses: [],
  score: 0,
  attempts: 0,
}));
const done = (fields: Partial<FeudRound>): FeudRound => ({
  ...startFeudRound(2, 0),
  phase: 'done',
  controlTeam: 0,
  bank: 9,
  ...fields,
});

describe('Feud results line', () => {
  it('[OFF-11] says who took the bank and how', () => {
    expect(feudOutcome(done({ winner: 0, wonBy: 'cleared' }), teams)).toBe(
      'Red cleared the board and banks 9 points!',
    );
    expect(feudOutcome(done({ winner: 1, wonBy: 'steal' }), teams)).toBe(
      'Blue stole the bank: 9 points!',
    );
    expect(feudOutcome(done({ winner: 0, wonBy: 'held', strikes: 3 }), teams)).toBe(
      'The steal missed: Red keeps the bank: 9 points.',
    );
    expect(feudOutcome(done({ winner: 0, wonBy: 'held', strikes: 1 }), teams)).toBe(
      'Red keeps the bank: 9 points.',
    );
    expect(feudOutcome(startFeudRound(2, 0), teams)).toBeNull();
  });
});
