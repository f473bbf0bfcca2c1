import { describe, expect, it } from 'vitest';
import {
  allRevealed,
  gameEndReason,
  hasAttemptsLeft,
  nextTeamIndex,
  noAttemptsLeft,
} from './turns';

const teams = (...attempts: number[]) => attempts.map((used) => ({ attempts: used }));

describe('Turns: the next team in order with attempts left', () => {
  it('[TURN-2] passes to the following team', () => {
    expect(nextTeamIndex(teams(1, 0, 0), 0, 3)).toBe(1);
  });

  it('[TURN-2] wraps round from the last team to the first', () => {
    expect(nextTeamIndex(teams(1, 1, 1), 2, 3)).toBe(0);
  });

  it('[TURN-2] skips teams that have used every attempt', () => {
    expect(nextTeamIndex(teams(1, 3, 3, 0), 0, 3)).toBe(3);
  });

  it('[TURN-2] keeps the turn with the current team when it is the only one left', () => {
    expect(nextTeamIndex(teams(2, 3), 0, 3)).toBe(0);
  });

  it('[TURN-2] returns null when no team has attempts left', () => {
    expect(nextTeamIndex(teams(3, 3), 1, 3)).toBeNull();
    expect(nextTeamIndex([], 0, 3)).toBeNull();
  });

  it('[TURN-2] a team has attempts left while it used fewer than the maximum', () => {
    expect(hasAttemptsLeft({ attempts: 2 }, 3)).toBe(true);
    expect(hasAttemptsLeft({ attempts: 3 }, 3)).toBe(false);
  });
});

describe('End conditions', () => {
  it('[TURN-3] all 5 answers revealed ends the game', () => {
    expect(allRevealed(5)).toBe(true);
    expect(allRevealed(4)).toBe(false);
  });

  it('[TURN-3] no team with attempts left ends the game', () => {
    expect(noAttemptsLeft(teams(3, 3), 3)).toBe(true);
    expect(noAttemptsLeft(teams(3, 2), 3)).toBe(false);
  });

  it('[TURN-3] names the reason, all answers found taking precedence', () => {
    expect(gameEndReason(5, 5, teams(3, 3), 3)).toBe('allRevealed');
    expect(gameEndReason(2, 5, teams(3, 3), 3)).toBe('noAttemptsLeft');
    expect(gameEndReason(2, 5, teams(3, 1), 3)).toBeNull();
  });
});
