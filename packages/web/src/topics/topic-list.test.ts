import { describe, expect, it } from 'vitest';
import { makeTopic } from '../test/offline-fixtures';
import { filterTopics, sourceHost, topicCategories, traitFilters } from './topic-list';

const topics = [
  makeTopic({ id: 'a', title: 'Largest planets', category: 'Science' }),
  makeTopic({ id: 'b', title: 'Best-selling albums', category: 'Music' }),
  makeTopic({ id: 'c', title: 'Brightest stars', category: 'Science' }),
];

describe('topic list (/topics: category filter and search)', () => {
  it('lists each category once, sorted', () => {
    expect(topicCategories(topics)).toEqual(['Music', 'Science']);
  });

  it('keeps every topic, by title, with no filter', () => {
    expect(filterTopics(topics, { query: '', category: '' }).map((t) => t.id)).toEqual([
      'b',
      'c',
      'a',
    ]);
  });

  it('filters by category and by every word of the search, ignoring case', () => {
    expect(filterTopics(topics, { query: '', category: 'Science' }).map((t) => t.id)).toEqual([
      'c',
      'a',
    ]);
    expect(filterTopics(topics, { query: 'STARS bright', category: '' }).map((t) => t.id)).toEqual([
      'c',
    ]);
    expect(filterTopics(topics, { query: 'music', category: '' }).map((t) => t.id)).toEqual(['b']);
    expect(filterTopics(topics, { query: 'planets', category: 'Music' })).toEqual([]);
  });

  it('shows the source host of sourceUrl without "www.", or nothing without a valid URL', () => {
    expect(sourceHost('https://www.example.org/planets')).toBe('example.org');
    expect(sourceHost('https://en.wikipedia.org/wiki/X')).toBe('en.wikipedia.org');
    expect(sourceHost('')).toBeNull();
    expect(sourceHost('not a url')).toBeNull();
  });

  it('filters by difficulty and "Family-friendly only" where the topics carry them', () => {
    const traited = [
      { ...makeTopic({ id: 'a', title: 'A' }), difficulty: 'easy' as const, family: true },
      { ...makeTopic({ id: 'b', title: 'B' }), difficulty: 'hard' as const, family: false },
      { ...makeTopic({ id: 'c', title: 'C' }), difficulty: 'easy' as const },
    ];
    const ids = (filter: Parameters<typeof filterTopics>[1]) =>
      filterTopics(traited, filter).map((t) => t.id);
    expect(ids({ query: '', category: '', difficulty: 'easy' })).toEqual(['a', 'c']);
    expect(ids({ query: '', category: '', familyOnly: true })).toEqual(['a']);
    expect(ids({ query: '', category: '', difficulty: 'hard', familyOnly: true })).toEqual([]);
    expect(ids({ query: '', category: '', difficulty: '', familyOnly: false })).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(traitFilters(traited)).toEqual({ difficulty: true, family: true });
    expect(traitFilters(topics)).toEqual({ difficulty: false, family: false });
  });
});
