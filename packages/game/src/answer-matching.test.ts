import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBestMatch, similarity } from './answer-matching';

describe('Answer matching', () => {
  it('[MATCH-1][MATCH-2] lower-cases and trims both sides, and scores an exact match as 1', () => {
    expect(similarity('  China ', 'china')).toBe(1);
    expect(similarity('THE WHO', 'The Who')).toBe(1);
  });

  it('[MATCH-4] ignores words shorter than 3 characters', () => {
    expect(similarity('to be', 'To Be or Not to Be Again')).toBe(0);
    expect(similarity('ox', 'Ox')).toBe(1);
  });

  it('[MATCH-5][MATCH-6] matches a word that equals, contains or is contained in an answer word', () => {
    expect(similarity('jupiter', 'Jupiter Ascending')).toBe(0.5);
    expect(similarity('lions', 'Lion')).toBe(1);
    expect(similarity('cheeta', 'Cheetah')).toBe(1);
  });

  it('[MATCH-4] scores the matched share of the answer words', () => {
    expect(similarity('rolling stones', 'Rolling Stones Magazine')).toBeCloseTo(2 / 3);
    expect(similarity('great white', 'Great White Shark')).toBeCloseTo(2 / 3);
  });

  it('[MATCH-4] counts each answer word once, however many guess words match it', () => {
    expect(similarity('york yorkshire yorkie', 'New York Harbour')).toBe(0);
  });

  it('[MATCH-4] accepts a share of 0.5 and scores anything lower as 0', () => {
    expect(similarity('einstein', 'Albert Einstein')).toBe(0.5);
    expect(similarity('shark', 'Great White Shark')).toBe(0);
  });

  it('[MATCH-6] counts a contained word only as a real part of the word', () => {
    expect(similarity('chin', 'China')).toBe(1);
    expect(similarity('ran', 'France')).toBe(0);
    expect(similarity('star trek', 'Star Wars')).toBe(0);
  });

  it('[MATCH-1] picks the best answer with found, rank and similarity', () => {
    expect(findBestMatch('india', ['India', 'China', 'United States'])).toEqual({
      found: true,
      rank: 0,
      similarity: 1,
    });
    expect(findBestMatch('pluto', ['Mercury', 'Venus'])).toEqual({
      found: false,
      rank: -1,
      similarity: 0,
    });
  });

  it('[MATCH-11] prefers the higher similarity, and the lower rank only on equal scores', () => {
    expect(findBestMatch('united kingdom', ['United States', 'United Kingdom']).rank).toBe(1);
    expect(findBestMatch('new', ['New York', 'New Jersey']).rank).toBe(0);
  });

  it('[MATCH-1] matches an alias like the text and reports the answer rank', () => {
    const answers = ['Pepsi', { text: 'Coca-Cola', aliases: ['Coke'] }];
    expect(findBestMatch('coke', answers)).toEqual({ found: true, rank: 1, similarity: 1 });
  });

  it('[MATCH-4] applies a stricter threshold when one is given', () => {
    expect(findBestMatch('einstein', ['Albert Einstein'], 0.75).found).toBe(false);
    expect(findBestMatch('einstein', ['Albert Einstein']).found).toBe(true);
  });
});

describe('Answer matching: filler words', () => {
  it('[MATCH-8] never matches on articles or filler words alone', () => {
    expect(similarity('the', 'The Beatles')).toBe(0);
    expect(similarity('the', 'The Who')).toBe(0);
    expect(similarity('of', 'Lord of the Rings')).toBe(0);
    expect(similarity('and', 'Pride and Prejudice')).toBe(0);
    expect(similarity('of', 'Orange Fanta')).toBe(0);
    expect(similarity('theatre', 'The Who')).toBe(0);
  });

  it('[MATCH-8] still matches the meaningful word next to an article, as the whole name', () => {
    expect(similarity('beatles', 'The Beatles')).toBe(1);
    expect(similarity('the beatles', 'The Beatles')).toBe(1);
    expect(similarity('rolling stones', 'The Rolling Stones')).toBe(1);
  });
});

describe('Answer matching: acronyms', () => {
  it.each([
    ['usa', 'United States of America'],
    ['u.s.a.', 'United States of America'],
    ['the usa', 'United States of America'],
    ['nyc', 'New York City'],
    ['uk', 'United Kingdom'],
    ['lotr', 'The Lord of the Rings'],
    ['mlk', 'Martin Luther King Jr.'],
    ['jfk', 'John F. Kennedy'],
  ])('[MATCH-3] reads %s as the initials of %s', (guess, answer) => {
    expect(similarity(guess, answer)).toBeGreaterThanOrEqual(0.5);
  });

  it('[MATCH-3] reads a written-out name as an answer written in capitals', () => {
    expect(similarity('kentucky fried chicken', 'KFC')).toBeGreaterThanOrEqual(0.5);
    expect(similarity('united states of america', 'USA')).toBeGreaterThanOrEqual(0.5);
  });

  it('[MATCH-3] does not take a short word for the initials of a one-word answer', () => {
    expect(similarity('uk', 'Ukraine')).toBe(0);
    expect(similarity('us', 'United Kingdom')).toBe(0);
  });

  it('[MATCH-3][MATCH-11] ranks a full written match above an acronym', () => {
    expect(findBestMatch('uk', ['United States', 'United Kingdom']).rank).toBe(1);
  });
});

