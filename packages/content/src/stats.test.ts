import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { categoryCounts } from './stats';

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
