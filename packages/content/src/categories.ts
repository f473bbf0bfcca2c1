/** A topic category: a stable slug (used in data files and URLs) and the name people read. */
export interface Category {
  slug: string;
  name: string;
}

/**
 * Every known category (issue 4: at least 10, none with more than a quarter of the topics).
 * A new category is added here first; a topic naming an unknown slug is refused.
 */
export const CATEGORIES = [
  { slug: 'geography', name: 'Geography' },
  { slug: 'science-and-nature', name: 'Science & Nature' },
  { slug: 'space', name: 'Space' },
  { slug: 'history', name: 'History' },
  { slug: 'sport', name: 'Sport' },
  { slug: 'animals', name: 'Animals' },
  { slug: 'music', name: 'Music' },
  { slug: 'film-and-tv', name: 'Film & TV' },
  { slug: 'food-and-drink', name: 'Food & Drink' },
  { slug: 'technology', name: 'Technology' },
  { slug: 'language', name: 'Language' },
  { slug: 'business', name: 'Business' },
] as const satisfies readonly Category[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const CATEGORY_SLUGS: readonly CategorySlug[] = CATEGORIES.map((category) => category.slug);

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}
