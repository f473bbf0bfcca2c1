import { z } from 'zod';
import type { PartyView as GamePartyView } from '@trivia/game';
import { TopicSummary } from './http';

/**
 * The party as one member sees it: the shape @trivia/game's `partyView` computes, which is
 * the only party data the server ever sends. Unrevealed answers are absent until finished.
 */

const GameTypeView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  maxAnswers: z.number().int(),
});

const AnswerView = z.object({
  text: z.string(),
  aliases: z.array(z.string()).readonly().optional(),
  /** Zero-based rank: 5 − rank points. */
  rank: z.number().int(),
});

const TopicView = TopicSummary.extend({
  /** How many answers the board has (5), found or not. */
  answerCount: z.number().int(),
  /** Only the revealed answers while playing; all of them once finished. */
  answers: z.array(AnswerView),
  /** SURVEY-11: a survey board's "N said it" count of each answer in `answers`, same order. */
  counts: z.array(z.number().int()).optional(),
});

/** SURVEY-9: the party's survey as everyone sees it: nobody's answers. */
const SurveyView = z.object({
  status: z.enum(['open', 'closed']),
  /** When it closes (server clock, epoch ms); null: no countdown. */
  deadline: z.number().nullable(),
  prompts: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      /** null while open; the board's size, or why there is none. */
      board: z
        .discriminatedUnion('ready', [
          z.object({ ready: z.literal(true), slots: z.number().int() }),
          z.object({ ready: z.literal(false), reason: z.string() }),
        ])
        .nullable(),
      played: z.boolean(),
    }),
  ),
  /** Who has answered at least one prompt. */
  answeredMemberIds: z.array(z.string()),
});

/** SURVEY-10: a group as the quizmaster reviews it (review steps name it by its index). */
const SurveyGroupView = z.object({
  name: z.string(),
  count: z.number().int(),
  answers: z.array(z.object({ text: z.string(), memberId: z.string(), order: z.number().int() })),
});

const TeamView = z.object({
  id: z.string(),
  name: z.string(),
  score: z.number().int(),
  attempts: z.number().int(),
});

const MemberView = z.object({
  userId: z.string(),
  displayName: z.string(),
  role: z.enum(['host', 'player']),
  teamId: z.string().nullable(),
  joinedAt: z.number(),
  kickedAt: z.number().nullable(),
  online: z.boolean(),
});

const GuessView = z.object({
  /** null for the server's turn time-out. */
  userId: z.string().nullable(),
  teamId: z.string(),
  text: z.string(),
  correct: z.boolean(),
  /** -1 when wrong. */
  rank: z.number().int(),
  points: z.number().int(),
  timedOut: z.boolean(),
  turn: z.number().int(),
  at: z.number(),
});

/** One correction by the host (the guess ledger); undone ones stay listed. */
const JudgementView = z.object({
  /** Undo names it by this id. */
  id: z.number().int(),
  kind: z.enum(['accept', 'adjust']),
  byUserId: z.string(),
  at: z.number(),
  teamId: z.string(),
  /** Points given (above 0) or taken (below 0). */
  points: z.number().int(),
  /** accept: the guess's index in `guesses`, its text and the answer's rank; else null. */
  guessIndex: z.number().int().nullable(),
  guessText: z.string().nullable(),
  rank: z.number().int().nullable(),
  madeWhile: z.enum(['playing', 'finished']),
  undoneAt: z.number().nullable(),
});

export const PartyStatus = z.enum([
  'lobby',
  'choosing',
  'setup',
  'team_setup',
  'playing',
  'finished',
]);
export type PartyStatus = z.infer<typeof PartyStatus>;

const PartyData = z.object({
  code: z.string(),
  hostId: z.string(),
  status: PartyStatus,
  createdAt: z.number(),
  expiresAt: z.number(),
  gameType: GameTypeView.nullable(),
  topic: TopicView.nullable(),
  numTeams: z.number().int(),
  maxAttempts: z.number().int(),
  turnSeconds: z.number().int(),
  activeTeamId: z.string().nullable(),
  revealedIndices: z.array(z.number().int()),
  teams: z.array(TeamView),
  turn: z.number().int(),
  /**
   * When the current turn runs out (server clock, epoch ms); null when not playing. While
   * `hostChecking`, when the host's checking window closes.
   */
  turnDeadline: z.number().nullable(),
  /** The first turn's countdown starts here; before it, "Get ready: {team}". */
  getReadyUntil: z.number().nullable(),
  /** "Host is checking…" the guess that ended the game; no team is active. */
  hostChecking: z.boolean(),
  /** Changes when the big-screen link is revoked (kick, host change, revoke). */
  screenEpoch: z.number().int(),
  /** Newcomers cannot join. */
  locked: z.boolean(),
  /** The host allows names the profanity filter refuses. */
  allowProfanity: z.boolean(),
  /** When the host paused the game (null when not paused). */
  pausedAt: z.number().nullable(),
  /** The turn's time left when paused, in ms (null: no countdown). */
  pausedRemainingMs: z.number().nullable(),
  /** Who hosts as quizmaster ("I'll host, not play"), null when the host plays. */
  quizmasterId: z.string().nullable(),
  /** ROUND-1: the finished games of this match before the current one. */
  rounds: z
    .array(
      z.object({
        topicTitle: z.string(),
        teams: z.array(z.object({ id: z.string(), name: z.string(), score: z.number().int() })),
      }),
    )
    .optional(),
  /** ROUND-3: the host ended the match. */
  matchOver: z.boolean().optional(),
  /** SURVEY-9: the party's survey (Survey Says), null when none. */
  survey: SurveyView.nullable(),
  /** SURVEY-13: the host shares the survey's counts with the big anonymous survey. */
  shareSurvey: z.boolean(),
  version: z.number().int(),
  lastUpdatedAt: z.number(),
});

export const PartyView = z.object({
  party: PartyData,
  /** Members not kicked, ordered by joinedAt (JOIN-7). */
  members: z.array(MemberView),
  /** The accepted guesses of the current game, in order. */
  guesses: z.array(GuessView),
  /** The host's corrections of this game. */
  judgements: z.array(JudgementView),
  viewer: z.object({
    userId: z.string(),
    isMember: z.boolean(),
    isHost: z.boolean(),
    kicked: z.boolean(),
    teamId: z.string().nullable(),
    /** Every answer, for a quizmaster host while playing ("Host view"); else null. */
    hostView: z.array(z.object({ text: z.string(), rank: z.number().int() })).nullable(),
    /** SURVEY-9, SURVEY-10: this member's answers by prompt id; the quizmaster's groups. */
    survey: z.object({
      myAnswers: z.record(z.string(), z.array(z.string())),
      groups: z.record(z.string(), z.array(SurveyGroupView)).optional(),
    }),
  }),
  version: z.number().int(),
});
export type PartyView = z.infer<typeof PartyView>;

// One shape, two sources: the schema and the game's view type must agree both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const viewsAgree: Same<GamePartyView, PartyView> = true;
void viewsAgree;
