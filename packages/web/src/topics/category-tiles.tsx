import { countOf } from '@trivia/game';
import { categoryName } from './category-name';
import { TOPIC_NOUN, type ListNoun } from './topic-list';

export interface CategoryTilesProps {
  /** Each category with how many topics it holds, in the order shown. */
  counts: ReadonlyArray<{ category: string; count: number }>;
  onPick: (category: string) => void;
  noun?: ListNoun;
}

/** "Browse by category": one tile per category, before any topic is listed. */
export function CategoryTiles({ counts, onPick, noun = TOPIC_NOUN }: CategoryTilesProps) {
  return (
    <section aria-labelledby="browse-by-category" className="flex flex-col gap-3">
      <h2 id="browse-by-category" className="text-lg font-bold">
        Browse by category
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {counts.map(({ category, count }) => (
          <li key={category}>
            <button
              type="button"
              onClick={() => onPick(category)}
              className="flex min-h-16 w-full flex-col items-start justify-center rounded-2xl border border-slate-300 bg-white px-4 py-2 text-left shadow-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700"
            >
              <span className="font-bold">{categoryName(category)}</span>
              <span className="text-sm text-slate-700 dark:text-slate-200">
                {countOf(count, noun.one, noun.many)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
