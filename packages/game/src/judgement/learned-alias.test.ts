import { describe, expect, it } from 'vitest';
import { findBestMatch } from '../answer-matching';
import { makeTopic } from '../testing/topic-builders';
import { aliasKey, canLearnAlias, withLearnedAliases, withoutLearnedAlias } from './learned-alias';

const COUNTRIES = makeTopic({
  answers: ['China', 'India', 'United States', 'Indonesia', 'Pakistan'],
});

describe('Learning: a learned alias', () => {
  it("[JUDGE-9] is counted under the matcher's plain words", () => {
    expect(aliasKey('  U.S.A. ')).toBe('u s a');
    expect(aliasKey("Land o' Lakes")).toBe('land o lakes');
    expect(aliasKey('...')).toBe('');
  });

  it('[JUDGE-9] is learned when it matches no other answer, and then the matcher finds it', () => {
    expect(canLearnAlias(COUNTRIES.answers, 2, 'the yanks')).toBe(true);
    const learned = withLearnedAliases(COUNTRIES, [{ rank: 2, alias: 'the yanks' }]);
    expect(findBestMatch('The Yanks', learned.answers)).toMatchObject({ found: true, rank: 2 });
  });

  it('[JUDGE-9] is refused when it would match another answer of the topic (the collision check)', () => {
    expect(canLearnAlias(COUNTRIES.answers, 2, 'india')).toBe(false);
    expect(canLearnAlias(COUNTRIES.answers, 0, 'indonesia')).toBe(false);
    const learned = withLearnedAliases(COUNTRIES, [{ rank: 0, alias: 'Indonesia' }]);
    expect(learned).toBe(COUNTRIES);
  });

  it('[JUDGE-9] is refused when empty, too long or already a name of its answer', () => {
    expect(canLearnAlias(COUNTRIES.answers, 0, ' ! ')).toBe(false);
    expect(canLearnAlias(COUNTRIES.answers, 0, 'x'.repeat(101))).toBe(false);
    expect(canLearnAlias(COUNTRIES.answers, 2, 'united  states')).toBe(false);
    expect(canLearnAlias(COUNTRIES.answers, 9, 'anything')).toBe(false);
  });
});

describe("Learning on the host's own topic, and taking it back", () => {
  const topic = makeTopic({ answers: ['United States', 'China', 'Japan', 'Germany', 'India'] });

  it('[JUDGE-10] an accepted guess becomes an alias at once; undone, it goes again', () => {
    const learned = withLearnedAliases(topic, [{ rank: 0, alias: 'usa' }]);
    expect(learned.answers[0]).toEqual({ text: 'United States', aliases: ['usa'] });
    expect(withoutLearnedAlias(learned, { rank: 0, alias: 'usa' }).answers[0]).toEqual({
      text: 'United States',
    });
    expect(withoutLearnedAlias(topic, { rank: 0, alias: 'usa' })).toBe(topic);
  });
});
