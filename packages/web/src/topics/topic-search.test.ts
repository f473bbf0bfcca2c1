import { topics as catalog } from '@trivia/content';
import { CATEGORIES, CATEGORY_WORDS } from '@trivia/content/categories';
import { describe, expect, it } from 'vitest';
import { filterTopics } from './topic-list';
import { matchesSearch, SEARCH_EXAMPLES, SEARCH_PLACEHOLDER, searchWords } from './topic-search';

const find = (query: string) =>
  filterTopics(catalog, { query, category: '' }).map((topic) => topic.category);

describe('topic search (category names and everyday words, not only titles)', () => {
  it('the placeholder offers exactly the examples that are tested', () => {
    expect(SEARCH_PLACEHOLDER).toBe('e.g. movies, planets, pizza');
  });

  it.each(SEARCH_EXAMPLES)('the placeholder example "%s" finds topics in the catalog', (word) => {
    expect(find(word).length).toBeGreaterThan(0);
  });

  it.each([
    ['movies', 'film-and-tv'],
    ['films', 'film-and-tv'],
    ['television', 'film-and-tv'],
    ['pizza', 'food-and-drink'],
    ['food', 'food-and-drink'],
    ['football', 'sport'],
    ['soccer', 'sport'],
    ['planets', 'space'],
    ['countries', 'geography'],
    ['songs', 'music'],
  ])('"%s" finds the %s topics', (word, category) => {
    const found = find(word);
    expect(found).toContain(category);
    expect(found.filter((c) => c === category).length).toBe(
      catalog.filter((topic) => topic.category === category).length,
    );
  });

  it('every category is found by its own name and by each of its everyday words', () => {
    for (const { slug, name } of CATEGORIES) {
      const topic = { title: 'Untitled', category: slug };
      expect(matchesSearch(topic, searchWords(name))).toBe(true);
      for (const word of CATEGORY_WORDS[slug]) {
        expect(matchesSearch(topic, searchWords(word))).toBe(true);
      }
    }
  });

  it('still needs every word to match, and matches titles as before', () => {
    const topic = { title: 'Highest-grossing films worldwide', category: 'film-and-tv' };
    expect(matchesSearch(topic, searchWords('GROSSING movies'))).toBe(true);
    expect(matchesSearch(topic, searchWords('movies pizza'))).toBe(false);
    expect(matchesSearch(topic, [])).toBe(true);
    expect(matchesSearch({ title: 'My list', category: 'my-own' }, searchWords('football'))).toBe(
      false,
    );
  });
});
