import { ANSWERS_PER_TOPIC } from '@trivia/game';
import { z } from 'zod';
import { CATEGORY_SLUGS } from './categories';
import { comparisonKey } from './normalise';

/** Limits of a topic (TOPIC-1: title of at most 80 characters). */
export const MAX_TITLE_LENGTH = 80;
export const MAX_ID_LENGTH = 80;
export const MAX_ANSWER_LENGTH = 60;
export const MAX_ALIASES_PER_ANSWER = 12;
/** Aliases are joined with "|" in a CSV cell, so an alias cannot contain one. */
export const ALIAS_SEPARATOR = '|';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A required text of at most `max` characters, without a leading or trailing space. */
export function text(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => value === value.trim(), 'must not start or end with a space');
}

export const slug = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .max(MAX_ID_LENGTH, `must be at most ${MAX_ID_LENGTH} characters`)
  .regex(SLUG, 'must be a lowercase slug such as "largest-oceans"');

/** Another way people say an answer: an answer's text without "|" (the CSV alias separator). */
export const alias = text(MAX_ANSWER_LENGTH).refine(
  (value) => !value.includes(ALIAS_SEPARATOR),
  `must not contain "${ALIAS_SEPARATOR}"`,
);

function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname.includes('.');
}

const httpsUrl = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .refine(isHttpsUrl, 'must be an https:// address of a public page');

export const isoDate = z.iso.date({
  error: (issue) =>
    issue.input === undefined ? 'is required' : 'must be a real date written YYYY-MM-DD',
});

/** A game type: id, name, description, maxAnswers. */
export const gameTypeSchema = z.strictObject({
  id: slug,
  name: text(MAX_TITLE_LENGTH),
  description: text(300),
  maxAnswers: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ANSWERS_PER_TOPIC, `must be at most ${ANSWERS_PER_TOPIC}`),
});

export const gameTypesSchema = z.array(gameTypeSchema).superRefine((types, ctx) => {
  reportDuplicates(
    types.map((type) => type.id),
    (index, first) =>
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `repeats [${first}].id` }),
  );
});

/** One ranked answer: its text and other ways people commonly say it. */
export const answerSchema = z
  .strictObject({
    text: text(MAX_ANSWER_LENGTH),
    aliases: z
      .array(alias)
      .max(MAX_ALIASES_PER_ANSWER, `must have at most ${MAX_ALIASES_PER_ANSWER} aliases`)
      .optional(),
  })
  .superRefine((answer, ctx) => {
    const seen = new Set([answer.text.toLowerCase()]);
    (answer.aliases ?? []).forEach((value, index) => {
      const lower = value.toLowerCase();
      if (seen.has(lower)) {
        ctx.addIssue({
          code: 'custom',
          path: ['aliases', index],
          message: `"${value}" repeats the answer or another of its aliases`,
        });
      }
      seen.add(lower);
    });
  });

/**
 * TOPIC-1: answers are distinct once normalised, and no alias collides with another answer's
 * text or aliases; otherwise a guess could not tell the two answers apart.
 */
function checkAnswersDistinct(
  answers: ReadonlyArray<z.output<typeof answerSchema>>,
  ctx: z.RefinementCtx,
): void {
  const owner = new Map<string, number>();
  answers.forEach((answer, rank) => {
    const names: Array<{ value: string; path: PropertyKey[] }> = [
      { value: answer.text, path: [rank, 'text'] },
      ...(answer.aliases ?? []).map((value, index) => ({
        value,
        path: [rank, 'aliases', index],
      })),
    ];
    for (const { value, path } of names) {
      const key = comparisonKey(value);
      const other = owner.get(key);
      if (other !== undefined && other !== rank) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `"${value}" is the same as answer ${other + 1} ("${answers[other]?.text}") once case, accents, spaces and punctuation are ignored`,
        });
      } else {
        owner.set(key, rank);
      }
    }
  });
}

