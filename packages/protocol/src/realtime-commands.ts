import { z } from 'zod';
import { PairingCode } from './tv-pairing';

/**
 * Client → server messages of the realtime channel: every one is a command envelope
 * `{ commandId, type, payload }` sent on the socket.io event `command` (docs/PROTOCOL.md).
 * Limits are hard caps on size; the game rules give the product messages for the rest.
 */

export const LIMITS = {
  commandIdLength: 64,
  userIdLength: 64,
  catalogIdLength: 100,
  teamIdLength: 20,
  teamNameLength: 40,
  teamCount: 4,
  guessLength: 100,
  /** A game holds at most 5 teams × 5 attempts of guesses; ids are indexes. */
  guessIndex: 100,
  judgementId: 1000,
  scoreAdjustment: 10,
  answerRank: 9,
  /**
   * Survey Says: hard caps only; the rules give the product messages for 5 prompts,
   * 3 answers of 60 characters (SURVEY-8, SURVEY-9).
   */
  surveyPrompts: 10,
  surveyAnswers: 10,
  surveyAnswerLength: 200,
  surveySeconds: 600,
  surveyGroupIndex: 1000,
  surveyOrder: 1_000_000,
  surveyGroupName: 200,
} as const;

/** A client-made id (a UUID is best): a retried command with the same id is applied once. */
export const CommandId = z
  .string()
  .min(1)
  .max(LIMITS.commandIdLength)
  .regex(/^[A-Za-z0-9_-]+$/, 'Command id may hold only letters, digits, - and _');

/** JOIN-1: 6 characters from A-Z and 0-9. */
export const PartyCode = z
  .string()
  .regex(/^[A-Z0-9]{6}$/, 'Party code must be 6 characters from A-Z and 0-9');

const UserId = z.string().min(1).max(LIMITS.userIdLength);
const CatalogId = z.string().min(1).max(LIMITS.catalogIdLength);
const TeamId = z.string().min(1).max(LIMITS.teamIdLength);

const party = { code: PartyCode };

function envelope<Type extends string, Payload extends z.ZodRawShape>(
  type: Type,
  payload: Payload,
) {
  return z.strictObject({
    commandId: CommandId,
    type: z.literal(type),
    payload: z.strictObject(payload),
  });
}

/** Create party (JOIN-4): the host is the signed-in user, named by their display name. */
export const CreatePartyCommand = envelope('createParty', {});
/** JOIN-3: the signed-in user joins (or resumes) the party and is subscribed to it. */
export const JoinPartyCommand = envelope('joinParty', party);
/** Receive the party's view now and after every change (members only). */
export const SubscribeCommand = envelope('subscribe', party);
export const UnsubscribeCommand = envelope('unsubscribe', party);

export const LeaveCommand = envelope('leave', party);
export const KickCommand = envelope('kick', { ...party, targetUserId: UserId });
export const PromoteCommand = envelope('promote', { ...party, targetUserId: UserId });
/**
 * PARTY-2 "Start Game". SETUP-7: `defaultGameType` true asks for the default game type when
 * the party has none, so the topics come at once. ROUND-2: from the results, the next round.
 */
export const StartGameCommand = envelope('startGame', {
  ...party,
  defaultGameType: z.boolean().optional(),
});
export const ChooseGameTypeCommand = envelope('chooseGameType', {
  ...party,
  gameTypeId: CatalogId,
});
export const ChooseTopicCommand = envelope('chooseTopic', { ...party, topicId: CatalogId });
export const GoBackCommand = envelope('goBack', {
  ...party,
  to: z.enum(['lobby', 'select', 'topics', 'setup']),
});
/** TEAM-2, SETUP-3 "Team Setup": team names, max attempts and time per turn (stored on the party). */
export const SaveTeamsCommand = envelope('saveTeams', {
  ...party,
  teamNames: z.array(z.string().max(LIMITS.teamNameLength)).max(LIMITS.teamCount),
  maxAttempts: z.number().int().min(0).max(100),
  turnSeconds: z.number().int().min(0).max(10_000),
});
/** TEAM-5: a player moves themself; the host moves anyone (teamId null = no team). */
export const AssignTeamCommand = envelope('assignTeam', {
  ...party,
  targetUserId: UserId,
  teamId: TeamId.nullable(),
});
export const RedistributeTeamsCommand = envelope('redistributeTeams', party);
export const BeginGameCommand = envelope('beginGame', party);
/**
 * TURN-4, TURN-8: the online guess. `turn` (optional) is the turn the guess was typed in: a guess that
 * arrives after its turn ended is refused instead of spending the next turn's attempt.
 */
export const GuessCommand = envelope('guess', {
  ...party,
  text: z.string().max(LIMITS.guessLength),
  turn: z.number().int().min(0).optional(),
});
export const PlayAgainCommand = envelope('playAgain', party);

/** A library topic's difficulty, as "Surprise me" may ask for it. */
export const TopicDifficulty = z.enum(['easy', 'medium', 'hard']);
/**
 * SETUP-6 quick start (host; lobby, topics or results): a topic by id, or "Surprise me"
 * (ROUND-5: the server picks one the party has not played, of `difficulty` or any when null).
 */
