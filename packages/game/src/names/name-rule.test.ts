import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFUSED_NAMES, refusalOf } from '../testing/name-attacks';
import { INNOCENT_NAMES, PROFANE_NAMES } from '../testing/profanity-cases';
import { normalizeName } from './name-rule';

describe('The name rule refuses names that deceive', () => {
  it.each(REFUSED_NAMES)('[NAME-2][NAME-3][NAME-4] refuses $attack', (attack) => {
    expect(normalizeName(attack.name)).toEqual({ ok: false, error: refusalOf(attack) });
    expect(normalizeName(attack.name, 'team')).toEqual({
      ok: false,
      error: refusalOf(attack, 'team'),
    });
  });

  it.each([
    'Admin',
    'administrator',
    'Moderator Bob',
    'Big Screen',
    'bigscreen',
    'Co-Host',
    'H0ST',
  ])('[NAME-4] refuses the role word in %j', (name) => {
    expect(normalizeName(name).ok).toBe(false);
  });

  it.each(['♔ King', '♛ Queen'])('[NAME-4] refuses the crown-like mark in %j', (name) => {
    expect(normalizeName(name).ok).toBe(false);
  });

  it('[NAME-1] names team names in its messages', () => {
    expect(normalizeName('\u200B', 'team')).toEqual({
      ok: false,
      error: 'Team name cannot contain invisible, control or formatting characters',
    });
    expect(normalizeName('Host Team', 'team')).toEqual({
      ok: false,
      error: 'Team name cannot contain "Host"',
    });
  });
});

describe('The role-word rule reads accents and letters typed apart', () => {
  it.each([
    ['Ho\u0301st', 'Host'],
    ['HÓST', 'Host'],
    ['A d m i n', 'Admin'],
    ['a-d-m-i-n', 'Admin'],
    ['M o d e r a t o r Bob', 'Moderator'],
    ['B i g S c r e e n', 'Big Screen'],
    ['Big S.c.r.e.e.n', 'Big Screen'],
    ['( Y o u )', '(You)'],
  ])('[NAME-4] refuses %j for %j', (name, word) => {
    expect(normalizeName(name)).toEqual({
      ok: false,
      error: `Display name cannot contain "${word}"`,
    });
  });

  it.each([
    'Ghost',
    'G h o s t',
    'Hostess',
    'Hôtel Crew',
    'Ad Min',
    'A. D. Minton',
    'J. R. R. Tolkien',
    'Admira',
    'José',
    'Zoë',
  ])('[NAME-4] keeps the ordinary name %j', (name) => {
    expect(normalizeName(name)).toEqual({ ok: true, name: name.normalize('NFKC') });
  });

  it('[NAME-4] a role word with spaces, dots or accents put between its letters is refused', () => {
    const between = fc.constantFrom(' ', '.', '. ', '-', '\u0301 ', '\u0300.');
    fc.assert(
      fc.property(fc.constantFrom('Host', 'Admin', 'Moderator'), between, (word, gap) => {
        expect(normalizeName([...word].join(gap))).toEqual({
          ok: false,
          error: `Display name cannot contain "${word}"`,
        });
      }),
    );
  });
});

describe('the name rule keeps ordinary names (profile)', () => {
  it.each([
    ['  Quiz   Master ', 'Quiz Master'],
    ['Zoë', 'Zoë'],
    ['Zoe\u0308', 'Zoë'], // NFKC composes
    ['Ｑｕｉｚ', 'Quiz'], // NFKC folds fullwidth letters
    ['山田 太郎', '山田 太郎'],
    ['Ghost', 'Ghost'],
    ['Hostess 7', 'Hostess 7'],
    ['42', '42'],
    ['❤️ Sam', '❤ Sam'], // the emoji presentation selector is dropped
    ['Team\u00A0Red', 'Team Red'], // a no-break space is a space
    ['x'.repeat(40), 'x'.repeat(40)],
  ])('[NAME-1] accepts %j as %j', (raw, name) => {
    expect(normalizeName(raw)).toEqual({ ok: true, name });
  });

  it('[NAME-2] refuses an empty name with the product message', () => {
    expect(normalizeName('   ')).toEqual({ ok: false, error: 'Display name cannot be empty' });
  });

  it('[NAME-2] refuses more than 40 characters after normalisation', () => {
    expect(normalizeName('y'.repeat(41))).toEqual({
      ok: false,
      error: 'Display name must be at most 40 characters',
    });
    // U+FDFA is one character that NFKC spells out in 18.
    expect(normalizeName(`${'a'.repeat(30)}\uFDFA`).ok).toBe(false);
  });
});

describe('Names are safe: the profanity filter', () => {
  it.each(['Fuck Team', 'Shit Happens', 'Team Sh1t', 'Bitch Squad', 'Fuuuuck'])(
    '[NAME-5] refuses %j with a clear message',
    (name) => {
      expect(normalizeName(name, 'team')).toEqual({
        ok: false,
        error: 'Team name contains a word that is not allowed. Please choose another.',
      });
      expect(normalizeName(name, 'display')).toMatchObject({
        ok: false,
        error: 'Display name contains a word that is not allowed. Please choose another.',
      });
    },
  );

  it.each([
    'Scunthorpe United',
    'Cockburn',
    'Hancock',
    'Assassins',
    'Shiitake',
    'Penistone',
    'Arsenal',
    'Cocktail Crew',
  ])('[NAME-5] accepts the innocent name %j', (name) => {
    expect(normalizeName(name, 'team')).toEqual({ ok: true, name });
  });

  it.each(PROFANE_NAMES)('[NAME-5] refuses %j', (name) => {
    expect(normalizeName(name, 'team')).toEqual({
      ok: false,
      error: 'Team name contains a word that is not allowed. Please choose another.',
    });
  });

  it.each(INNOCENT_NAMES)('[NAME-5] accepts the real name %j', (name) => {
    expect(normalizeName(name, 'team')).toEqual({ ok: true, name });
  });

  it('[NAME-5][HOST-6] lets the host of an adult party turn it off', () => {
    expect(normalizeName('Shit Happens', 'team', { allowProfanity: true })).toEqual({
      ok: true,
      name: 'Shit Happens',
    });
  });
});