/** A topic as written in a category file: its category and game type come from the file. */
export const topicEntrySchema = z.strictObject({
  id: slug,
  title: text(MAX_TITLE_LENGTH),
  answers: z
    .array(answerSchema, { error: 'must be a list of answers' })
    .length(ANSWERS_PER_TOPIC, `must have exactly ${ANSWERS_PER_TOPIC} answers, in rank order`)
    .superRefine(checkAnswersDistinct),
  sourceUrl: httpsUrl,
  retrievedAt: isoDate,
});

export const categorySlug = z.enum(CATEGORY_SLUGS as [string, ...string[]], {
  error: `must be one of ${CATEGORY_SLUGS.join(', ')}`,
});

/** A topic, complete: with its category and the game type it belongs to. */
export const topicSchema = z.strictObject({
  id: slug,
  gameTypeId: slug,
  category: categorySlug,
  title: topicEntrySchema.shape.title,
  answers: topicEntrySchema.shape.answers,
  sourceUrl: httpsUrl,
  retrievedAt: isoDate,
});

/**
 * A category file of `entry` topics: one category, one game type, many topics with distinct
 * ids. The library's files use topicEntrySchema; a user's import (My Topics) its own entries.
 */
export function categoryFileOf<Entry extends z.ZodType<{ id: string }>>(entry: Entry) {
  return z.strictObject({
    category: categorySlug,
    gameTypeId: slug,
    topics: z
      .array(entry, { error: 'must be a list of topics' })
      .min(1, 'must have at least one topic')
      .superRefine((topics, ctx) => {
        reportDuplicates(
          topics.map((topic) => topic.id),
          (index, first) =>
            ctx.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: `repeats the id of topics[${first}]`,
            }),
        );
      }),
  });
}

/** How hard a topic is for a table of adults: `easy` when most can name two of the five. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
/** How hard a library topic is (its data file's `difficulty`). */
export type Difficulty = (typeof DIFFICULTIES)[number];
/** Where a topic's ranking was compared with its source: a stored copy of the page, or the page. */
export const CHECKED_AGAINST = ['stored-copy', 'live'] as const;

/** The date a source gives for its data: a year, a month or a day. */
const sourceDate = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .regex(/^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/, {
    error: 'must be a year, a month or a day written YYYY, YYYY-MM or YYYY-MM-DD',
  });

/**
 * A library topic: a topic entry with how its source was checked (docs/CONTENT.md, "How a
 * source is checked"). The check's three fields come together or not at all: `sourceDate` is
 * the date the page gives for its data, `checkedAt` the day the ranking was compared with it.
 * My Topics entries never carry these (a host's topic is not checked by us).
 */
export const libraryTopicEntrySchema = topicEntrySchema
  .extend({
    sourceDate: sourceDate.optional(),
    checkedAt: isoDate.optional(),
    checkedAgainst: z.enum(CHECKED_AGAINST).optional(),
    difficulty: z.enum(DIFFICULTIES).optional(),
    family: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .superRefine((topic, ctx) => {
    const check = [topic.sourceDate, topic.checkedAt, topic.checkedAgainst];
    const given = check.filter((value) => value !== undefined).length;
    if (given !== 0 && given !== check.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkedAt'],
        message: 'sourceDate, checkedAt and checkedAgainst must be given together',
      });
    }
  });

/** A data file `data/topics/<category>.json`: one category, one game type, many topics. */
export const categoryFileSchema = categoryFileOf(libraryTopicEntrySchema);

export type GameTypeRecord = z.output<typeof gameTypeSchema>;
export type AnswerRecord = z.output<typeof answerSchema>;
export type TopicEntry = z.output<typeof topicEntrySchema>;
export type LibraryTopicEntry = z.output<typeof libraryTopicEntrySchema>;
export type TopicRecord = z.output<typeof topicSchema>;
export type CategoryFile = z.output<typeof categoryFileSchema>;

/** Calls `report(index, firstIndex)` for every value already seen at `firstIndex`. */
export function reportDuplicates(
  values: readonly string[],
  report: (index: number, firstIndex: number) => void,
): void {
  const first = new Map<string, number>();
  values.forEach((value, index) => {
    const seen = first.get(value);
    if (seen === undefined) first.set(value, index);
    else report(index, seen);
  });
}
