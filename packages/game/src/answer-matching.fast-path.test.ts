import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBestMatch, type MatchResult } from './answer-matching';
import { MATCH_THRESHOLD } from './constants';
import { guessCoverage } from './matching/different-thing';
import { scoreName } from './matching/name-score';
import { plainWords } from './matching/words';
import type { Answer } from './types';

/** findBestMatch as it was before its exact-text fast path: every name scored. */
function everyNameScored(guess: string, answers: readonly Answer[]): MatchResult {
  let best: MatchResult = { found: false, rank: -1, similarity: 0 };
  let bestFit: { exact: boolean; coverage: number; similarity: number } | undefined;
  const exactText = (text: string) => {
    const joined = plainWords(guess).join('');
    return joined.length > 0 && joined === plainWords(text).join('');
  };
  answers.forEach((answer, rank) => {
    const names = typeof answer === 'string' ? [answer] : [answer.text, ...(answer.aliases ?? [])];
    for (const name of names) {
      const score = scoreName(guess, name, names);
      if (score <= 0 || score < MATCH_THRESHOLD) continue;
      const fit = {
        exact: exactText(name),
        coverage: guessCoverage(guess, name),
        similarity: score,
      };
      const better =
        bestFit === undefined ||
        (fit.exact !== bestFit.exact
          ? fit.exact
          : fit.coverage !== bestFit.coverage
            ? fit.coverage > bestFit.coverage
            : fit.similarity > bestFit.similarity);
      if (better) {
        best = { found: true, rank, similarity: score };
        bestFit = fit;
      }
    }
  });
  return best;
}

const word = fc.constantFrom(
  'the',
  'of',
  'new',
  'york',
  'city',
  'ice',
  'cream',
  'icecream',
  'bank',
  'china',
  'lion',
  'mountain',
  'cougar',
  'red',
  'sox',
  'fox',
  'pacific',
  'ocean',
  'nyc',
  'st',
  'saint',
  'louis',
);
const text = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const answer: fc.Arbitrary<Answer> = fc.oneof(
  text,
  fc.record({ text, aliases: fc.array(text, { maxLength: 2 }) }),
);

describe('findBestMatch: the exact-text fast path', () => {
  it('[MATCH-1] finds what scoring every name finds, for any guess and answers', () => {
    fc.assert(
      fc.property(
        fc.oneof(text, fc.string({ maxLength: 20 })),
        fc.array(answer, { minLength: 1, maxLength: 5 }),
        (guess, answers) => {
          expect(findBestMatch(guess, answers)).toEqual(everyNameScored(guess, answers));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('[MATCH-1] finds what scoring every name finds when the guess is one of the names', () => {
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 5 }), fc.nat(), (answers, pick) => {
        const names = answers.flatMap((a) =>
          typeof a === 'string' ? [a] : [a.text, ...(a.aliases ?? [])],
        );
        const guess = names[pick % names.length] ?? '';
        expect(findBestMatch(guess, answers)).toEqual(everyNameScored(guess, answers));
        expect(findBestMatch(guess.toUpperCase(), answers)).toEqual(
          everyNameScored(guess.toUpperCase(), answers),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
