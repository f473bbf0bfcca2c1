import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offlineWinner, onlineOutcome, sortByScore } from './winner';

const team = (name: string, score: number) => ({ name, score });

describe('Winner rule', () => {
  it('[WIN-1] sorts teams by score descending without changing the input', () => {
    const teams = [team('A', 2), team('B', 9), team('C', 5)];
    expect(sortByScore(teams).map((t) => t.name)).toEqual(['B', 'C', 'A']);
    expect(teams.map((t) => t.name)).toEqual(['A', 'B', 'C']);
  });

  it('[WIN-1] keeps the given order of equal scores', () => {
    const teams = [team('A', 3), team('B', 7), team('C', 3), team('D', 7)];
    expect(sortByScore(teams).map((t) => t.name)).toEqual(['B', 'D', 'A', 'C']);
  });

  it('[WIN-1] online: one team on top with more than 0 points wins', () => {
    const winner = team('B', 9);
    expect(onlineOutcome([team('A', 4), winner, team('C', 8)])).toEqual({
      kind: 'win',
      team: winner,
    });
  });

  it('[WIN-1] online: equal top two scores are a tie, even at 0', () => {
    expect(onlineOutcome([team('A', 6), team('B', 6), team('C', 1)])).toEqual({ kind: 'tie' });
    expect(onlineOutcome([team('A', 0), team('B', 0)])).toEqual({ kind: 'tie' });
  });

  it('[WIN-1] online: a tie below the top is still a win', () => {
    expect(onlineOutcome([team('A', 2), team('B', 2), team('C', 3)])).toMatchObject({
      kind: 'win',
      team: { name: 'C' },
    });
  });

  it('[WIN-1] online: nobody wins with no teams or a lone team without points', () => {
    expect(onlineOutcome([])).toEqual({ kind: 'none' });
    expect(onlineOutcome([team('A', 0)])).toEqual({ kind: 'none' });
  });

  it('[WIN-2] offline: the top team wins and ties are not special', () => {
    expect(offlineWinner([team('A', 5), team('B', 5)])?.name).toBe('A');
    expect(offlineWinner([team('A', 0), team('B', 0)])?.name).toBe('A');
    expect(offlineWinner([team('A', 1), team('B', 4)])?.name).toBe('B');
    expect(offlineWinner([])).toBeUndefined();
  });

  it('[WIN-1][WIN-2] never names a winner whose score someone else beats or equals', () => {
    const scores = fc.array(fc.nat(50), { minLength: 2, maxLength: 4 });
    fc.assert(
      fc.property(scores, (list) => {
        const outcome = onlineOutcome(list.map((score, i) => team(`T${i}`, score)));
        if (outcome.kind !== 'win') return true;
        return list.filter((score) => score >= outcome.team.score).length === 1;
      }),
    );
  });
});
