import { z } from 'zod';
import { TopicAnswerDto, TopicSummary } from './http';

/**
 * My Topics: a user's own topics and packs, owner-only. The shapes here cap
 * sizes; the topic rules themselves (five distinct answers, aliases, title, http(s) link)
 * are @trivia/content's topicDraftSchema, which the editor and the server both run.
 */
export const MY_TOPICS_LIMITS = {
  /** Topics one user may keep. */
  topics: 500,
  /** Packs one user may keep. */
  packs: 50,
  /** Topics in one pack. */
  topicsPerPack: 100,
  packNameLength: 60,
  /** Bytes of an import request (500 topics as JSON). */
  importBytes: 1024 * 1024,
} as const;

/** The limit refusals; a server may configure other limits than MY_TOPICS_LIMITS'. */
export const MY_TOPICS_LIMIT_ERRORS = {
  tooManyTopics: (max: number) => `You can keep at most ${max} topics`,
  tooManyPacks: (max: number) => `You can keep at most ${max} packs`,
  tooManyBytes: (maxBytes: number) =>
    `My Topics can hold at most ${formatSize(maxBytes)}. Delete some topics to make room.`,
} as const;

/** 1048576 → "1 MB", 1572864 → "1.5 MB", 65536 → "64 KB". */
function formatSize(bytes: number): string {
  const round = (value: number) => String(Math.round(value * 10) / 10);
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MB`;
  return `${round(Math.max(bytes, 1) / 1024)} KB`;
}

export const MY_TOPICS_ERRORS = {
  notFound: 'Topic not found',
  packNotFound: 'Pack not found',
  sharedPackNotFound: 'This pack link is not valid any more',
  tooManyTopics: MY_TOPICS_LIMIT_ERRORS.tooManyTopics(MY_TOPICS_LIMITS.topics),
  tooManyPacks: MY_TOPICS_LIMIT_ERRORS.tooManyPacks(MY_TOPICS_LIMITS.packs),
} as const;

const Text = (max: number) => z.string().max(max);

/** A topic as the editor sends it (POST /api/my-topics, PUT /api/my-topics/:id). */
export const MyTopicInput = z.strictObject({
  gameTypeId: Text(100),
  category: Text(100),
  title: Text(200),
  answers: z
    .array(z.strictObject({ text: Text(200), aliases: z.array(Text(200)).max(20).optional() }))
    .max(10),
  sourceUrl: Text(1000),
});
export type MyTopicInput = z.infer<typeof MyTopicInput>;

/** One of the user's topics. `slug` is its id in export files; `id` names it everywhere else. */
export const MyTopicDto = TopicSummary.extend({
  slug: z.string(),
  answers: z.array(TopicAnswerDto),
  updatedAt: z.string(),
});
export type MyTopicDto = z.infer<typeof MyTopicDto>;

/** GET /api/my-topics */
export const MyTopicsResponse = z.object({ topics: z.array(MyTopicDto) });
export type MyTopicsResponse = z.infer<typeof MyTopicsResponse>;

/** GET/POST/PUT /api/my-topics/:id, POST /api/my-topics/:id/duplicate */
export const MyTopicResponse = z.object({ topic: MyTopicDto });
export type MyTopicResponse = z.infer<typeof MyTopicResponse>;

/** GET /api/my-topics/summaries?gameTypeId=…: the online topic picker's list, no answers. */
export const MyTopicSummariesQuery = z.strictObject({ gameTypeId: Text(100) });

/**
 * POST /api/my-topics/import: topics as parseTopics read them from a file in the browser
 * (`id` is the file's id, kept as the slug). All or nothing; matched by slug.
 */
export const ImportedTopicInput = MyTopicInput.extend({ id: Text(100), retrievedAt: Text(20) });
export type ImportedTopicInput = z.infer<typeof ImportedTopicInput>;

/**
 * The server checks the list's length before any topic in it, then each topic on its own,
 * up to the first problem: the work of an import is bounded before it is done.
 */
export const ImportMyTopicsRequest = z.strictObject({
  topics: z.array(ImportedTopicInput).min(1).max(MY_TOPICS_LIMITS.topics),
});
export type ImportMyTopicsRequest = z.infer<typeof ImportMyTopicsRequest>;

export const ImportMyTopicsResponse = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportMyTopicsResponse = z.infer<typeof ImportMyTopicsResponse>;

export const PackName = z
  .string()
  .max(200)
  .trim()
  .min(1, 'Pack name cannot be empty')
  .max(
    MY_TOPICS_LIMITS.packNameLength,
    `Pack name must be at most ${MY_TOPICS_LIMITS.packNameLength} characters`,
  );

/** POST /api/my-packs, PUT /api/my-packs/:id */
export const PackInput = z.strictObject({
  name: PackName,
  topicIds: z
    .array(Text(100))
    .min(1, 'Choose at least one topic')
    .max(
      MY_TOPICS_LIMITS.topicsPerPack,
      `A pack holds at most ${MY_TOPICS_LIMITS.topicsPerPack} topics`,
    ),
});
export type PackInput = z.infer<typeof PackInput>;

/** One of the user's packs; `shareToken` is null while it is not shared. */
export const PackDto = z.object({
  id: z.string(),
  name: z.string(),
  topicIds: z.array(z.string()),
  shareToken: z.string().nullable(),
  updatedAt: z.string(),
});
export type PackDto = z.infer<typeof PackDto>;

/** GET /api/my-packs */
export const PacksResponse = z.object({ packs: z.array(PackDto) });
export type PacksResponse = z.infer<typeof PacksResponse>;

/** POST/PUT /api/my-packs/:id, POST/DELETE /api/my-packs/:id/share */
export const PackResponse = z.object({ pack: PackDto });
export type PackResponse = z.infer<typeof PackResponse>;

/** A share link's token: base64url, 32 characters (24 random bytes). */
export const ShareToken = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Invalid pack link');

/** GET /api/shared-packs/:token: what anyone signed in sees of a shared pack (no answers). */
export const SharedPackResponse = z.object({
  name: z.string(),
  ownerName: z.string(),
  /** True when the viewer is the pack's owner (nothing to add). */
  mine: z.boolean(),
  topics: z.array(z.object({ title: z.string(), category: z.string() })),
});
export type SharedPackResponse = z.infer<typeof SharedPackResponse>;

/** POST /api/shared-packs/:token/copy: the pack's topics copied into the caller's own. */
export const CopySharedPackResponse = z.object({ added: z.number().int() });
export type CopySharedPackResponse = z.infer<typeof CopySharedPackResponse>;
