import { z } from 'zod';
import { categoryFileOf, categorySlug, isoDate, slug, topicEntrySchema } from './schema';

/** My Topics (TOPIC-2): a link is optional and, when given, an http(s) address. */
export const MAX_SOURCE_URL_LENGTH = 500;

function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

const optionalWebUrl = z
  .string({ error: 'must be text' })
  .max(MAX_SOURCE_URL_LENGTH, `must be at most ${MAX_SOURCE_URL_LENGTH} characters`)
  .refine((value) => value === '' || isWebUrl(value), 'must be an http:// or https:// address')
  .default('');

const optionalDate = z
  .string({ error: 'must be text' })
  .refine(
    (value) => value === '' || isoDate.safeParse(value).success,
    'must be a real date written YYYY-MM-DD',
  )
  .default('');

/**
 * A user's own topic as written in an import file: the library's rules for the title and
 * the five answers (same schema), but the source link and its date are optional.
 */
export const userTopicEntrySchema = topicEntrySchema.extend({
  sourceUrl: optionalWebUrl,
  retrievedAt: optionalDate,
});

/** A user's topic, complete (one CSV row): with its category and game type. */
export const userTopicSchema = userTopicEntrySchema.extend({
  gameTypeId: slug,
  category: categorySlug,
});

/** A JSON import file of a user: a category file of userTopicEntrySchema topics. */
export const userCategoryFileSchema = categoryFileOf(userTopicEntrySchema);

/**
 * What the topic editor writes and the server checks: a user topic without its id (the
 * server names it). The editor shows each issue at the field its path names.
 */
export const topicDraftSchema = userTopicSchema.omit({ id: true, retrievedAt: true });

export type UserTopicRecord = z.output<typeof userTopicSchema>;
export type TopicDraftRecord = z.output<typeof topicDraftSchema>;
