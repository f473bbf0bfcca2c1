import { describe, expect, it } from 'vitest';
import { PROMPT_CATEGORIES } from './prompt-categories';
import { formatPromptStats, PROMPT_GOALS, promptStats } from './prompt-stats';

const prompt = (id: string, text: string, category: string, familyFriendly = true) => ({
  id,
  text,
  category,
  familyFriendly,
});

describe('prompt statistics', () => {
  const stats = promptStats([
    prompt('prompt-a', 'Name a room in a house', 'home'),
    prompt('prompt-b', 'Name a room of the house', 'home', false),
    {
      ...prompt('prompt-c', 'Name a popular pet', 'animals'),
      aliases: { Dog: ['puppy'] },
    },
  ]);

  it('counts prompts by category in PROMPT_CATEGORIES order, zero included', () => {
    expect(stats.total).toBe(3);
    expect(stats.categories.map((row) => row.category)).toEqual(
      PROMPT_CATEGORIES.map((category) => category.slug),
    );
    expect(stats.categories.find((row) => row.category === 'home')?.count).toBe(2);
    expect(stats.categories.find((row) => row.category === 'parties')?.count).toBe(0);
    expect(stats.familyFriendly).toBe(2);
    expect(stats.withAliases).toBe(1);
    expect(stats.nearDuplicates.map((pair) => pair.ids)).toEqual([['prompt-a', 'prompt-b']]);
  });

  it('prints each figure against its goal, and the near-duplicate pairs', () => {
    const lines = formatPromptStats(stats);
    expect(lines[0]).toMatch(
      new RegExp(`^Prompts\\s+3\\s+goal >= ${PROMPT_GOALS.minPrompts}\\s+MISSES$`),
    );
    expect(lines).toContain(
      `  Home                 2   goal >= ${PROMPT_GOALS.minPerCategory}  MISSES`,
    );
    expect(lines.at(-1)).toBe('  1.00: Name a room in a house / Name a room of the house');
  });
});
