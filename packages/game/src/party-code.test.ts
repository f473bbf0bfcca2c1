import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTY_CODE_ALPHABET } from './constants';
import { generatePartyCode, isValidPartyCode, normalizeJoinCode } from './party-code';

/** A random source that replays the given values in [0, 1). */
function replay(values: readonly number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('Party code and joining', () => {
  it('[JOIN-1] generates 6 characters from A-Z and 0-9 out of the injected randomness', () => {
    expect(generatePartyCode(replay([0]))).toBe('AAAAAA');
    expect(generatePartyCode(replay([0.999999]))).toBe('999999');
    expect(generatePartyCode(replay([0, 1 / 36, 25 / 36, 26 / 36, 35 / 36, 0.5]))).toBe('ABZ09S');
  });

  it('[JOIN-1] stays in the alphabet even if the source returns 1', () => {
    expect(generatePartyCode(() => 1)).toBe('999999');
  });

  it('[JOIN-1] always generates a valid code, and every character is reachable', () => {
    const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 12 }), (values) =>
        isValidPartyCode(generatePartyCode(replay(values))),
      ),
    );
    const seen = new Set(
      [...PARTY_CODE_ALPHABET].map((_, i) =>
        generatePartyCode(() => (i + 0.5) / PARTY_CODE_ALPHABET.length).charAt(0),
      ),
    );
    expect(seen.size).toBe(PARTY_CODE_ALPHABET.length);
  });

  it('[JOIN-2] normalizes join input: upper-case, alphanumerics only, at most 6', () => {
    expect(normalizeJoinCode(' ab-12 c ')).toBe('AB12C');
    expect(normalizeJoinCode('abc123xyz')).toBe('ABC123');
    expect(normalizeJoinCode('#!?')).toBe('');
  });

  it('[JOIN-2] normalized input is always a prefix of a valid code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (input) => {
        const code = normalizeJoinCode(input);
        return code.length <= 6 && /^[A-Z0-9]*$/.test(code) && normalizeJoinCode(code) === code;
      }),
    );
  });

  it('[JOIN-2] accepts a code only at exactly 6 characters from A-Z and 0-9', () => {
    expect(isValidPartyCode('AB12C9')).toBe(true);
    expect(isValidPartyCode('AB12C')).toBe(false);
    expect(isValidPartyCode('AB12C90')).toBe(false);
    expect(isValidPartyCode('ab12c9')).toBe(false);
    expect(isValidPartyCode('AB-2C9')).toBe(false);
  });
});
