import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INNOCENT_NAMES, PROFANE_NAMES } from '../testing/profanity-cases';
import { isProfane, maskProfanity } from './profanity';

/** Words of the English list, each refused alone. */
const BLOCKED_WORDS = [
  'fuck',
  'shit',
  'cunt',
  'bitch',
  'nigger',
  'twat',
  'wank',
  'bastard',
  'dildo',
  'pussy',
  'slut',
];

/** What people type between letters they spell apart. */
const separator = fc.constantFrom(' ', '.', '-', '_', '. ', ' . ', '*', '  ', '·');

/** `word` with a separator between each two letters, each letter in either case. */
const spelledApart = fc
  .tuple(fc.constantFrom(...BLOCKED_WORDS), separator, fc.array(fc.boolean(), { minLength: 12 }))
  .map(([word, between, upper]) =>
    [...word].map((letter, at) => (upper[at] ? letter.toUpperCase() : letter)).join(between),
  );

const innocent = fc.constantFrom(...INNOCENT_NAMES);

describe('The profanity filter catches spellings that got through', () => {
  it.each(PROFANE_NAMES)('[NAME-5] %j is profane', (name) => {
    expect(isProfane(name)).toBe(true);
  });

  it('[NAME-5] a blocked word spelled apart with spaces, dots or dashes is still blocked, alone or in a name', () => {
    fc.assert(
      fc.property(spelledApart, fc.constantFrom('', 'Team ', 'The Big '), (word, before) => {
        expect(isProfane(`${before}${word}`)).toBe(true);
        expect(isProfane(`${word} Crew`)).toBe(true);
      }),
    );
  });
});

describe('The profanity filter keeps real names and words that hold a listed word', () => {
  it.each(INNOCENT_NAMES)('[NAME-5] %j is not profane', (name) => {
    expect(isProfane(name)).toBe(false);
  });

  it('[NAME-5] an ordinary name stays allowed in any case, alone or beside another', () => {
    fc.assert(
      fc.property(innocent, innocent, fc.constantFrom('lower', 'upper', 'asis'), (a, b, kase) => {
        const cased = (text: string) =>
          kase === 'lower' ? text.toLowerCase() : kase === 'upper' ? text.toUpperCase() : text;
        expect(isProfane(cased(a))).toBe(false);
        expect(isProfane(cased(`${a} ${b}`))).toBe(false);
      }),
    );
  });
});

describe('maskProfanity, for guess text shown to others', () => {
  it.each([
    ['fuck', '****'],
    ['paris you shit', 'paris you ****'],
    ['f u c k', '* * * *'],
    ['f.u.c.k off', '******* off'],
    ['fu\u0301ck', '*****'],
    ['😀fuck😀', '😀****😀'],
    ['dick van dyke', 'dick van dyke'],
    ['the pacific', 'the pacific'],
    ['same-sex marriage', 'same-sex marriage'], // a library topic's words
    ['uranus', 'uranus'],
  ])('[VIEW-4] shows %j as %j', (text, shown) => {
    expect(maskProfanity(text)).toBe(shown);
  });

  it('[VIEW-4] keeps the words a found answer holds itself, and masks the others', () => {
    expect(maskProfanity('sex pistols', ['Sex Pistols'])).toBe('sex pistols');
    expect(maskProfanity('fuck the sex pistols', ['Sex Pistols', 'The Pistols'])).toBe(
      '**** the sex pistols',
    );
  });

  it('[VIEW-4] changes no text without profanity, and leaves none in a text it masks', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        if (!isProfane(text)) expect(maskProfanity(text)).toBe(text);
      }),
    );
    fc.assert(
      fc.property(spelledApart, innocent, innocent, (word, a, b) => {
        const masked = maskProfanity(`${a} ${word} ${b}`);
        expect(isProfane(masked)).toBe(false);
        expect(masked.startsWith(a)).toBe(true);
        expect(masked.endsWith(b)).toBe(true);
      }),
    );
  });
});
