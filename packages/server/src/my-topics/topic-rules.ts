import type { z } from 'zod';
import {
  comparisonKey,
  formatPath,
  topicDraftSchema,
  userTopicSchema,
} from '@trivia/content/portable';
import type { ImportMyTopicsRequest, MyTopicInput } from '@trivia/protocol';
import type { UserTopicFields } from '../storage/user-topics';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The library's topic rules for a user's topic (@trivia/content's topicDraftSchema, the one
 * the editor runs live), plus a game type that can be played. The first problem is the error.
 */
export function checkTopic(
  input: MyTopicInput,
  gameTypeIds: readonly string[],
): Checked<Omit<UserTopicFields, 'slug' | 'retrievedAt'>> {
  const parsed = topicDraftSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstProblem(parsed.error) };
  const playable = checkGameType(parsed.data.gameTypeId, gameTypeIds);
  if (!playable.ok) return playable;
  const { gameTypeId, category, title, answers, sourceUrl } = parsed.data;
  return { ok: true, value: { gameTypeId, category, title, answers: tidy(answers), sourceUrl } };
}

/** One topic of an import file: the same rules, with its id kept as the slug. */
export function checkImportedTopic(
  input: ImportMyTopicsRequest['topics'][number],
  gameTypeIds: readonly string[],
): Checked<UserTopicFields> {
  const parsed = userTopicSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstProblem(parsed.error) };
  const playable = checkGameType(parsed.data.gameTypeId, gameTypeIds);
  if (!playable.ok) return playable;
  const { id, answers, ...rest } = parsed.data;
  return { ok: true, value: { ...rest, slug: id, answers: tidy(answers) } };
}

function checkGameType(id: string, gameTypeIds: readonly string[]): Checked<null> {
  return gameTypeIds.includes(id)
    ? { ok: true, value: null }
    : { ok: false, error: `gameTypeId: "${id}" is not a game type you can play` };
}

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue ? formatPath(issue.path) : '';
  return `${where ? `${where}: ` : ''}${issue?.message ?? 'Invalid topic'}`;
}

/** No empty alias lists: a stored topic reads like a library one. */
function tidy(answers: UserTopicFields['answers']): UserTopicFields['answers'] {
  return answers.map(({ text, aliases }) =>
    aliases && aliases.length > 0 ? { text, aliases } : { text },
  );
}

/** A slug from a title: "Best 90s films!" → "best-90s-films" (at most 60 characters). */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) break;
    slug = next;
  }
  return slug || `topic-${comparisonKey(title).length}`;
}