export const QuickStartCommand = envelope('quickStart', {
  ...party,
  pick: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('topic'), topicId: CatalogId }),
    z.strictObject({ kind: z.literal('surprise'), difficulty: TopicDifficulty.nullable() }),
    /** SURVEY-11: the board the party's survey made of this prompt. */
    z.strictObject({ kind: z.literal('survey'), promptId: CatalogId }),
  ]),
});
/** ROUND-3 (host, results): end the match; the results crown the match winner. */
export const EndMatchCommand = envelope('endMatch', party);

/** HOST-4 "Two ways to host" (host, team setup): on a team, or judging from none. */
export const SetHostModeCommand = envelope('setHostMode', {
  ...party,
  mode: z.enum(['plays', 'quizmaster']),
});
/** Which guess of this game a host judges: its index in the view's guesses and its turn. */
const guessRef = {
  guessIndex: z.number().int().min(0).max(LIMITS.guessIndex),
  turn: z.number().int().min(0),
};
/**
 * JUDGE-3 (host): what Accept offers for a missed guess: every answer not found yet
 * (`choices`) and the closest of them (`proposal`). Changes nothing; only the host who asks
 * receives them, never a view.
 */
export const ProposeAcceptCommand = envelope('proposeAccept', { ...party, ...guessRef });
/** JUDGE-2 (host): accept a missed guess as the answer of `rank`. */
export const AcceptGuessCommand = envelope('acceptGuess', {
  ...party,
  ...guessRef,
  rank: z.number().int().min(0).max(LIMITS.answerRank),
});
/** JUDGE-4 (host): give (above 0) or take (below 0) points from a team. */
export const AdjustScoreCommand = envelope('adjustScore', {
  ...party,
  teamId: TeamId,
  points: z.number().int().min(-LIMITS.scoreAdjustment).max(LIMITS.scoreAdjustment),
});
/** JUDGE-8 (host): end the "Host is checking…" window at once ("Show results"). */
export const SkipCheckingCommand = envelope('skipChecking', party);
/** JUDGE-6 (host): take back a correction, named by its id in the view's judgements. */
export const UndoJudgementCommand = envelope('undoJudgement', {
  ...party,
  judgementId: z.number().int().min(0).max(LIMITS.judgementId),
});

/**
 * SURVEY-8 (host; lobby or choosing; refused while a survey is open): the survey's prompts,
 * from the library by id (1 to 5) or "Surprise me" (`count` prompts, family-friendly only
 * when `familyOnly`); exactly one of `prompts` and `surprise`. `seconds`: the countdown,
 * 30 unless given, 0 for none, else 15 to 120 (the rule's message says so).
 */
const surveySeconds = { seconds: z.number().int().min(0).max(LIMITS.surveySeconds).optional() };
export const StartSurveyCommand = z.strictObject({
  commandId: CommandId,
  type: z.literal('startSurvey'),
  payload: z.union([
    z.strictObject({
      ...party,
      prompts: z
        .array(z.strictObject({ kind: z.literal('library'), promptId: CatalogId }))
        .min(1)
        .max(LIMITS.surveyPrompts),
      ...surveySeconds,
    }),
    z.strictObject({
      ...party,
      surprise: z.strictObject({
        count: z.number().int().min(1).max(LIMITS.surveyPrompts),
        familyOnly: z.boolean().optional(),
      }),
      ...surveySeconds,
    }),
  ]),
});
/**
 * SURVEY-9 (any member not kicked, while the survey is open): this member's answers to one
 * prompt, replacing the ones they gave before (an empty list takes them back).
 */
export const AnswerSurveyCommand = envelope('answerSurvey', {
  ...party,
  promptId: CatalogId,
  answers: z.array(z.string().max(LIMITS.surveyAnswerLength)).max(LIMITS.surveyAnswers),
});
/** SURVEY-8 (host): close the open survey now; the server's timer closes it at its deadline. */
export const CloseSurveyCommand = envelope('closeSurvey', party);
const SurveyGroupIndex = z.number().int().min(0).max(LIMITS.surveyGroupIndex);
const SurveyAnswerRef = z.strictObject({
  memberId: UserId,
  order: z.number().int().min(0).max(LIMITS.surveyOrder),
});
/**
 * SURVEY-10 (the quizmaster; closed survey, board not played yet): one review step of a
 * prompt's groups, named by their index in the viewer's `survey.groups[promptId]`.
 */
export const ReviewSurveyCommand = envelope('reviewSurvey', {
  ...party,
  promptId: CatalogId,
  op: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('merge'), a: SurveyGroupIndex, b: SurveyGroupIndex }),
    z.strictObject({ kind: z.literal('split'), group: SurveyGroupIndex, answer: SurveyAnswerRef }),
    z.strictObject({
      kind: z.literal('rename'),
      group: SurveyGroupIndex,
      name: z.string().max(LIMITS.surveyGroupName),
    }),
    z.strictObject({ kind: z.literal('remove'), group: SurveyGroupIndex, answer: SurveyAnswerRef }),
  ]),
});
/** SURVEY-13 (host): share the closed survey's counts with the big anonymous survey. */
export const SetShareSurveyCommand = envelope('setShareSurvey', { ...party, share: z.boolean() });

