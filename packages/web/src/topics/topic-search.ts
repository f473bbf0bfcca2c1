// Only the categories table (no imports of its own): see components/category-name.ts.
import { CATEGORY_WORDS, isCategorySlug } from '@trivia/content/categories';
import { categoryName } from './category-name';

/** The examples the search box offers, each of which must find topics. */
export const SEARCH_EXAMPLES = ['movies', 'planets', 'pizza'] as const;

/** The search box's placeholder, made of the examples above. */
export const SEARCH_PLACEHOLDER = `e.g. ${SEARCH_EXAMPLES.join(', ')}`;

/** What a topic is found by: its title, its category's name and slug, and everyday words. */
function searchText(topic: { title: string; category: string }): string {
  const words = isCategorySlug(topic.category) ? CATEGORY_WORDS[topic.category] : [];
  return [topic.title, topic.category, categoryName(topic.category), ...words]
    .join(' ')
    .toLowerCase();
}

/** A searched word and its singular guesses: "movies" → movie, "countries" → country. */
function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length > 3 && word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

/** The words of a search, lowercased; an empty search has none (and matches everything). */
export function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * A topic matches when every searched word (or its singular) appears in its
 * title, its category's name, or one of the category's everyday words, so "movies" finds
 * Film & TV, "pizza" Food & Drink and "football" Sport, not only titles that say so.
 */
export function matchesSearch(
  topic: { title: string; category: string },
  words: readonly string[],
): boolean {
  const text = searchText(topic);
  return words.every((word) => wordForms(word).some((form) => text.includes(form)));
}
