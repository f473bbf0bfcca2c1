import { z } from 'zod';
import { comparisonKey } from './normalise';
import { PROMPT_CATEGORY_SLUGS } from './prompt-categories';
import { alias, MAX_ALIASES_PER_ANSWER, MAX_ANSWER_LENGTH, MAX_ID_LENGTH, text } from './schema';

/**
 * A Survey Says prompt: what the party answers privately before the board is built from the
 * most common answers ("Name something you bring to the beach"). Library prompts live in
 * data/prompts/<category>.json; docs/CONTENT.md, "Survey Says prompts", gives the rules.
 */

export const MIN_PROMPT_LENGTH = 10;
export const MAX_PROMPT_LENGTH = 90;
/** At most this many answer groups carry aliases in one prompt (the board shows five). */
export const MAX_ALIAS_GROUPS = 10;
export const PROMPT_ID_PREFIX = 'prompt-';

const PROMPT_ID = /^prompt-[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const promptId = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .max(MAX_ID_LENGTH, `must be at most ${MAX_ID_LENGTH} characters`)
  .regex(PROMPT_ID, 'must be a lowercase slug starting "prompt-", such as "prompt-beach-bag"');

/**
 * The prompt as people read it: 10 to 90 characters, a capital first, and no closing "?" or
 * "." (prompts are written as "Name something …", never as questions), one space between words.
 */
export const promptText = text(MAX_PROMPT_LENGTH)
  .min(MIN_PROMPT_LENGTH, `must be at least ${MIN_PROMPT_LENGTH} characters`)
  .refine((value) => /^\p{Lu}/u.test(value), 'must start with a capital letter')
  .refine(
    (value) => /[\p{L}\p{N}]$/u.test(value),
    'must end with a word, without "?" or "." ("Name something you bring to the beach")',
  )
  .refine((value) => !/\s{2}/.test(value), 'must have one space between words');

/**
 * Other ways people say a common answer, by the group's name:
 * `{ "Sunscreen": ["sun cream", "sunblock"] }`. The grouping of the party's answers reads them,
 * so no name or alias may be the same as another group's once case, accents, spaces and
 * punctuation are ignored, nor repeat its own group.
 */
export const aliasGroups = z
  .record(text(MAX_ANSWER_LENGTH), z.array(alias).min(1, 'must list at least one alias'), {
    error: 'must map each answer group to its list of aliases',
  })
  .superRefine((groups, ctx) => {
    const entries = Object.entries(groups);
    if (entries.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'must name at least one group, or be left out' });
    }
    if (entries.length > MAX_ALIAS_GROUPS) {
      ctx.addIssue({ code: 'custom', message: `must have at most ${MAX_ALIAS_GROUPS} groups` });
    }
    const owner = new Map<string, string>();
    for (const [group, aliases] of entries) {
      if (aliases.length > MAX_ALIASES_PER_ANSWER) {
        ctx.addIssue({
          code: 'custom',
          path: [group],
          message: `must have at most ${MAX_ALIASES_PER_ANSWER} aliases`,
        });
      }
      const names: Array<{ value: string; path: PropertyKey[] }> = [
        { value: group, path: [group] },
        ...aliases.map((value, index) => ({ value, path: [group, index] })),
      ];
      for (const { value, path } of names) {
        const key = comparisonKey(value);
        const other = owner.get(key);
        if (other === undefined) {
          owner.set(key, group);
          continue;
        }
        const message =
          other === group
            ? `"${value}" repeats its group or another of its aliases`
            : `"${value}" is the same as group "${other}" once case, accents, spaces and punctuation are ignored`;
        ctx.addIssue({ code: 'custom', path, message });
      }
    }
  });

/** A prompt as written in a prompt file: its category comes from the file. */
export const surveyPromptEntrySchema = z.strictObject({
  id: promptId,
  text: promptText,
  familyFriendly: z.boolean({
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be true or false'),
  }),
  aliases: aliasGroups.optional(),
});

export const promptCategorySlug = z.enum(PROMPT_CATEGORY_SLUGS as [string, ...string[]], {
  error: `must be one of ${PROMPT_CATEGORY_SLUGS.join(', ')}`,
});

/** A prompt, complete: with its category. */
export const surveyPromptSchema = surveyPromptEntrySchema.extend({ category: promptCategorySlug });

/** A data file data/prompts/<category>.json: one category, its prompts with distinct ids and texts. */
export const promptFileSchema = z.strictObject({
  category: promptCategorySlug,
  prompts: z
    .array(surveyPromptEntrySchema, { error: 'must be a list of prompts' })
    .min(1, 'must have at least one prompt'),
});

export type SurveyPromptEntry = z.output<typeof surveyPromptEntrySchema>;
export type SurveyPrompt = z.output<typeof surveyPromptSchema>;
export type PromptFile = z.output<typeof promptFileSchema>;
export type AliasGroups = z.output<typeof aliasGroups>;
