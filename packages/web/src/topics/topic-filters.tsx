import { useId } from 'react';
import { TOPIC_NOUN, type ListNoun, type TopicDifficulty, type TopicFilter } from './topic-list';
import { categoryName } from './category-name';
import { SEARCH_PLACEHOLDER } from './topic-search';

export interface TopicFiltersProps {
  filter: TopicFilter;
  categories: readonly string[];
  onChange: (filter: TopicFilter) => void;
  /** The trait filters shown: those the list's topics carry (traitFilters). */
  traits?: { difficulty: boolean; family: boolean };
  /** What the list holds: "Search topics" (or "Search prompts"). */
  noun?: ListNoun;
  /** The search box's example words. */
  placeholder?: string;
}

const DIFFICULTIES: ReadonlyArray<{ value: TopicDifficulty | ''; label: string }> = [
  { value: '', label: 'Any difficulty' },
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

function isDifficulty(value: string): value is TopicDifficulty | '' {
  return DIFFICULTIES.some((choice) => choice.value === value);
}

const fieldClasses =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/**
 * A search box and a category filter for the (large) topic library; a difficulty filter and
 * "Family-friendly only" when its topics carry them.
 */
export function TopicFilters({
  filter,
  categories,
  onChange,
  traits = { difficulty: false, family: false },
  noun = TOPIC_NOUN,
  placeholder = SEARCH_PLACEHOLDER,
}: TopicFiltersProps) {
  const searchId = useId();
  const categoryId = useId();
  const difficultyId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
          Search {noun.many}
        </label>
        <input
          id={searchId}
          type="search"
          value={filter.query}
          placeholder={placeholder}
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
      {traits.difficulty ? (
        <div>
          <label htmlFor={difficultyId} className="mb-1 block text-sm font-semibold">
            Difficulty
          </label>
          <select
            id={difficultyId}
            value={filter.difficulty ?? ''}
            onChange={(event) => {
              const { value } = event.target;
              if (isDifficulty(value)) onChange({ ...filter, difficulty: value });
            }}
            className={fieldClasses}
          >
            {DIFFICULTIES.map(({ value, label }) => (
              <option key={label} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {traits.family ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 self-end text-base font-semibold">
          <input
            type="checkbox"
            checked={filter.familyOnly === true}
            onChange={(event) => onChange({ ...filter, familyOnly: event.target.checked })}
            className="size-5 accent-brand-600"
          />
          Family-friendly only
        </label>
      ) : null}
    </div>
  );
}
