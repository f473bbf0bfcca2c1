import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './folded-text';

describe('foldText, a text as a filter reads it', () => {
  it.each([
    ['f u c k', 'fuck'],
    ['f.u.c.k', 'fuck'],
    ['F - U - C - K off', 'FUCK off'],
    ['A d m i n', 'Admin'],
    ['Ho\u0301st', 'Host'],
    ['Zoë', 'Zoe'],
    ['ﬁsh', 'fish'],
    ['J. R. R. Tolkien', 'JRR. Tolkien'],
    ['Ad Min', 'Ad Min'],
    ['a', 'a'],
    ['', ''],
  ])('[NAME-4] reads %j as %j', (text, folded) => {
    expect(foldText(text).text).toBe(folded);
  });

  it('[NAME-4] maps every unit of the folded text to a character of the original', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const { text: folded, from, to } = foldText(text);
        expect(from).toHaveLength(folded.length);
        expect(to).toHaveLength(folded.length);
        from.forEach((start, index) => {
          const end = to[index] ?? -1;
          expect(start).toBeGreaterThanOrEqual(0);
          expect(end).toBeGreaterThan(start);
          expect(end).toBeLessThanOrEqual(text.length);
          if (index > 0) expect(start).toBeGreaterThanOrEqual(from[index - 1] ?? 0);
        });
      }),
    );
  });

  it('[NAME-4] joins the letters of any word typed apart', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
      minLength: 2,
    });
    const gap = fc.constantFrom(' ', '.', '. ', '-', '_', ' · ');
    fc.assert(
      fc.property(word, gap, (letters, between) => {
        expect(foldText([...letters].join(between)).text).toBe(letters);
      }),
    );
  });
});
