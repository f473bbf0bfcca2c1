import { PROMPT_CATEGORIES } from './prompt-categories';
import { nearDuplicatePrompts, type PromptPair } from './prompt-checks';
import type { SurveyPrompt } from './prompt-schema';

/** Goals of the Survey Says prompts (docs/CONTENT.md): the tests hold them on the shipped files. */
export const PROMPT_GOALS = {
  minPrompts: 300,
  minPerCategory: 15,
} as const;

export interface PromptStats {
  total: number;
  /** Every prompt category, in PROMPT_CATEGORIES order, with its number of prompts. */
  categories: Array<{ category: string; name: string; count: number }>;
  familyFriendly: number;
  withAliases: number;
  nearDuplicates: PromptPair[];
}

/** The prompts' figures against their goals (see PROMPT_GOALS). */
export function promptStats(prompts: readonly SurveyPrompt[]): PromptStats {
  return {
    total: prompts.length,
    categories: PROMPT_CATEGORIES.map(({ slug, name }) => ({
      category: slug,
      name,
      count: prompts.filter((prompt) => prompt.category === slug).length,
    })),
    familyFriendly: prompts.filter((prompt) => prompt.familyFriendly).length,
    withAliases: prompts.filter((prompt) => prompt.aliases !== undefined).length,
    nearDuplicates: nearDuplicatePrompts(prompts),
  };
}

/** The lines `npm run content -- stats` prints for the prompts: each figure against its goal. */
export function formatPromptStats(stats: PromptStats): string[] {
  const goals = PROMPT_GOALS;
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSES');
  const width = Math.max(...stats.categories.map((row) => row.name.length));
  return [
    `${'Prompts'.padEnd(22)} ${String(stats.total).padStart(7)}   goal >= ${String(goals.minPrompts).padEnd(5)} ${verdict(stats.total >= goals.minPrompts)}`,
    'Per category:',
    ...stats.categories.map(
      (row) =>
        `  ${row.name.padEnd(width)} ${String(row.count).padStart(4)}   goal >= ${goals.minPerCategory}  ${verdict(row.count >= goals.minPerCategory)}`,
    ),
    `${'Family-friendly'.padEnd(22)} ${String(stats.familyFriendly).padStart(7)}`,
    `${'With aliases'.padEnd(22)} ${String(stats.withAliases).padStart(7)}`,
    `${'Near-duplicates'.padEnd(22)} ${String(stats.nearDuplicates.length).padStart(7)}   goal 0     ${verdict(stats.nearDuplicates.length === 0)}`,
    ...stats.nearDuplicates.map(
      (pair) => `  ${pair.similarity.toFixed(2)}: ${pair.texts[0]} / ${pair.texts[1]}`,
    ),
  ];
}
