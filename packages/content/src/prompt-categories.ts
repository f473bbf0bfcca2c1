/**
 * The categories of Survey Says prompts: a fixed set of everyday subjects, separate from the
 * topic categories (categories.ts), since a prompt asks about daily life, not about a ranking.
 * A new category is added here first, with its data file data/prompts/<slug>.json.
 */
export const PROMPT_CATEGORIES = [
  { slug: 'home', name: 'Home' },
  { slug: 'food-and-drink', name: 'Food & Drink' },
  { slug: 'work-and-school', name: 'Work & School' },
  { slug: 'going-out', name: 'Going Out' },
  { slug: 'holidays-and-travel', name: 'Holidays & Travel' },
  { slug: 'family-and-friends', name: 'Family & Friends' },
  { slug: 'animals', name: 'Animals' },
  { slug: 'sport-and-games', name: 'Sport & Games' },
  { slug: 'body-and-health', name: 'Body & Health' },
  { slug: 'things-and-stuff', name: 'Things & Stuff' },
  { slug: 'movies-and-tv', name: 'Movies & TV' },
  { slug: 'parties', name: 'Parties' },
] as const satisfies ReadonlyArray<{ slug: string; name: string }>;

export type PromptCategorySlug = (typeof PROMPT_CATEGORIES)[number]['slug'];

export const PROMPT_CATEGORY_SLUGS: readonly PromptCategorySlug[] = PROMPT_CATEGORIES.map(
  (category) => category.slug,
);

export function isPromptCategorySlug(value: string): value is PromptCategorySlug {
  return (PROMPT_CATEGORY_SLUGS as readonly string[]).includes(value);
}
