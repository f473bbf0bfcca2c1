import { useQuery } from '@tanstack/react-query';
import type { OfflineSurveyPrompt } from '@trivia/game';
import type { OfflineBundleResponse, OfflineSurveyPromptDto } from '@trivia/protocol';
// Only the prompt categories table (no imports of its own): the library's data stays out.
import { PROMPT_CATEGORIES } from '@trivia/content/prompt-categories';
import { offlinePackQuery } from '../../offline-pack/offline-pack-query';

/** What the prompt list is narrowed by. */
export interface PromptFilter {
  query: string;
  /** A category slug, '' for all. */
  category: string;
  familyOnly: boolean;
}

export const NO_PROMPT_FILTER: PromptFilter = { query: '', category: '', familyOnly: false };

function selectPrompts(bundle: OfflineBundleResponse): OfflineSurveyPromptDto[] {
  return bundle.surveyPrompts ?? [];
}

/** OFF-13: the Survey Says prompts of the offline pack this device holds. */
export function useOfflineSurveyPrompts() {
  return useQuery({ ...offlinePackQuery, select: selectPrompts });
}

/** The name people read for a prompt category ("food-and-drink" → "Food & Drink"). */
export function promptCategoryName(slug: string): string {
  return PROMPT_CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;
}

/** The categories that have prompts, in the library's order. */
export function promptCategories(prompts: readonly OfflineSurveyPromptDto[]): string[] {
  const used = new Set(prompts.map((prompt) => prompt.category));
  const known = PROMPT_CATEGORIES.map((category) => category.slug as string);
  return [
    ...known.filter((slug) => used.has(slug)),
    ...[...used].filter((s) => !known.includes(s)),
  ];
}

/** The prompts that pass the filter: words of the search in the text, the category, family. */
export function filterPrompts(
  prompts: readonly OfflineSurveyPromptDto[],
  filter: PromptFilter,
): OfflineSurveyPromptDto[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return prompts.filter((prompt) => {
    if (filter.category !== '' && prompt.category !== filter.category) return false;
    if (filter.familyOnly && !prompt.familyFriendly) return false;
    const text = prompt.text.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** "Surprise me": one of the prompts, at random; null when none passes the filter. */
export function surprisePrompt<T>(prompts: readonly T[], random = Math.random): T | null {
  if (prompts.length === 0) return null;
  return prompts[Math.min(prompts.length - 1, Math.floor(random() * prompts.length))] ?? null;
}

/** The prompt as the survey keeps it (OfflineSurveyPrompt). */
export function surveyPromptOf(prompt: OfflineSurveyPromptDto): OfflineSurveyPrompt {
  const { id, text, category, aliases } = prompt;
  return { id, text, category, ...(aliases === undefined ? {} : { aliases }) };
}
