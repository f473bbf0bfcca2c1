import { CATEGORIES } from '@trivia/content/portable';

/** The name people read for a category slug ("film-and-tv" → "Film & TV"). */
export function categoryName(slug: string): string {
  return CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;
}