describe('Answer matching: one-letter typos', () => {
  it.each([
    ['jupitor', 'Jupiter'],
    ['satrun', 'Saturn'],
    ['mecury', 'Mercury'],
    ['brazl', 'Brazil'],
    ['addidas', 'Adidas'],
    ['einstien', 'Albert Einstein'],
    ['phillipines', 'Philippines'],
    ['jurrasic', 'Jurassic'],
  ])('[MATCH-7] forgives %s for %s', (guess, answer) => {
    expect(similarity(guess, answer)).toBeGreaterThanOrEqual(0.5);
  });

  it('[MATCH-7] forgives no typo in words under 5 letters', () => {
    expect(similarity('mers', 'Mars')).toBe(0);
    expect(similarity('iran', 'Iraq')).toBe(0);
  });

  it('[MATCH-7] forgives no wrong letter in a 5-letter word, nor a wrong first letter', () => {
    expect(similarity('mouse', 'Moose')).toBe(0);
    expect(similarity('donkey', 'Monkey')).toBe(0);
    expect(similarity('gambia', 'Zambia')).toBe(0);
  });

  it('[MATCH-7] forgives no more than one edit', () => {
    expect(similarity('austria', 'Australia')).toBe(0);
    expect(similarity('jupetor', 'Jupiter')).toBe(0);
  });

  it('[MATCH-7] ranks an exact answer above a typo of another', () => {
    expect(similarity('jupitor', 'Jupiter')).toBeLessThan(similarity('jupiter', 'Jupiter'));
    expect(findBestMatch('canada', ['Canara', 'Canada']).rank).toBe(1);
  });
});

describe('Answer matching: punctuation, accents and spacing', () => {
  it.each([
    ['coca cola', 'Coca-Cola'],
    ['cocacola', 'Coca-Cola'],
    ['mcdonalds', "McDonald's"],
    ['mc donalds', "McDonald's"],
    ['icecream', 'Ice Cream'],
    ['ice-cream', 'Ice Cream'],
    ['sao paulo', 'São Paulo'],
    ['creme brulee', 'Crème brûlée'],
    ['st louis', 'St. Louis'],
    ['acdc', 'AC/DC'],
  ])('[MATCH-3] reads %s as %s', (guess, answer) => {
    expect(similarity(guess, answer)).toBe(1);
  });

  it('[MATCH-3] prefers the answer that matches once accents are dropped', () => {
    expect(findBestMatch('sao paulo', ['Paulo Coelho', 'São Paulo']).rank).toBe(1);
  });

  it('[MATCH-1] never matches a guess with no letters or digits', () => {
    expect(similarity('', 'Coca-Cola')).toBe(0);
    expect(similarity('!!!', 'Coca-Cola')).toBe(0);
  });
});

describe('Answer matching, properties', () => {
  const text = fc.string({ minLength: 1, maxLength: 30 });

  it('[MATCH-2] scores any text against itself as 1', () => {
    fc.assert(fc.property(text, (t) => similarity(t, t) === 1));
  });

  it('[MATCH-4] scores 0, or between 0.5 and 1', () => {
    fc.assert(
      fc.property(text, text, (guess, answer) => {
        const score = similarity(guess, answer);
        return score === 0 || (score >= 0.5 && score <= 1);
      }),
    );
  });

  it('[MATCH-1] resolves each distinct alias to its own answer rank', () => {
    const word = fc.stringMatching(/^[a-z]{3,10}$/);
    const distinctWords = fc.uniqueArray(word, { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(distinctWords, fc.nat(4), (words, rank) => {
        const answers = words.map((w, i) => ({ text: `Answer ${i} ${w}x${w}`, aliases: [w] }));
        const alias = words[rank] ?? '';
        return findBestMatch(alias, answers).rank === rank;
      }),
    );
  });
});

describe('An exact answer or alias wins over a partial match', () => {
  const oceans = [
    'Pacific',
    'Atlantic',
    'Indian',
    'Arctic',
    { text: 'Southern', aliases: ['Antarctic Ocean'] },
  ];
  const cats = [
    'Tiger',
    'Lion',
    'Jaguar',
    'Leopard',
    { text: 'Cougar', aliases: ['Mountain lion'] },
  ];

  it('[MATCH-11] resolves "antarctic ocean" to its own alias, not to Arctic by containment', () => {
    expect(findBestMatch('antarctic ocean', oceans).rank).toBe(4);
  });

  it('[MATCH-11] resolves "mountain lion" to Cougar, not to Lion', () => {
    expect(findBestMatch('Mountain Lion', cats).rank).toBe(4);
  });

  it('[MATCH-11] still finds Lion for "lion"', () => {
    expect(findBestMatch('lion', cats).rank).toBe(1);
  });
});
