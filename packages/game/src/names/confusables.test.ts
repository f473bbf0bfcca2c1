import fc from 'fast-check';
import unhomoglyph from 'unhomoglyph';
import CONFUSABLE_DATA from 'unhomoglyph/data.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { replaceConfusables } from './confusables';

describe('replaceConfusables: the unhomoglyph mapping (Unicode confusables.txt)', () => {
  it('[NAME-6] agrees with the package’s own function on every mapped character', () => {
    const mapped = Object.keys(CONFUSABLE_DATA).join(' ');
    expect(replaceConfusables(mapped)).toBe(unhomoglyph(mapped));
  });

  it('[NAME-6] agrees with it on any text', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: fc.constantFrom(...Object.keys(CONFUSABLE_DATA).slice(0, 400), 'a', ' ') }),
    );
    fc.assert(
      fc.property(text, (t) => {
        expect(replaceConfusables(t)).toBe(unhomoglyph(t));
      }),
      { numRuns: 100 },
    );
  });

  it('[NAME-6] maps look-alikes to the characters they pass for', () => {
    expect(replaceConfusables('\u0410\u0412\u0421 m 1')).toBe('ABC rn l');
  });
});
