import { describe, expect, it } from 'vitest';
import { ALEX_LOOK_ALIKES } from '../testing/name-attacks';
import { isNameTaken, lookAlikeOf, nameSkeleton } from './name-skeleton';
import { uniqueNameAmong } from './unique-name';

describe('nameSkeleton: what a name looks like (UTS #39 confusables)', () => {
  it.each(ALEX_LOOK_ALIKES)('[NAME-6] %j looks like "Alex"', (name) => {
    expect(nameSkeleton(name)).toBe(nameSkeleton('Alex'));
  });

  it('[NAME-6] ignores invisible characters and folds whitespace', () => {
    expect(nameSkeleton('A\u200Bl\u2060e\uFEFFx')).toBe(nameSkeleton('Alex'));
    expect(nameSkeleton('Quiz \u3000 Master')).toBe(nameSkeleton('Quiz Master'));
  });

  it('[NAME-6] tells different names apart', () => {
    expect(nameSkeleton('Alex')).not.toBe(nameSkeleton('Alexa'));
    expect(nameSkeleton('Team 1')).not.toBe(nameSkeleton('Team 2'));
    // The vowel signs of Indic scripts make different names: only accents are dropped.
    expect(nameSkeleton('राम')).not.toBe(nameSkeleton('रम'));
    expect(nameSkeleton('रवि')).not.toBe(nameSkeleton('रवा'));
  });

  it.each([
    ['Ale\u0301x', 'a combining acute'],
    ['A\u0300lex', 'a combining grave'],
    ['Alex\u0336', 'a combining stroke'],
    ['A\u0308\u0301\u0323lex', 'a pile of marks'],
    ['Aléx', 'a precomposed é'],
  ])('[NAME-6] %j (%s) looks like "Alex": accents are dropped', (name) => {
    expect(nameSkeleton(name)).toBe(nameSkeleton('Alex'));
    expect(uniqueNameAmong(name, ['Alex'])).toBe(`${name} (2)`);
  });

  it('[NAME-6][NAME-7] "Zoë" and "Zoe" look alike, so a party numbers the second', () => {
    expect(nameSkeleton('Zoë')).toBe(nameSkeleton('Zoe'));
    expect(uniqueNameAmong('Zoe', ['Zoë'])).toBe('Zoe (2)');
  });
});

describe('isNameTaken / lookAlikeOf', () => {
  it('[NAME-6] finds the look-alike among other names', () => {
    expect(isNameTaken('\u0410lex', ['Bo', 'Alex'])).toBe(true);
    expect(lookAlikeOf('Team l', ['Team 1', 'Team 2'])).toBe('Team 1');
    expect(isNameTaken('Alexa', ['Alex'])).toBe(false);
    expect(lookAlikeOf('Alex', [])).toBeNull();
  });
});

describe('uniqueNameAmong: a party lists no two look-alike names', () => {
  it('[NAME-7] keeps a name nobody else looks like', () => {
    expect(uniqueNameAmong('Alex', ['Bo'])).toBe('Alex');
  });

  it('[NAME-7] numbers a look-alike, skipping numbers in use', () => {
    expect(uniqueNameAmong('Alex', ['\u0410lex'])).toBe('Alex (2)');
    expect(uniqueNameAmong('Al\u0435x', ['Alex', 'Alex (2)'])).toBe('Al\u0435x (3)');
  });

  it('[NAME-7] stays within 40 characters, without splitting a character', () => {
    const long = `${'z'.repeat(35)}😀😀`;
    const numbered = uniqueNameAmong(long, [long]);
    expect(numbered).toBe(`${'z'.repeat(35)} (2)`);
    expect(numbered.length).toBeLessThanOrEqual(40);
  });
});
