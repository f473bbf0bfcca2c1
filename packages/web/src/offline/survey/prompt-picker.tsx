import { useId, useMemo, useState } from 'react';
import type { OfflineSurveyPromptDto } from '@trivia/protocol';
import { Button, Card, Message } from '../../ui';
import {
  filterPrompts,
  NO_PROMPT_FILTER,
  promptCategories,
  promptCategoryName,
  surprisePrompt,
  type PromptFilter,
} from './survey-prompts';

const fieldClasses =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/** Prompts listed at first, and added by each "Show more prompts" (the library has hundreds). */
const PAGE_SIZE = 30;

export interface PromptPickerProps {
  prompts: readonly OfflineSurveyPromptDto[];
  onPick: (prompt: OfflineSurveyPromptDto) => void;
}

/** OFF-13: the library's prompts, by search, category and family filter, or "Surprise me". */
export function PromptPicker({ prompts, onPick }: PromptPickerProps) {
  const [filter, setFilterState] = useState<PromptFilter>(NO_PROMPT_FILTER);
  const [listed, setListed] = useState(PAGE_SIZE);
  const setFilter = (next: PromptFilter) => {
    setFilterState(next);
    setListed(PAGE_SIZE);
  };
  const searchId = useId();
  const categoryId = useId();
  const categories = useMemo(() => promptCategories(prompts), [prompts]);
  const shown = useMemo(() => filterPrompts(prompts, filter), [prompts, filter]);
  const surprise = () => {
    const prompt = surprisePrompt(shown);
    if (prompt) onPick(prompt);
  };
  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <div>
            <label htmlFor={searchId} className="mb-1 block text-sm font-semibold">
              Search prompts
            </label>
            <input
              id={searchId}
              type="search"
              value={filter.query}
              placeholder="Try: beach, breakfast, pet"
              autoComplete="off"
              onChange={(event) => setFilter({ ...filter, query: event.target.value })}
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
              onChange={(event) => setFilter({ ...filter, category: event.target.value })}
              className={fieldClasses}
            >
              <option value="">All categories</option>
              {categories.map((slug) => (
                <option key={slug} value={slug}>
                  {promptCategoryName(slug)}
                </option>
              ))}
            </select>
          </div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base font-semibold">
            <input
              type="checkbox"
              checked={filter.familyOnly}
              onChange={(event) => setFilter({ ...filter, familyOnly: event.target.checked })}
              className="size-5 accent-brand-600"
            />
            Family-friendly only
          </label>
        </div>
        <Button size="lg" onClick={surprise} disabled={shown.length === 0}>
          Surprise me
        </Button>
      </Card>
      <p className="text-sm font-semibold text-slate-600 dark:text-slate-300" aria-live="polite">
        {shown.length > listed
          ? `Showing ${listed} of ${shown.length} prompts`
          : shown.length === 1
            ? '1 prompt'
            : `${shown.length} prompts`}
      </p>
      {shown.length === 0 ? (
        <Message tone="info">No prompt matches. Try another word or category.</Message>
      ) : (
        <ul aria-label="Prompts" className="grid gap-2 sm:grid-cols-2">
          {shown.slice(0, listed).map((prompt) => (
            <li key={prompt.id}>
              <button
                type="button"
                onClick={() => onPick(prompt)}
                className="flex min-h-14 w-full flex-col rounded-xl border-2 border-slate-200 bg-white px-4 py-2 text-left shadow-sm transition hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-400"
              >
                <span className="text-base font-bold leading-snug">{prompt.text}</span>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {promptCategoryName(prompt.category)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown.length > listed ? (
        <Button variant="secondary" onClick={() => setListed(listed + PAGE_SIZE)}>
          Show more prompts
        </Button>
      ) : null}
    </div>
  );
}
