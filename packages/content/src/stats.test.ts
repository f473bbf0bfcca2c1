import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { categoryCounts, formatLibraryStats, libraryStats } from './stats';

describe('categoryCounts (npm run content -- stats)', () => {
  it('counts topics per category, every known category first, with its share', () => {
    const rows = categoryCounts([
      { category: 'space' },
      { category: 'geography' },
      { category: 'space' },
      { category: 'zoology' },
    ]);
    expect(rows.map((row) => row.category)).toEqual([
      ...CATEGORIES.map((category) => category.slug),
      'zoology',
    ]);
    expect(rows.find((row) => row.category === 'space')).toEqual({
      category: 'space',
      name: 'Space',
      count: 2,
      share: 0.5,
    });
    expect(rows.find((row) => row.category === 'music')?.count).toBe(0);
  });

  it('gives a share of 0 when there are no topics', () => {
    expect(categoryCounts([]).every((row) => row.share === 0)).toBe(true);
  });
});

describe('libraryStats and formatLibraryStats (npm run content -- stats)', () => {
  const topic = (
    id: string,
    category: string,
    difficulty: 'easy' | 'medium' | 'hard',
    texts: string[],
    extra: { aliases?: boolean; checked?: boolean } = {},
  ) => ({
    id,
    title: id,
    category,
    difficulty,
    family: difficulty === 'easy',
    ...(extra.checked === false ? {} : { checkedAt: '2026-11-28' }),
    answers: texts.map((text, index) => ({
      text,
      ...(extra.aliases && index === 0 ? { aliases: [`${text}s`] } : {}),
    })),
  });
  const countries = ['China', 'India', 'USA', 'Brazil', 'Japan'];
  const topics = [
    topic('a', 'business', 'hard', countries, { aliases: true }),
    topic('b', 'geography', 'easy', ['China', 'India', 'USA', 'Brazil', 'Tokyo'], {
      aliases: true,
    }),
    topic('c', 'music', 'easy', ['One', 'Two', 'Three', 'Four', 'Five'], { checked: false }),
    topic('d', 'music', 'medium', ['China', 'India', 'USA', 'Paris', 'Rome']),
  ];

  it('computes the shares, the unconfirmed topics, the twins and the pairs sharing 3', () => {
    const stats = libraryStats(topics);
    expect(stats.total).toBe(4);
    expect(stats.difficulty).toEqual({ easy: 0.5, medium: 0.25, hard: 0.25, unrated: 0 });
    expect(stats.familyShare).toBe(0.5);
    expect(stats.businessShare).toBe(0.25);
    expect(stats.countryListShare).toBe(0.25);
    expect(stats.aliasCoverage).toBe(0.5);
    expect(stats.checked).toBe(3);
    expect(stats.unconfirmed).toEqual(['c']);
    expect(stats.twins).toEqual([{ ids: ['a', 'b'], shared: 4 }]);
    expect(stats.sharingThree.map((pair) => pair.ids)).toEqual([
      ['a', 'd'],
      ['b', 'd'],
    ]);
  });

  it('prints each figure against its goal', () => {
    const lines = formatLibraryStats(libraryStats(topics));
    expect(lines[0]).toMatch(/^Topics\s+4\s+goal >= 400\s+MISSES$/);
    expect(lines.find((line) => line.startsWith('Easy'))).toMatch(/50\.0%\s+goal >= 50\.0%\s+ok$/);
    expect(lines.find((line) => line.startsWith('Business'))).toMatch(
      /25\.0%\s+goal <= 10\.0%\s+MISSES$/,
    );
    expect(lines.find((line) => line.startsWith('Lists of countries'))).toMatch(/MISSES$/);
    expect(lines.find((line) => line.startsWith('Alias coverage'))).toMatch(
      /goal >= 75\.0%\s+MISSES$/,
    );
    expect(lines).toContain('  unconfirmed: c');
    expect(lines).toContain('  4 shared: a / b');
    expect(lines.find((line) => line.includes('Music'))).toMatch(
      /2\s+50\.0%\s+goal <= 15\.0%\s+MISSES$/,
    );
  });
});
