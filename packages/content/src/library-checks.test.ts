import { describe, expect, it } from 'vitest';
import {
  answerOverlaps,
  isCountryList,
  isTimeSensitiveTitle,
  lacksItsYear,
  namesItsYear,
  nearDuplicateTitles,
  pairKey,
  seriesTwins,
  twinsFromPairs,
  seriesWords,
  sharedAnswerCount,
  titleSimilarity,
  titleWords,
} from './library-checks';

const answers = (...texts: string[]) => texts.map((text) => ({ text }));
const topic = (id: string, title: string, ...texts: string[]) => ({
  id,
  title,
  category: 'geography',
  answers: answers(...texts),
});

describe('library checks, pure parts', () => {
  it('reads the words of a title without stop words, case, accents or series words', () => {
    expect(titleWords("The World's largest oceans (2024)")).toEqual([
      'worlds',
      'largest',
      'oceans',
    ]);
    expect(seriesWords('Most popular names, sixth to tenth (Rover, 2018)')).toEqual([
      '2018',
      'sixth',
      'tenth',
    ]);
  });

  it('measures title similarity as the share of words two titles have in common', () => {
    expect(titleSimilarity('Largest oceans', 'The largest oceans')).toBe(1);
    expect(titleSimilarity('Largest cities in Spain', 'Largest cities in Japan')).toBeCloseTo(0.5);
    expect(
      titleSimilarity('Most popular baby names for boys', 'Most popular baby names for girls'),
    ).toBeLessThan(0.8);
  });

  it('flags near-duplicate titles, but not a series nor an allowed pair', () => {
    const topics = [
      topic('oceans', 'Largest oceans of the world'),
      topic('oceans-again', 'The largest oceans in the world'),
      topic('names', 'Most popular baby names (2023)'),
      topic('names-2013', 'Most popular baby names (2013)'),
      topic('dogs', 'Most popular dog names, first five'),
      topic('dogs-next', 'Most popular dog names, sixth to tenth'),
    ];
    expect(nearDuplicateTitles(topics).map((pair) => pair.ids)).toEqual([
      ['oceans', 'oceans-again'],
    ]);
    expect(nearDuplicateTitles(topics, new Set([pairKey('oceans-again', 'oceans')]))).toEqual([]);
  });

  it('counts answers two topics share, by text or alias, case and accents aside', () => {
    const a = topic('a', 'A', 'United States', 'China', 'Japan', 'Germany', 'India');
    const b = {
      ...topic('b', 'B', 'china', 'Japan', 'France', 'Brazil', 'Italy'),
      answers: [
        ...answers('china', 'Japan', 'France', 'Brazil'),
        { text: 'USA', aliases: ['United States'] },
      ],
    };
    expect(sharedAnswerCount(a, b)).toBe(3);
    const twin = topic('c', 'C', 'China', 'Japan', 'Germany', 'India', 'Mexico');
    expect(answerOverlaps([a, b, twin], 4)).toEqual([{ ids: ['a', 'c'], shared: 4 }]);
    expect(answerOverlaps([a, b, twin], 3).map((pair) => pair.shared)).toEqual([4, 3]);
  });

  it('[ROUND-8] maps each topic to its series twins, both ways', () => {
    const a = topic('a', 'A', 'United States', 'China', 'Japan', 'Germany', 'India');
    const b = topic('b', 'B', 'china', 'Japan', 'France', 'Brazil', 'Italy');
    const twin = topic('c', 'C', 'China', 'Japan', 'Germany', 'India', 'Mexico');
    expect(seriesTwins([a, b, twin])).toEqual({ a: ['c'], c: ['a'] });
    // The server reads the checked list of pairs instead: the same map.
    expect(twinsFromPairs([pairKey('c', 'a')])).toEqual({ a: ['c'], c: ['a'] });
  });

  it('knows a time-sensitive title and whether it names its year', () => {
    expect(isTimeSensitiveTitle('Best-selling albums')).toBe(true);
    expect(isTimeSensitiveTitle('Highest-grossing films worldwide')).toBe(true);
    expect(isTimeSensitiveTitle('Top songs on Spotify')).toBe(true);
    expect(isTimeSensitiveTitle('First five US presidents')).toBe(false);
    expect(isTimeSensitiveTitle('Planets by distance from the Sun')).toBe(false);
    expect(namesItsYear('Richest people (Forbes, 2024)')).toBe(true);
    expect(namesItsYear('Most popular names in the 1950s')).toBe(true);
    expect(namesItsYear('Highest-grossing films (as of March)')).toBe(true);
    expect(namesItsYear('Most Grand Slam titles through Wimbledon')).toBe(true);
    expect(namesItsYear('Top 100 songs')).toBe(false);
  });

  it('requires a year of a time-sensitive title unless its topic is timeless', () => {
    const richest = topic('richest', 'Richest people');
    const oceans = topic('largest-oceans', 'Largest oceans');
    const timeless = new Set(['largest-oceans']);
    expect(lacksItsYear(richest, timeless)).toBe(true);
    expect(lacksItsYear(oceans, timeless)).toBe(false);
    expect(lacksItsYear(topic('richest-2024', 'Richest people (2024)'), timeless)).toBe(false);
  });

  it('knows a list of countries: all five answers are countries, by text or alias', () => {
    expect(isCountryList(topic('g', 'G', 'USA', 'China', 'Ivory Coast', 'Türkiye', 'UK'))).toBe(
      true,
    );
    expect(isCountryList(topic('c', 'C', 'Tokyo', 'China', 'Japan', 'India', 'Brazil'))).toBe(
      false,
    );
    expect(
      isCountryList({
        answers: [
          ...answers('China', 'Japan', 'India', 'Brazil'),
          { text: 'Holland', aliases: ['Netherlands'] },
        ],
      }),
    ).toBe(true);
  });
});
