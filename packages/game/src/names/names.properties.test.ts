import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeName, NAME_MAX_LENGTH } from './name-rule';
import { isNameTaken, nameSkeleton } from './name-skeleton';
import { uniqueNameAmong } from './unique-name';

/** Characters that attacks use, mixed with ordinary ones. */
const tricky = fc.constantFrom(
  '\u200B',
  '\u200D',
  '\u202E',
  '\u2066',
  '\u2800',
  '\u3164',
  '\uFFA0',
  '\uFE0F',
  '\u0000',
  '\n',
  '\t',
  '\u00A0',
  '\u3000',
  ' ',
  '\u0301',
  'ﬁ',
  'Ａ',
  '\u0410',
  '👑',
  '(',
  ')',
);
const letters = fc.constantFrom(...'AaBbEeHhOoSsTtXxYy019 ');
const rawName = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 45 }),
  fc.array(fc.oneof(tricky, letters), { maxLength: 45 }).map((parts) => parts.join('')),
);
const accepted = rawName.chain((raw) => {
  const result = normalizeName(raw);
  return result.ok ? fc.constant(result.name) : fc.constant('Quiz Master');
});

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Latin letters and their Cyrillic twins (confusables.txt). */
const CYRILLIC_TWIN: Record<string, string> = {
  a: '\u0430',
  c: '\u0441',
  e: '\u0435',
  o: '\u043E',
  p: '\u0440',
  x: '\u0445',
  y: '\u0443',
  A: '\u0410',
  B: '\u0412',
  E: '\u0415',
  H: '\u041D',
  O: '\u041E',
  P: '\u0420',
  T: '\u0422',
  X: '\u0425',
};

describe('the name rule, for any input', () => {
  it('[NAME-1] is idempotent: an accepted name is accepted unchanged', () => {
    fc.assert(
      fc.property(rawName, (raw) => {
        const first = normalizeName(raw);
        if (first.ok) expect(normalizeName(first.name)).toEqual(first);
      }),
    );
  });

  it('[NAME-2][NAME-3] accepts only trimmed names of 1-40 characters with a letter or digit and nothing invisible', () => {
    fc.assert(
      fc.property(rawName, (raw) => {
        const result = normalizeName(raw);
        if (!result.ok) return;
        expect(result.name).toBe(result.name.trim());
        expect(result.name.length).toBeGreaterThan(0);
        expect(result.name.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
        expect(result.name).toMatch(/[\p{L}\p{N}]/u);
        expect(result.name).not.toMatch(INVISIBLE);
        expect(result.name).not.toMatch(/\s\s/u);
        expect(result.name).not.toContain('👑');
      }),
    );
  });

  it('[NAME-2] never throws, and refuses with a message naming the display name', () => {
    fc.assert(
      fc.property(rawName, (raw) => {
        const result = normalizeName(raw);
        if (!result.ok) expect(result.error).toMatch(/^Display name /);
      }),
    );
  });
});

describe('look-alike names are taken', () => {
  it('[NAME-6] a name with zero-width characters inserted is the same name', () => {
    const zeroWidth = fc.constantFrom('\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF');
    fc.assert(
      fc.property(accepted, fc.nat(), zeroWidth, (name, at, invisible) => {
        // Between code points: splitting a surrogate pair makes a broken string, not a disguise.
        const points = [...name];
        const index = at % (points.length + 1);
        const disguised = [...points.slice(0, index), invisible, ...points.slice(index)].join('');
        expect(isNameTaken(disguised, [name])).toBe(true);
      }),
    );
  });

  it('[NAME-6] a name with Cyrillic look-alikes swapped in is the same name', () => {
    const latin = fc.string({ unit: fc.constantFrom(...'acepoxyABEHOPTXlmn '), minLength: 1 });
    fc.assert(
      fc.property(latin, fc.array(fc.boolean()), (name, swaps) => {
        const disguised = [...name]
          .map((letter, index) => (swaps[index] ? (CYRILLIC_TWIN[letter] ?? letter) : letter))
          .join('');
        expect(isNameTaken(disguised, [name])).toBe(true);
      }),
    );
  });

  it('[NAME-6] case does not make a different name', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ') }),
        (name) => {
          expect(nameSkeleton(name.toUpperCase())).toBe(nameSkeleton(name));
        },
      ),
    );
  });

  it('[NAME-7] uniqueNameAmong gives a name none of the others looks like, within 40 characters', () => {
    fc.assert(
      fc.property(accepted, fc.array(accepted, { maxLength: 6 }), (name, others) => {
        const unique = uniqueNameAmong(name, [...others, name]);
        expect(isNameTaken(unique, [...others, name])).toBe(false);
        expect(unique.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
      }),
    );
  });
});
