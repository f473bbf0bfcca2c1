/** A topic category: a stable slug (used in data files and URLs) and the name people read. */
export interface Category {
  slug: string;
  name: string;
}

/**
 * Every known category (at least 10, none with more than a quarter of the topics).
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

/**
 * The everyday words people search a category by ("movies" for Film & TV,
 * "pizza" for Food & Drink, "football" for Sport), besides its name and its topics' titles.
 * Singular forms are enough: the search also tries a searched word without its plural "s".
 */
export const CATEGORY_WORDS: Record<CategorySlug, readonly string[]> = {
  geography: ['country', 'city', 'capital', 'map', 'world', 'river', 'mountain', 'travel', 'flag'],
  'science-and-nature': [
    'science',
    'nature',
    'biology',
    'chemistry',
    'physics',
    'plant',
    'element',
    'weather',
  ],
  space: ['planet', 'star', 'astronomy', 'moon', 'solar system', 'galaxy', 'astronaut', 'rocket'],
  history: ['past', 'king', 'queen', 'war', 'president', 'ancient', 'empire'],
  sport: [
    'sports',
    'football',
    'soccer',
    'cricket',
    'tennis',
    'olympic',
    'rugby',
    'basketball',
    'golf',
    'athlete',
  ],
  animals: ['animal', 'pet', 'wildlife', 'dog', 'cat', 'bird', 'fish', 'zoo'],
  music: ['song', 'band', 'singer', 'album', 'pop', 'rock', 'chart'],
  'film-and-tv': [
    'film',
    'movie',
    'cinema',
    'tv',
    'television',
    'show',
    'series',
    'actor',
    'hollywood',
    'oscar',
  ],
  'food-and-drink': [
    'food',
    'drink',
    'pizza',
    'cooking',
    'fruit',
    'vegetable',
    'cheese',
    'coffee',
    'tea',
    'wine',
    'beer',
    'snack',
  ],
  technology: ['tech', 'computer', 'internet', 'phone', 'app', 'gadget', 'software', 'video game'],
  language: ['word', 'english', 'grammar', 'spelling', 'alphabet', 'speak'],
  business: ['company', 'money', 'brand', 'economy', 'finance', 'shopping', 'market'],
};
