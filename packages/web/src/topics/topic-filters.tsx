import { useId } from 'react';
import type { TopicFilter } from './topic-list';
import { categoryName } from './category-name';
import { SEARCH_PLACEHOLDER } from './topic-search';

export interface TopicFiltersProps {
  filter: TopicFilter;
  categories: readonly string[];
  onChange: (filter: TopicFilter) => void;
}

const fieldClasses =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/** A search box and a category filter for the (large) topic library. */
export function TopicFilters({ filter, categories, onChange }: TopicFiltersProps) {
  const searchId = useId();
  const categoryId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
          Search topics
        </label>
        <input
          id={searchId}
          type="search"
          value={filter.query}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
          className={fieldClasses}
        />
      </div>
      <div>
        <label htmlFor={categoryId} className="mb-1 block text-sm font-semibold">
          Category
        </label>
        <select
          id={categoryId}
          value={filter.category}
          onChange={(event) => onChange({ ...filter, category: event.target.value })}
          className={fieldClasses}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryName(category)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
