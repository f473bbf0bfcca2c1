import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaders, standings } from './standings';

const team = (name: string, score: number) => ({ name, score });
const lines = (scores: readonly number[]) =>
  standings(scores.map((score, i) => team(`T${i}`, score))).map(
    ({ team: t, place, tied }) => `${t.name}:${place}${tied ? '=' : ''}`,
  );

describe('Equal scores share a place (standard competition ranking)', () => {
  it('[WIN-3] Tigers 3 and Bears 3 are both 2nd =, behind Sharks 5', () => {
    const result = standings([team('Tigers', 3), team('Sharks', 5), team('Bears', 3)]);
    expect(result.map((l) => [l.team.name, l.place, l.tied])).toEqual([
      ['Sharks', 1, false],
      ['Tigers', 2, true],
      ['Bears', 2, true],
    ]);
  });

  it('[WIN-3] skips the places a tie shares: 1, 2=, 2=, 4', () => {
    expect(lines([9, 4, 4, 1])).toEqual(['T0:1', 'T1:2=', 'T2:2=', 'T3:4']);
    expect(lines([0, 0])).toEqual(['T0:1=', 'T1:1=']);
    expect(lines([])).toEqual([]);
  });

  it('[WIN-3] names every team that shares the top score as a leader', () => {
    expect(leaders([team('A', 2), team('B', 6), team('C', 6)]).map((t) => t.name)).toEqual([
      'B',
      'C',
    ]);
    expect(leaders([team('A', 2), team('B', 6)]).map((t) => t.name)).toEqual(['B']);
  });

  const scores = fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 6 });

  it('[WIN-3] property: two teams share a place exactly when their scores are equal', () => {
    fc.assert(
      fc.property(scores, (list) => {
        const result = standings(list.map((score, i) => team(String(i), score)));
        for (const a of result) {
          for (const b of result) {
            expect(a.place === b.place).toBe(a.team.score === b.team.score);
          }
          expect(a.tied).toBe(result.some((b) => b !== a && b.team.score === a.team.score));
        }
      }),
    );
  });

  it('[WIN-3] property: a place is 1 + the teams strictly ahead, in score order', () => {
    fc.assert(
      fc.property(scores, (list) => {
        const result = standings(list.map((score, i) => team(String(i), score)));
        expect(result.map((l) => l.team.score)).toEqual([...list].sort((a, b) => b - a));
        result.forEach((line, index) => {
          expect(line.place).toBe(1 + list.filter((s) => s > line.team.score).length);
          expect(line.place).toBeLessThanOrEqual(index + 1);
        });
      }),
    );
  });
});
