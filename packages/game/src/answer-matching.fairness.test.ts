import { describe, expect, it } from 'vitest';
import { findBestMatch, similarity } from './answer-matching';

const scores = (guess: string, answer: string) => findBestMatch(guess, [answer]).found;

describe('Fragments and filler do not score', () => {
  it.each([
    ['wrong one', 'George Clooney'],
    ['mer', 'Val Kilmer'],
    ['ale', 'Christian Bale'],
    ['ran', 'France'],
    ['ton', 'Washington, D.C.'],
  ])('[MATCH-6] refuses the fragment attack %s for %s', (guess, answer) => {
    expect(scores(guess, answer)).toBe(false);
  });

  it('[MATCH-6] refuses a 3-letter fragment even when it is a word of its own', () => {
    expect(scores('ham', 'Hamburger')).toBe(false);
    expect(scores('ice', 'Iceland')).toBe(false);
  });

  it.each([
    ['land', 'Iceland'],
    ['pain', 'Spain'],
    ['range', 'Orange'],
    ['king', 'Viking'],
    ['grape', 'Grapefruit'],
    ['niger', 'Nigeria'],
    ['arctic', 'Antarctic'],
  ])(
    '[MATCH-6] refuses %s, a longer piece of %s that is not a real part of it',
    (guess, answer) => {
      expect(scores(guess, answer)).toBe(false);
    },
  );

  it.each([
    ['chin', 'China'],
    ['burger', 'Hamburger'],
    ['beatle', 'The Beatles'],
    ['pizzas', 'Pizza'],
    ['cheeta', 'Cheetah'],
    ['strawberries', 'Strawberry'],
  ])('[MATCH-6] keeps the real part %s for %s (examples of the base rule)', (guess, answer) => {
    expect(scores(guess, answer)).toBe(true);
  });

  it.each(['i dont know', "i don't know", 'idk', 'no idea', 'yes', 'one', 'maybe', 'the'])(
    '[MATCH-8] never scores the joke guess "%s"',
    (guess) => {
      const answers = ['Donald Trump', 'Beyoncé Knowles', 'One Direction', 'Yemen', 'Norway'];
      expect(findBestMatch(guess, answers).found).toBe(false);
    },
  );

  it('[MATCH-8] still scores the whole name of an answer made of such words', () => {
    expect(scores('one direction', 'One Direction')).toBe(true);
    expect(scores('direction', 'One Direction')).toBe(true);
  });

  it('[MATCH-8] does not let a kind word alone find a name ("river" for Amazon River)', () => {
    expect(scores('river', 'Amazon River')).toBe(false);
    expect(scores('team', 'Team USA')).toBe(false);
  });
});

describe('A guess naming a different thing does not score', () => {
  it('[MATCH-9] refuses "Larry Page" for Larry Ellison (one shared word of two)', () => {
    expect(similarity('larry page', 'Larry Ellison')).toBe(0);
    expect(scores('larry page', 'Larry Ellison')).toBe(false);
  });

  it('[MATCH-9] refuses "North Korea" for South Korea, even through its alias Korea', () => {
    const southKorea = { text: 'South Korea', aliases: ['Korea'] };
    expect(findBestMatch('north korea', [southKorea]).found).toBe(false);
    expect(findBestMatch('korea', [southKorea]).found).toBe(true);
  });

  it('[MATCH-9] refuses a guess spelling out an alias acronym of another name', () => {
    const southAustralia = { text: 'South Australia', aliases: ['SA'] };
    expect(findBestMatch('south america', [southAustralia]).found).toBe(false);
    expect(findBestMatch('sa', [southAustralia]).found).toBe(true);
  });

  it('[MATCH-9] accepts a guess that adds words to a fully named answer', () => {
    expect(scores('jeff bezos amazon', 'Jeff Bezos')).toBe(true);
    expect(scores('amazon river', 'Amazon')).toBe(true);
    expect(scores('i think its pizza', 'Pizza')).toBe(true);
  });

  it('[MATCH-9] accepts a kind word added to an alias spelled out in full', () => {
    const denali = { text: 'Denali', aliases: ['McKinley'] };
    expect(findBestMatch('mount mckinley', [denali]).found).toBe(true);
    expect(findBestMatch('mount kinley', [denali]).found).toBe(false);
  });

  it('[MATCH-9] accepts a shortened word next to the rest of the name', () => {
    expect(scores('mac and cheese', 'Macaroni and Cheese')).toBe(true);
  });

  it('[MATCH-11] picks the answer that accounts for more of the guess', () => {
    const banks = ['Industrial and Commercial Bank of China', 'Bank of China'];
    expect(findBestMatch('industral and commercial bank of china', banks).rank).toBe(0);
    expect(findBestMatch('bank of china', banks).rank).toBe(1);
  });
});
