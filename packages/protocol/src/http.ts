import { z } from 'zod';

/**
 * The HTTP API between the web app and the server: one schema per request and response,
 * and the TypeScript types derived from them.
 * Every error response is `{ error: string }` with a 4xx/5xx status.
 */

export const DISPLAY_NAME_MAX = 40;

export const ErrorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** AUTH-2: the user as the app sees them. Times are ISO 8601 strings. */
export const User = z.object({
  uid: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string(),
  isGuest: z.boolean(),
});
export type User = z.infer<typeof User>;

/** GET /api/me */
export const MeResponse = z.object({ user: User.nullable() });
export type MeResponse = z.infer<typeof MeResponse>;

export const DISPLAY_NAME_EMPTY = 'Display name cannot be empty';
export const DISPLAY_NAME_TOO_LONG = `Display name must be at most ${DISPLAY_NAME_MAX} characters`;

/**
 * AUTH-7, NAME-2: a display name is trimmed, not empty, and at most 40 characters. The
 * server then applies the name rule of @trivia/game (`normalizeName`).
 */
export const DisplayName = z
  .string()
  .max(200, DISPLAY_NAME_TOO_LONG)
  .trim()
  .min(1, DISPLAY_NAME_EMPTY)
  .max(DISPLAY_NAME_MAX, DISPLAY_NAME_TOO_LONG);

/** PATCH /api/me: AUTH-7. The server answers a bad name with 400 and these texts. */
export const UpdateProfileRequest = z.object({ displayName: DisplayName }).strict();
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/**
 * POST /api/auth/guest: the name the guest chose ("Continue as Guest", the join
 * step); without one the server makes one up. No body at all is the same as `{}`.
 */
export const GuestRequest = z.object({ displayName: DisplayName.optional() }).strict();
export type GuestRequest = z.infer<typeof GuestRequest>;

/** POST /api/auth/guest, PATCH /api/me */
export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

/** GET /api/auth/config: whether Google sign-in is set up on this server. */
export const AuthConfigResponse = z.object({
  google: z.object({ enabled: z.boolean(), reason: z.string().optional() }),
});
export type AuthConfigResponse = z.infer<typeof AuthConfigResponse>;

/** One finished game in a user's history (profile stats). */
export const GameRecord = z.object({
  id: z.string(),
  partyCode: z.string(),
  topicTitle: z.string(),
  teamName: z.string(),
  score: z.number().int(),
  won: z.boolean(),
  guesses: z.number().int(),
  correctGuesses: z.number().int(),
  finishedAt: z.string(),
  /** A game the user hosted (offline), not one they played on a team. */
  hosted: z.boolean(),
  /** The winning team names: one, several on a tie for first (offline), or none. */
  winners: z.array(z.string()),
});
export type GameRecord = z.infer<typeof GameRecord>;

/** GET /api/me/stats: accuracy is a whole percent (SCORE-3). */
export const StatsResponse = z.object({
  gamesPlayed: z.number().int(),
  wins: z.number().int(),
  accuracy: z.number().int(),
  recentGames: z.array(GameRecord),
});
export type StatsResponse = z.infer<typeof StatsResponse>;

export const GameTypeDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  maxAnswers: z.number().int(),
});
export type GameTypeDto = z.infer<typeof GameTypeDto>;

/** GET /api/game-types: only the game types that have topics. */
export const GameTypesResponse = z.object({ gameTypes: z.array(GameTypeDto) });
export type GameTypesResponse = z.infer<typeof GameTypesResponse>;

export const TopicAnswerDto = z.object({
  text: z.string(),
  aliases: z.array(z.string()).optional(),
});

/**
 * A topic without its answers: what the host of an online party picks from (the host plays
 * too). Every topic message starts with these fields: TopicDto, SealedTopicDto, MyTopicDto
 * and the party view's topic extend it; toTopicSummary (topic-summary.ts) picks them.
 */
export const TopicSummary = z.object({
  id: z.string(),
  gameTypeId: z.string(),
  title: z.string(),
  category: z.string(),
  sourceUrl: z.string(),
  retrievedAt: z.string(),
});
export type TopicSummary = z.infer<typeof TopicSummary>;