/** HOST-5, host only: newcomers cannot join while locked ("This party is locked"). */
export const SetLockedCommand = envelope('setLocked', { ...party, locked: z.boolean() });
/** HOST-6, host only: an adult party allows names the profanity filter refuses. */
export const SetAllowProfanityCommand = envelope('setAllowProfanity', {
  ...party,
  allowProfanity: z.boolean(),
});
/** HOST-7, host only: a member's name in this party (the name rule applies). */
export const RenameMemberCommand = envelope('renameMember', {
  ...party,
  targetUserId: UserId,
  name: z.string().max(LIMITS.teamNameLength * 2),
});
/** HOST-7, host only: a team's name (the name rule applies; its score stays). */
export const RenameTeamCommand = envelope('renameTeam', {
  ...party,
  teamId: TeamId,
  name: z.string().max(LIMITS.teamNameLength * 2),
});
/** PAUSE-1, host only: the countdown stops and no guess is taken until resumeGame. */
export const PauseGameCommand = envelope('pauseGame', party);
export const ResumeGameCommand = envelope('resumeGame', party);

/** The secret of a party's big-screen link: whoever holds the link may watch the party. */
export const ScreenKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Screen key must be 16-64 letters, digits, - or _');
/** Host only: the key of the party's big-screen link, made on first use and the same after. */
export const OpenScreenCommand = envelope('openScreen', party);
/** Host only: the big-screen link stops working; every screen showing the party stops. */
export const RevokeScreenCommand = envelope('revokeScreen', party);
/**
 * Makes this connection a big screen of the party for the rest of its life: it receives the
 * party's public view (viewer SCREEN_VIEWER_ID, not a member) and every other command is refused.
 */
export const WatchScreenCommand = envelope('watchScreen', { ...party, key: ScreenKey });
/**
 * SCREEN-2, host only: the TV showing `pairingCode` (docs/PROTOCOL.md "TV pairing") becomes a
 * big screen of the party, with the same key a display link carries.
 */
export const PairScreenCommand = envelope('pairScreen', { ...party, pairingCode: PairingCode });

/** Every client → server message. */
export const ClientCommand = z.discriminatedUnion('type', [
  CreatePartyCommand,
  JoinPartyCommand,
  SubscribeCommand,
  UnsubscribeCommand,
  LeaveCommand,
  KickCommand,
  PromoteCommand,
  StartGameCommand,
  ChooseGameTypeCommand,
  ChooseTopicCommand,
  GoBackCommand,
  SaveTeamsCommand,
  AssignTeamCommand,
  RedistributeTeamsCommand,
  BeginGameCommand,
  GuessCommand,
  PlayAgainCommand,
  QuickStartCommand,
  EndMatchCommand,
  SetHostModeCommand,
  ProposeAcceptCommand,
  AcceptGuessCommand,
  AdjustScoreCommand,
  UndoJudgementCommand,
  SkipCheckingCommand,
  SetLockedCommand,
  SetAllowProfanityCommand,
  RenameMemberCommand,
  RenameTeamCommand,
  PauseGameCommand,
  ResumeGameCommand,
  OpenScreenCommand,
  RevokeScreenCommand,
  WatchScreenCommand,
  PairScreenCommand,
  StartSurveyCommand,
  AnswerSurveyCommand,
  CloseSurveyCommand,
  ReviewSurveyCommand,
  SetShareSurveyCommand,
]);
export type ClientCommand = z.infer<typeof ClientCommand>;
export type ClientCommandType = ClientCommand['type'];

/** The commands that change a party (everything but create, join, subscriptions, screens, proposals). */
export type PartyChangeCommand = Exclude<
  ClientCommand,
  {
    type:
      | 'createParty'
      | 'joinParty'
      | 'subscribe'
      | 'unsubscribe'
      | 'openScreen'
      | 'watchScreen'
      | 'pairScreen'
      | 'proposeAccept';
  }
>;

export type ParsedCommand =
  { ok: true; command: ClientCommand } | { ok: false; error: string; commandId: string | null };

/**
 * Validates one incoming message; never throws. A bad message yields a short error and,
 * when the envelope still carries a usable commandId, that id for the reply.
 */
export function parseClientCommand(input: unknown): ParsedCommand {
  const result = ClientCommand.safeParse(input);
  if (result.success) return { ok: true, command: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  const id = CommandId.safeParse((input as { commandId?: unknown } | null)?.commandId);
  return {
    ok: false,
    error: `Invalid message: ${where}${issue?.message ?? 'unreadable'}`.slice(0, 200),
    commandId: typeof input === 'object' && id.success ? id.data : null,
  };
}
