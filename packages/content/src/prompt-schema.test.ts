import { describe, expect, it } from 'vitest';
import { formatPath } from './problems';
import {
  MAX_ALIAS_GROUPS,
  promptFileSchema,
  type SurveyPrompt,
  surveyPromptEntrySchema,
  surveyPromptSchema,
} from './prompt-schema';

const beach = {
  id: 'prompt-beach-bag',
  text: 'Name something you bring to the beach',
  familyFriendly: true,
  aliases: { Sunscreen: ['sun cream', 'sunblock'], Towel: ['beach towel'] },
};

function problemsOf(value: unknown): string[] {
  const result = surveyPromptEntrySchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

describe('Survey Says prompt schema', () => {
  it('accepts a complete prompt, with or without aliases', () => {
    const parsed: SurveyPrompt = surveyPromptSchema.parse({
      ...beach,
      category: 'holidays-and-travel',
    });
    expect(parsed.aliases).toEqual(beach.aliases);
    const { aliases: _aliases, ...plain } = beach;
    expect(problemsOf(plain)).toEqual([]);
  });

  it('requires a lowercase slug id starting "prompt-"', () => {
    const message = 'id: must be a lowercase slug starting "prompt-", such as "prompt-beach-bag"';
    expect(problemsOf({ ...beach, id: 'beach-bag' })).toEqual([message]);
    expect(problemsOf({ ...beach, id: 'prompt-Beach' })).toEqual([message]);
    expect(problemsOf({ ...beach, id: 'prompt-' })).toEqual([message]);
    expect(problemsOf({ ...beach, id: 'prompt-beach--bag' })).toEqual([message]);
  });

  it('keeps the text between 10 and 90 characters, without spaces around it', () => {
    expect(problemsOf({ ...beach, text: 'Name a pet' })).toEqual([]);
    expect(problemsOf({ ...beach, text: 'Name a cat' + 'x'.repeat(80) })).toEqual([]);
    expect(problemsOf({ ...beach, text: 'Name a pe' })).toEqual([
      'text: must be at least 10 characters',
    ]);
    expect(problemsOf({ ...beach, text: 'Name a cat' + 'x'.repeat(81) })).toEqual([
      'text: must be at most 90 characters',
    ]);
    expect(problemsOf({ ...beach, text: 'Name a pet ' })).toContain(
      'text: must not start or end with a space',
    );
  });

  it('writes the text as a statement: a capital first, no closing "?" or ".", single spaces', () => {
    const ending =
      'text: must end with a word, without "?" or "." ("Name something you bring to the beach")';
    expect(problemsOf({ ...beach, text: 'What do you bring to the beach?' })).toEqual([ending]);
    expect(problemsOf({ ...beach, text: 'Name something you bring to the beach.' })).toEqual([
      ending,
    ]);
    expect(problemsOf({ ...beach, text: 'name something you bring' })).toEqual([
      'text: must start with a capital letter',
    ]);
    expect(problemsOf({ ...beach, text: 'Name something  you bring' })).toEqual([
      'text: must have one space between words',
    ]);
  });

  it('requires familyFriendly as true or false', () => {
    const { familyFriendly: _flag, ...missing } = beach;
    expect(problemsOf(missing)).toEqual(['familyFriendly: is required']);
    expect(problemsOf({ ...beach, familyFriendly: 'yes' })).toEqual([
      'familyFriendly: must be true or false',
    ]);
  });

  it('refuses unknown fields', () => {
    expect(problemsOf({ ...beach, examples: ['Towel'] })).toHaveLength(1);
  });

  it('requires every alias group to list aliases, and at least one group when given', () => {
    expect(problemsOf({ ...beach, aliases: {} })).toEqual([
      'aliases: must name at least one group, or be left out',
    ]);
    expect(problemsOf({ ...beach, aliases: { Sunscreen: [] } })).toEqual([
      'aliases.Sunscreen: must list at least one alias',
    ]);
    expect(problemsOf({ ...beach, aliases: { Sunscreen: ['sun cream|spf'] } })).toEqual([
      'aliases.Sunscreen[0]: must not contain "|"',
    ]);
    const many = Object.fromEntries(
      Array.from({ length: MAX_ALIAS_GROUPS + 1 }, (_, index) => [
        `Group ${index}`,
        [`alias ${index}`],
      ]),
    );
    expect(problemsOf({ ...beach, aliases: many })).toEqual([
      `aliases: must have at most ${MAX_ALIAS_GROUPS} groups`,
    ]);
  });

  it('refuses an alias repeating its own group or another alias of it', () => {
    expect(problemsOf({ ...beach, aliases: { Sunscreen: ['sun cream', 'Sun-Cream'] } })).toEqual([
      'aliases.Sunscreen[1]: "Sun-Cream" repeats its group or another of its aliases',
    ]);
    expect(problemsOf({ ...beach, aliases: { 'Sun cream': ['suncream'] } })).toEqual([
      'aliases.Sun cream[0]: "suncream" repeats its group or another of its aliases',
    ]);
  });

  it('refuses a group name or alias that is the same as another group of the prompt', () => {
    expect(
      problemsOf({ ...beach, aliases: { Sunscreen: ['sun cream'], Lotion: ['Sun Cream'] } }),
    ).toEqual([
      'aliases.Lotion[0]: "Sun Cream" is the same as group "Sunscreen" once case, accents, spaces and punctuation are ignored',
    ]);
    expect(problemsOf({ ...beach, aliases: { Crème: ['cream'], Creme: ['lotion'] } })).toEqual([
      'aliases.Creme: "Creme" is the same as group "Crème" once case, accents, spaces and punctuation are ignored',
    ]);
  });

  it('reads a prompt file: a known category and at least one prompt', () => {
    expect(promptFileSchema.safeParse({ category: 'home', prompts: [beach] }).success).toBe(true);
    const unknown = promptFileSchema.safeParse({ category: 'geography', prompts: [beach] });
    expect(unknown.error?.issues[0]?.message).toMatch(/^must be one of home, food-and-drink, /);
    const empty = promptFileSchema.safeParse({ category: 'home', prompts: [] });
    expect(empty.error?.issues[0]?.message).toBe('must have at least one prompt');
  });
});