export const TopicDto = TopicSummary.extend({ answers: z.array(TopicAnswerDto) });
export type TopicDto = z.infer<typeof TopicDto>;

/**
 * What the topic pickers filter on besides title and category, where the library's data file
 * gives it: the difficulty and the family flag (true: fine for children).
 */
const TopicTraits = {
  difficulty: z.enum(['easy', 'medium', 'hard']).optional(),
  family: z.boolean().optional(),
};

/** A topic of the online picker: its summary and, when the library gives them, its traits. */
export const TopicPickerEntry = TopicSummary.extend({
  ...TopicTraits,
  /** ROUND-8: the listed topics sharing 4 or more answers with it (its series twins). */
  twins: z.array(z.string()).optional(),
});
export type TopicPickerEntry = z.infer<typeof TopicPickerEntry>;

/** GET /api/game-types/:id/topic-summaries: no answers, for the online topic picker. */
export const TopicSummariesResponse = z.object({ topics: z.array(TopicPickerEntry) });
export type TopicSummariesResponse = z.infer<typeof TopicSummariesResponse>;

/** A topic of the offline bundle: its answers sealed (answer-seal.ts), not in plain text. */
export const SealedTopicDto = TopicSummary.extend({ ...TopicTraits, sealedAnswers: z.string() });
export type SealedTopicDto = z.infer<typeof SealedTopicDto>;

/**
 * A Survey Says prompt of the offline bundle (OFF-13): plain, since the party's answers make
 * the board; aliases are other ways people say a likely answer (SURVEY-1).
 */
export const OfflineSurveyPromptDto = z.object({
  id: z.string(),
  text: z.string(),
  category: z.string(),
  familyFriendly: z.boolean(),
  aliases: z.record(z.string(), z.array(z.string())).optional(),
});
export type OfflineSurveyPromptDto = z.infer<typeof OfflineSurveyPromptDto>;

/**
 * GET /api/offline-bundle (session required): everything the Offline Party Pack needs, every
 * game type with topics and every library topic. `version` is a hash of that content (also
 * the ETag); `key` unseals each topic's answers (obfuscation of open data, not secrecy).
 */
export const OfflineBundleResponse = z.object({
  version: z.string().min(1),
  key: z.string().min(1),
  gameTypes: z.array(GameTypeDto),
  topics: z.array(SealedTopicDto),
  /** My Topics: the user's own topics, sealed the same way; older bundles lack it. */
  myTopics: z.array(SealedTopicDto).optional(),
  /** Survey Says: the library's prompts (OFF-13); older bundles lack them. */
  surveyPrompts: z.array(OfflineSurveyPromptDto).optional(),
});
export type OfflineBundleResponse = z.infer<typeof OfflineBundleResponse>;

/**
 * GET /api/parties/{code}/joinable: whether a join would be accepted, asked
 * before a guest is made. Only yes or no: not why, and nothing else about the party.
 */
export const PartyLookupResponse = z.object({ joinable: z.boolean() }).strict();
export type PartyLookupResponse = z.infer<typeof PartyLookupResponse>;

/** POST /api/maintenance/clear-expired-parties */
export const ClearExpiredResponse = z.object({ deleted: z.number().int() });
export type ClearExpiredResponse = z.infer<typeof ClearExpiredResponse>;

/** GET /api/health */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  storage: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * POST /api/me/offline-games: a finished Offline Party Pack game of the signed-in
 * host counts in their games played. `id` is made by the device, so a retry counts once.
 */
export const OfflineGameRequest = z
  .object({
    id: z.string().uuid(),
    topicTitle: z.string().trim().min(1).max(200),
    finishedAt: z.string().datetime(),
    /**
     * The winning team names (a tie for first names each; at most 4 teams).
     * Optional: games kept on a device before this field existed have none.
     */
    winners: z.array(z.string().max(100)).max(4).optional(),
  })
  .strict();
export type OfflineGameRequest = z.infer<typeof OfflineGameRequest>;
