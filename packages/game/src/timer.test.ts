import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampMaxAttempts, clampTurnSeconds, secondsLeft, timerColor } from './timer';

describe('Timer colours', () => {
  it('[TURN-10] is red at 10 s or less, yellow at 20 s or less, otherwise green', () => {
    expect(timerColor(0)).toBe('red');
    expect(timerColor(10)).toBe('red');
    expect(timerColor(11)).toBe('yellow');
    expect(timerColor(20)).toBe('yellow');
    expect(timerColor(21)).toBe('green');
    expect(timerColor(120)).toBe('green');
  });
});

describe('Turns: the countdown from a deadline', () => {
  it('[TURN-10] rounds up to whole seconds', () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 1)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 30_000)).toBe(0);
  });

  it('[TURN-10] is never negative', () => {
    fc.assert(fc.property(fc.integer(), fc.integer(), (d, n) => secondsLeft(d, n) >= 0));
  });
});

describe('Time per turn and max attempts', () => {
  it('[SETUP-2] keeps time per turn within 10 to 120 s in steps of 5', () => {
    expect(clampTurnSeconds(30)).toBe(30);
    expect(clampTurnSeconds(3)).toBe(10);
    expect(clampTurnSeconds(500)).toBe(120);
    expect(clampTurnSeconds(33)).toBe(35);
    expect(clampTurnSeconds(32)).toBe(30);
    expect(clampTurnSeconds(Number.NaN)).toBe(30);
  });

  it('[SETUP-2] always yields an allowed time per turn', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (n) => {
        const s = clampTurnSeconds(n);
        return s >= 10 && s <= 120 && s % 5 === 0;
      }),
    );
  });

  it('[SETUP-1] keeps max attempts a whole number from 1 to 5', () => {
    expect(clampMaxAttempts(3)).toBe(3);
    expect(clampMaxAttempts(0)).toBe(1);
    expect(clampMaxAttempts(9)).toBe(5);
    expect(clampMaxAttempts(2.4)).toBe(2);
    expect(clampMaxAttempts(Number.NaN)).toBe(3);
  });
});
