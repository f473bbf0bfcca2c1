import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBestMatch } from './answer-matching';
import { numbersOf } from './matching/numbers';
import { FILLER_WORDS, KIND_WORDS } from './matching/words';
import type { Answer } from './types';

const scores = (guess: string, answer: Answer) => findBestMatch(guess, [answer]).found;

const FAST_FIVE: Answer = { text: 'Fast Five', aliases: ['Fast & Furious 5'] };

/** A word of 3 to 12 letters that names something and is no number. */
const word = fc
  .stringMatching(/^[a-z]{3,12}$/)
  .filter((w) => !FILLER_WORDS.has(w) && !KIND_WORDS.has(w) && numbersOf(`x ${w}`).length === 0);
const ROMAN = ['ii', 'iii', 'iv', 'vi', 'vii', 'viii', 'ix', 'xi', 'xii', 'xiii', 'xiv', 'xv'];
const ROMAN_VALUE = [2, 3, 4, 6, 7, 8, 9, 11, 12, 13, 14, 15];
/** A number from 2 to 15 written as digits, or a Roman numeral when it has one of 2+ letters. */
const written = fc.integer({ min: 0, max: ROMAN.length - 1 }).chain((index) =>
  fc.record({
    value: fc.constant(ROMAN_VALUE[index] ?? 0),
    text: fc.constantFrom(ROMAN[index] ?? '', String(ROMAN_VALUE[index])),
  }),
);

describe('Answer matching, numbers', () => {
  it('[MATCH-12] reads digits, Roman numerals and number words after the first word', () => {
    expect(numbersOf('Edward VIII')).toEqual([8]);
    expect(numbersOf('Fast & Furious 4')).toEqual([4]);
    expect(numbersOf('Edward the Eighth')).toEqual([8]);
    expect(numbersOf('Fast Five')).toEqual([5]);
    // A first word is part of the name; one letter is an initial; L, C, D, M spell words.
    expect(numbersOf('Five Guys')).toEqual([]);
    expect(numbersOf('Xi Jinping')).toEqual([]);
    expect(numbersOf('Malcolm X')).toEqual([]);
    expect(numbersOf('Washington DC')).toEqual([]);
  });

  it('[MATCH-12] a different numeral names a different thing: "Edward VII" is not Edward VIII', () => {
    expect(scores('Edward VII', 'Edward VIII')).toBe(false);
    expect(scores('Edward VIII', 'Edward VII')).toBe(false);
    expect(scores('Henry VIII', 'Henry VI')).toBe(false);
    expect(scores('Toy Story 2', 'Toy Story 3')).toBe(false);
  });

  it('[MATCH-12] "Fast & Furious 4" and "The Fast and the Furious" do not score Fast Five', () => {
    expect(scores('Fast & Furious 4', FAST_FIVE)).toBe(false);
    expect(scores('The Fast and the Furious', FAST_FIVE)).toBe(false);
    expect(scores('fast and furious 5', FAST_FIVE)).toBe(true);
    expect(scores('fast five', FAST_FIVE)).toBe(true);
  });

  it('[MATCH-12] the same number written another way still scores', () => {
    expect(scores('rocky 2', 'Rocky II')).toBe(true);
    expect(scores('edward the eighth', 'Edward VIII')).toBe(true);
    expect(scores('two become one', '2 Become 1')).toBe(true);
  });

  it('[MATCH-9] a guess adding words keeps the short words of the answer: "She Loves You" is not "From Me to You"', () => {
    expect(scores('She Loves You', 'From Me to You')).toBe(false);
    expect(scores('from me to you', 'From Me to You')).toBe(true);
    expect(scores('jeff bezos amazon', 'Jeff Bezos')).toBe(true);
  });

  it('[MATCH-12] never scores a name with another number, whatever the words', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 3 }),
        written,
        written,
        (words, a, b) => {
          if (a.value === b.value) return true;
          const stem = words.join(' ');
          return !scores(`${stem} ${a.text}`, `${stem} ${b.text}`);
        },
      ),
    );
  });

  it('[MATCH-12] never scores a numbered name from its words without the number', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), written, (words, a) => {
        const stem = words.join(' ');
        return !scores(stem, `${stem} ${a.text}`);
      }),
    );
  });

  it('[MATCH-9] never scores a guess adding a word against a name with a short word it lacks', () => {
    const short = fc
      .stringMatching(/^[a-z]{2}$/)
      .filter((w) => !FILLER_WORDS.has(w) && numbersOf(`x ${w}`).length === 0);
    fc.assert(
      fc.property(word, word, short, (shared, mine, two) => {
        if (mine.startsWith(shared) || shared.startsWith(mine)) return true;
        if (mine.startsWith(two) || shared.startsWith(two)) return true;
        // A word with the short word's first letter may spell it out ("saint" for "st").
        if (mine[0] === two[0] || shared[0] === two[0]) return true;
        return !scores(`${mine} ${shared}`, `${two} ${shared}`);
      }),
    );
  });
});
