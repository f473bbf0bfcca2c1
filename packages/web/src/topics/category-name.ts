// Only the categories table (`@trivia/content/categories`, no imports of its own),
// not `@trivia/content/portable`: that one brings zod, whose start-up probe for `new
// Function` is a CSP violation (script-src has no 'unsafe-eval') on every page that loads it.
import { CATEGORIES } from '@trivia/content/categories';

/** The name people read for a category slug ("film-and-tv" → "Film & TV"); unknown: as is. */
export function categoryName(slug: string): string {
  return CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;
}
