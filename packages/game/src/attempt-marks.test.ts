import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptMarks, tallyMarks } from './attempt-marks';
import { offlineStep, makeOfflineGame } from './testing/offline-builders';

const team = (...results: boolean[]) => ({
  attempts: results.length,
  guesses: results.map((correct) => ({ correct })),
});

describe('A hit is not drawn as a strike (attempt marks)', () => {
  it('[SCORE-4] a correct guess is a hit, the attempts not used are left ("pacific" +5: ✓○○)', () => {
    expect(attemptMarks(team(true), 3)).toEqual(['hit', 'left', 'left']);
  });

  it('[SCORE-4] 2 hits and 1 miss are not three strikes', () => {
    expect(attemptMarks(team(true, false, true), 3)).toEqual(['hit', 'miss', 'hit']);
    expect(tallyMarks(attemptMarks(team(true, false, true), 3))).toEqual({
      found: 2,
      missed: 1,
      left: 0,
    });
  });

  it('[SCORE-4] an attempt spent with no guess on record counts as a miss', () => {
    expect(attemptMarks({ attempts: 2, guesses: [{ correct: true }] }, 3)).toEqual([
      'hit',
      'miss',
      'left',
    ]);
  });

  it('[SCORE-4] follows an offline game: a right answer, then a time-out', () => {
    let state = makeOfflineGame({ maxAttempts: 2 });
    state = offlineStep(state, { type: 'submitGuess', text: 'Jupiter' });
    state = offlineStep(state, { type: 'submitGuess', text: 'Pluto' });
    state = offlineStep(state, { type: 'submitGuess', text: '', timedOut: true });
    const [red, blue] = state.teams;
    expect(attemptMarks(red!, 2)).toEqual(['hit', 'miss']);
    expect(attemptMarks(blue!, 2)).toEqual(['miss', 'left']);
  });

  it('[SCORE-4] property: always maxAttempts marks, hits = correct guesses used, left = attempts not used', () => {
    const teams = fc.record({
      results: fc.array(fc.boolean(), { maxLength: 6 }),
      max: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(teams, ({ results, max }) => {
        const marks = attemptMarks(team(...results), max);
        const used = results.slice(0, max);
        expect(marks).toHaveLength(max);
        expect(tallyMarks(marks)).toEqual({
          found: used.filter(Boolean).length,
          missed: used.filter((correct) => !correct).length,
          left: max - used.length,
        });
        // Used attempts come first, in the order played.
        expect(marks.slice(used.length).every((mark) => mark === 'left')).toBe(true);
      }),
    );
  });
});
