import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PartyGuess, PartyJudgement } from './party-state';
import { roundTopScorers, teamPlaceText, topScorerText } from './round-results';

const team = (id: string, score: number) => ({ id, score });

function hit(userId: string | null, points: number): PartyGuess {
  return {
    userId,
    teamId: 'team-1',
    text: 'x',
    correct: points > 0,
    rank: points > 0 ? 5 - points : -1,
    points,
    timedOut: userId === null,
    turn: 1,
    at: 0,
  };
}

describe('each phone’s result', () => {
  it('[ROUND-6] says "You won!" to the sole winner and the place to the others', () => {
    const teams = [team('team-1', 9), team('team-2', 4), team('team-3', 4)];
    expect(teamPlaceText(teams, 'team-1')).toBe('You won!');
    expect(teamPlaceText(teams, 'team-2')).toBe('Your team tied for 2nd');
    expect(teamPlaceText([team('team-1', 9), team('team-2', 4)], 'team-2')).toBe(
      'Your team came 2nd',
    );
    expect(teamPlaceText([team('team-1', 5), team('team-2', 5)], 'team-1')).toBe(
      'Your team tied for 1st',
    );
    expect(teamPlaceText(teams, null)).toBeNull();
  });

  it('[ROUND-6] "You won!" only for a single team on top with points (WIN-1)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 2, maxLength: 4 }),
        (s) => {
          const teams = s.map((score, i) => team(`team-${i + 1}`, score));
          const top = Math.max(...s);
          const winners = teams.filter((t) => teamPlaceText(teams, t.id) === 'You won!');
          const single = s.filter((x) => x === top).length === 1 && top > 0;
          expect(winners.length).toBe(single ? 1 : 0);
        },
      ),
    );
  });
});

describe('the round’s top scorer', () => {
  it('[ROUND-7] is the member whose guesses found the most points; ties named together', () => {
    const guesses = [hit('ana', 5), hit('ben', 0), hit('ben', 4), hit(null, 0), hit('cy', 1)];
    expect(roundTopScorers(guesses, [])).toEqual([{ userId: 'ana', points: 5 }]);
    const tie = [hit('ben', 3), hit('ana', 3)];
    expect(roundTopScorers(tie, []).map((l) => l.userId)).toEqual(['ben', 'ana']);
    expect(roundTopScorers([hit('ana', 0)], [])).toEqual([]);
  });

  it('[ROUND-7] counts an accepted guess, not an undone one nor a score adjustment', () => {
    const guesses = [hit('ana', 2), hit('ben', 0)];
    const accept: PartyJudgement = {
      id: 0,
      kind: 'accept',
      byUserId: 'host',
      at: 0,
      teamId: 'team-2',
      points: 5,
      guessIndex: 1,
      guessText: 'x',
      rank: 0,
      madeWhile: 'playing',
      undoneAt: null,
    };
    expect(roundTopScorers(guesses, [accept])).toEqual([{ userId: 'ben', points: 5 }]);
    expect(roundTopScorers(guesses, [{ ...accept, undoneAt: 1 }])[0]?.userId).toBe('ana');
    const adjust = { ...accept, kind: 'adjust' as const, guessIndex: null };
    expect(roundTopScorers(guesses, [adjust])[0]?.userId).toBe('ana');
  });

  it('[ROUND-7] names them in words', () => {
    expect(topScorerText(['Ana'], 9)).toBe('Top scorer: Ana (9 points)');
    expect(topScorerText(['Ana', 'Ben'], 1)).toBe('Top scorers: Ana and Ben (1 point each)');
    expect(topScorerText([], 0)).toBeNull();
  });
});
