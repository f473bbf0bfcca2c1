import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floorScriptOf, wholeCounts } from './floor-script';

describe('floorScriptOf (the floor replays the real window’s traffic)', () => {
  it('matches the real window’s guesses per second and host commands per game', () => {
    // 100 parties over 63 s: 315 games begun, 2,105 host commands, 2,061 accepted guesses
    // and 23 timed-out turns.
    const script = floorScriptOf(
      { guessesApplied: 2061, timeouts: 23, hostCommands: 2105, gamesBegun: 315 },
      63_000,
      100,
    );
    expect(script?.guessIntervalMs).toBeCloseTo(3023.0, 1);
    expect(script?.guessesPerGame).toBeCloseTo(6.616, 3);
    expect(script?.hostMessagesPerGame).toBeCloseTo(6.683, 3);
  });

  it('is null (guesses only) when the window begun no game or guessed nothing', () => {
    const base = { guessesApplied: 10, timeouts: 0, hostCommands: 7, gamesBegun: 1 };
    expect(floorScriptOf({ ...base, gamesBegun: 0 }, 1000, 1)).toBeNull();
    expect(floorScriptOf({ ...base, guessesApplied: 0 }, 1000, 1)).toBeNull();
    expect(floorScriptOf(base, 0, 1)).toBeNull();
  });
});

describe('wholeCounts', () => {
  it('plays 6 and 7 in turn for 6.5 a game', () => {
    const next = wholeCounts(6.5);
    expect([next(), next(), next(), next()]).toEqual([6, 7, 6, 7]);
  });

  it('adds up to the average over any number of games, never off by a whole one', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.integer({ min: 1, max: 500 }),
        (perGame, games) => {
          const next = wholeCounts(perGame);
          let total = 0;
          for (let i = 0; i < games; i++) total += next();
          expect(Math.abs(total - perGame * games)).toBeLessThan(1);
        },
      ),
    );
  });
});
