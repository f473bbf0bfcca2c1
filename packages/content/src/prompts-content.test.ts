import { readdirSync } from 'node:fs';
import { findBestMatch, maskProfanity } from '@trivia/game';
import { describe, expect, it } from 'vitest';
import { comparisonKey } from './normalise';
import { PROMPT_CATEGORY_SLUGS } from './prompt-categories';
import { nearDuplicatePrompts, NEAR_DUPLICATE_PROMPT_THRESHOLD } from './prompt-checks';
import { bundledPromptFiles } from './prompt-files';
import { MAX_PROMPT_LENGTH, MIN_PROMPT_LENGTH, PROMPT_ID_PREFIX } from './prompt-schema';
import { surveyPrompts } from './prompts';
import { PROMPT_GOALS, promptStats } from './prompt-stats';

/** The shipped Survey Says prompts against the rules of docs/CONTENT.md, "Survey Says prompts". */
describe('the Survey Says prompts', () => {
  const stats = promptStats(surveyPrompts);

  it('lists every data file in data/prompts, one per category', () => {
    const files = readdirSync(new URL('../data/prompts/', import.meta.url))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
    expect(Object.keys(bundledPromptFiles).sort()).toEqual(files.sort());
    expect(files.sort()).toEqual([...PROMPT_CATEGORY_SLUGS].sort());
  });

  it(`has at least ${PROMPT_GOALS.minPrompts} prompts, at least ${PROMPT_GOALS.minPerCategory} in each category`, () => {
    expect(stats.total).toBeGreaterThanOrEqual(PROMPT_GOALS.minPrompts);
    const short = stats.categories.filter((row) => row.count < PROMPT_GOALS.minPerCategory);
    expect(short).toEqual([]);
  });

  it('gives each prompt a unique "prompt-" id and a unique text', () => {
    expect(new Set(surveyPrompts.map((prompt) => prompt.id)).size).toBe(surveyPrompts.length);
    expect(surveyPrompts.every((prompt) => prompt.id.startsWith(PROMPT_ID_PREFIX))).toBe(true);
    const texts = new Set(surveyPrompts.map((prompt) => comparisonKey(prompt.text)));
    expect(texts.size).toBe(surveyPrompts.length);
  });

  it(`keeps every text ${MIN_PROMPT_LENGTH} to ${MAX_PROMPT_LENGTH} characters, ending in a word`, () => {
    const wrong = surveyPrompts.filter(
      (prompt) =>
        prompt.text.length < MIN_PROMPT_LENGTH ||
        prompt.text.length > MAX_PROMPT_LENGTH ||
        /[?.!]$/.test(prompt.text),
    );
    expect(wrong).toEqual([]);
  });

  it(`has no two prompts sharing most of their words (similarity >= ${NEAR_DUPLICATE_PROMPT_THRESHOLD})`, () => {
    expect(nearDuplicatePrompts(surveyPrompts).map((pair) => pair.texts)).toEqual([]);
  });

  it('marks most prompts family-friendly, and a few not', () => {
    expect(stats.familyFriendly / stats.total).toBeGreaterThan(0.9);
    expect(stats.familyFriendly).toBeLessThan(stats.total);
  });

  it('resolves every alias group name and alias to its own group with the matcher', () => {
    const strays: string[] = [];
    for (const prompt of surveyPrompts) {
      const groups = Object.entries(prompt.aliases ?? {}).map(([text, aliases]) => ({
        text,
        aliases,
      }));
      groups.forEach((group, index) => {
        for (const name of [group.text, ...group.aliases]) {
          const match = findBestMatch(name, groups);
          if (match.rank !== index) {
            const found = groups[match.rank]?.text ?? 'nothing';
            strays.push(`${prompt.id}: "${name}" (of ${group.text}) finds ${found}`);
          }
        }
      });
    }
    expect(strays).toEqual([]);
  });

  it('passes the profanity filter unmasked: texts, group names and aliases', () => {
    const masked = surveyPrompts
      .flatMap((prompt) => [
        prompt.text,
        ...Object.entries(prompt.aliases ?? {}).flatMap(([group, aliases]) => [group, ...aliases]),
      ])
      .filter((text) => maskProfanity(text) !== text);
    expect(masked).toEqual([]);
  });
});
