import fc from 'fast-check';
import { describe, it } from 'vitest';
import { findBestMatch } from './answer-matching';
import { compareWords, MIN_PART_LENGTH } from './matching/word-match';
import { FILLER_WORDS, KIND_WORDS } from './matching/words';

const scores = (guess: string, answer: string) => findBestMatch(guess, [answer]).found;

/** A word of 3 to 12 letters that names something: not filler, not a kind word. */
const word = fc
  .stringMatching(/^[a-z]{3,12}$/)
  .filter((w) => !FILLER_WORDS.has(w) && !KIND_WORDS.has(w));
/** An answer or guess of one to four such words. */
const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
const filler = fc.constantFrom(...FILLER_WORDS);

/** A word with no letter repeated next to itself, so a piece of it is never a doubled-letter typo. */
const undoubledWord = (minLength: number) =>
  fc
    .stringMatching(new RegExp(`^[a-z]{${minLength},14}$`))
    .filter((w) => !/(.)\1/.test(w) && !FILLER_WORDS.has(w));

describe('Answer matching, properties', () => {
  it('[MATCH-2] finds any answer text from that exact text, whatever its case', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (text) => {
        if (!/[\p{L}\p{N}]/u.test(text)) return true;
        return scores(text, text) && scores(text.toUpperCase(), text);
      }),
    );
  });

  it(`[MATCH-6] never scores a piece of fewer than ${MIN_PART_LENGTH} letters of a single word`, () => {
    fc.assert(
      fc.property(
        undoubledWord(5),
        fc.nat(),
        fc.integer({ min: 1, max: MIN_PART_LENGTH - 1 }),
        (w, at, size) => {
          const start = at % (w.length - size + 1);
          const piece = w.slice(start, start + size);
          return !scores(piece, w);
        },
      ),
    );
  });

  it('[MATCH-6] never scores a piece from inside a word, touching neither end', () => {
    fc.assert(
      fc.property(undoubledWord(6), fc.nat(), fc.nat(), (w, a, b) => {
        const start = 1 + (a % (w.length - 3));
        const end = start + 1 + (b % (w.length - 1 - start));
        const piece = w.slice(start, end);
        return !scores(piece, w);
      }),
    );
  });

  it('[MATCH-8] never turns a refused guess into a match by adding a filler word', () => {
    fc.assert(
      fc.property(name, name, filler, fc.boolean(), (guess, answer, extra, before) => {
        if (scores(guess, answer)) return true;
        const padded = before ? `${extra} ${guess}` : `${guess} ${extra}`;
        return !scores(padded, answer);
      }),
    );
  });

  it('[MATCH-8] never scores a guess made only of filler words against a name without them', () => {
    fc.assert(
      fc.property(fc.array(filler, { minLength: 1, maxLength: 4 }), name, (words, answer) => {
        return !scores(words.join(' '), answer);
      }),
    );
  });

  it('[MATCH-9] never scores a name that keeps a word of its own against one that keeps another', () => {
    const related = (a: string, b: string) =>
      compareWords(a, b, true) !== 'none' || a.startsWith(b) || b.startsWith(a);
    fc.assert(
      fc.property(word, word, word, (shared, mine, theirs) => {
        const pairs = [
          [shared, mine],
          [shared, theirs],
          [mine, theirs],
        ] as const;
        if (pairs.some(([a, b]) => related(a, b))) return true;
        return !scores(`${shared} ${mine}`, `${shared} ${theirs}`);
      }),
    );
  });
});
