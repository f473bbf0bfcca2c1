import { isOnlineTopic } from '@trivia/content';
import {
  isHost,
  MESSAGES,
  SURVEY_DEFAULT_SECONDS,
  SURVEY_GAME_TYPE_ID,
  surveyBoardTopic,
  surveyPromptIdOf,
  withLearnedAliases,
  type GameType,
  type PartyCommand,
  type PartyState,
  type Topic,
} from '@trivia/game';
import { REALTIME_ERRORS, type PartyChangeCommand } from '@trivia/protocol';
import { learnedAliasesOf } from '../storage/alias-suggestions';
import { findPlayableGameType, findTopic, listPlayableGameTypes } from '../storage/catalog';
import { findUserTopic } from '../storage/user-topics';
import type { Db } from '../storage/schema';
import { surveyPromptsFor } from '../survey/survey-prompts';
import type { MakeCommand, Resolved } from './command-outcome';
import { refuseTwinOfPlayed } from './topic-twins';

/** The catalog entries a command names by id, read before its transaction. */
export interface CatalogChoice {
  gameType?: GameType;
  topic?: Topic;
  /** The topic is the sender's own (My Topics: JUDGE-10, JUDGE-11). */
  ownTopic?: boolean;
  /**
   * SURVEY-11: the topic is the board of the party's own survey for this prompt, made from
   * the party's state in the rule (never read from the database).
   */
  surveyPromptId?: string;
}

type Of<T extends PartyChangeCommand['type']> = Extract<PartyChangeCommand, { type: T }>;

/** What a rule command is made from: the sender, the party's state, the time, the catalog read. */
export interface RuleContext {
  userId: string;
  state: PartyState;
  now: number;
  choice: CatalogChoice;
}

/** How the engine runs one type of party change command. */
export interface PartyCommandEntry<C extends PartyChangeCommand> {
  /**
   * The catalog entry the command names by id, read before its unit (the browser sends ids,
   * never answers); none for most commands.
   */
  catalog?: (db: Db, command: C, userId: string) => Promise<Resolved<CatalogChoice>>;
  /** The rule command for the sender against the party's state (or a refusal). */
  rule: (command: C, context: RuleContext) => Resolved<PartyCommand>;
}

const ok = (value: PartyCommand): Resolved<PartyCommand> => ({ ok: true, value });

/** The topic a choice names: the catalog's, or the party's survey board (SURVEY-11). */
function chosenTopic(state: PartyState, choice: CatalogChoice): Resolved<Topic> {
  if (choice.surveyPromptId !== undefined) {
    const board = surveyBoardTopic(state, choice.surveyPromptId);
    return board.ok ? { ok: true, value: board.state } : board;
  }
  return choice.topic
    ? { ok: true, value: choice.topic }
    : { ok: false, error: REALTIME_ERRORS.topicNotFound };
}

/** ROUND-8: the command, unless its topic shares 4 or more answers with one the party played. */
function notTwinOfPlayed(
  state: PartyState,
  topic: Topic,
  command: PartyCommand,
): Resolved<PartyCommand> {
  // Only the host's choice is weighed: anyone else's is refused by the rule itself (ROLE-2).
  if (!('userId' in command) || !isHost(state, command.userId)) return ok(command);
  const allowed = refuseTwinOfPlayed(state, topic.id);
  return allowed.ok ? ok(command) : allowed;
}

/** A command that names no one but its sender. */
const plain =
  <T extends PartyCommand['type'] & PartyChangeCommand['type']>(type: T) =>
  (_command: unknown, { userId, now }: RuleContext) =>
    ok({ type, userId, now } as PartyCommand);

/**
 * The one map from a party change command to its rule: adding a command is one entry here
 * (TypeScript refuses a map that misses one).
 */
export const PARTY_COMMANDS: { [T in PartyChangeCommand['type']]: PartyCommandEntry<Of<T>> } = {
  leave: { rule: plain('leave') },
  startGame: {
    catalog: findDefaultGameType,
    rule: (_command, { userId, now, choice }) =>
      ok(
        choice.gameType
          ? { type: 'startGame', userId, defaultGameType: choice.gameType, now }
          : { type: 'startGame', userId, now },
      ),
  },
  quickStart: {
    catalog: findQuickStartTopic,
    rule: (_command, { userId, state, now, choice }) => {
      const topic = chosenTopic(state, choice);
      if (!topic.ok) return topic;
      if (!choice.gameType) return { ok: false, error: REALTIME_ERRORS.topicNotFound };
      return notTwinOfPlayed(state, topic.value, {
        type: 'quickStart',
        userId,
        gameType: choice.gameType,
        topic: topic.value,
        ownTopic: choice.ownTopic,
        now,
      });
    },
  },
  endMatch: { rule: plain('endMatch') },
  redistributeTeams: { rule: plain('redistributeTeams') },
  beginGame: { rule: plain('beginGame') },
  playAgain: { rule: plain('playAgain') },
  revokeScreen: { rule: plain('revokeScreen') },
  pauseGame: { rule: plain('pauseGame') },
  resumeGame: { rule: plain('resumeGame') },
  skipChecking: { rule: plain('skipChecking') },
  setLocked: {
    rule: ({ payload }, { userId, now }) =>
      ok({ type: 'setLocked', userId, locked: payload.locked, now }),
  },
  setAllowProfanity: {
    rule: ({ payload }, { userId, now }) =>
      ok({ type: 'setAllowProfanity', userId, allowProfanity: payload.allowProfanity, now }),
  },
  renameMember: {
    rule: ({ payload: { targetUserId, name } }, { userId, now }) =>
      ok({ type: 'renameMember', userId, targetUserId, name, now }),
  },
  renameTeam: {
    rule: ({ payload: { teamId, name } }, { userId, now }) =>
      ok({ type: 'renameTeam', userId, teamId, name, now }),
  },
  kick: {
    rule: ({ payload }, { userId, now }) =>
      ok({ type: 'kick', userId, targetUserId: payload.targetUserId, now }),
  },
  promote: {
    rule: ({ payload }, { userId, now }) =>
      ok({ type: 'promote', userId, targetUserId: payload.targetUserId, now }),
  },
  chooseGameType: {
    catalog: findGameType,
    rule: (_command, { userId, now, choice }) =>
      choice.gameType
        ? ok({ type: 'chooseGameType', userId, gameType: choice.gameType, now })
        : { ok: false, error: REALTIME_ERRORS.gameTypeNotFound },
  },
  chooseTopic: {
    catalog: (db, command, userId) => findTopicFor(db, command.payload.topicId, userId),
    rule: (_command, { userId, state, now, choice }) => {
      const topic = chosenTopic(state, choice);
      if (!topic.ok) return topic;
      return notTwinOfPlayed(state, topic.value, {
        type: 'chooseTopic',
        userId,
        topic: topic.value,
        ownTopic: choice.ownTopic,
        now,
      });
    },
  },
  goBack: {
    rule: ({ payload }, { userId, now }) => ok({ type: 'goBack', userId, to: payload.to, now }),
  },
  saveTeams: {
    rule: ({ payload: { teamNames, maxAttempts, turnSeconds } }, { userId, now }) =>
      ok({ type: 'saveTeams', userId, teamNames, maxAttempts, turnSeconds, now }),
  },
  assignTeam: {
    rule: ({ payload: { targetUserId, teamId } }, { userId, now }) =>
      ok({ type: 'assignTeam', userId, targetUserId, teamId, now }),
  },
  setHostMode: {
    rule: ({ payload }, { userId, now }) =>
      ok({ type: 'setHostMode', userId, mode: payload.mode, now }),
  },
  acceptGuess: {
    rule: ({ payload: { guessIndex, turn, rank } }, { userId, now }) =>
      ok({ type: 'acceptGuess', userId, guessIndex, turn, rank, now }),
  },
  adjustScore: {
    rule: ({ payload: { teamId, points } }, { userId, now }) =>
      ok({ type: 'adjustScore', userId, teamId, points, now }),
  },
  undoJudgement: {
    rule: ({ payload }, { userId, now }) =>
      ok({ type: 'undoJudgement', userId, judgementId: payload.judgementId, now }),
  },
  // Survey Says (SURVEY-8 to SURVEY-13): the library's prompts, or "Surprise me".
  startSurvey: {
    rule: (command, { userId, state, now }) => {
      const prompts = surveyPromptsFor(command, state, userId);
      if (!prompts.ok) return prompts;
      const seconds = command.payload.seconds ?? SURVEY_DEFAULT_SECONDS;
      return ok({ type: 'startSurvey', userId, prompts: prompts.value, seconds, now });
    },
  },
  answerSurvey: {
    rule: ({ payload: { promptId, answers } }, { userId, now }) =>
      ok({ type: 'answerSurvey', userId, promptId, answers, now }),
  },
  closeSurvey: { rule: plain('closeSurvey') },
  reviewSurvey: {
    rule: ({ payload: { promptId, op } }, { userId, now }) =>
      ok({ type: 'reviewSurvey', userId, promptId, op, now }),
  },
  setShareSurvey: {
    rule: ({ payload }, { userId, now }) =>
      ok({ type: 'setShareSurvey', userId, share: payload.share, now }),
  },
  // A guess typed in a turn that has since ended is refused, not spent on the next turn.
  guess: {
    rule: ({ payload: { turn, text } }, { userId, state, now }) =>
      state.party.status === 'playing' && turn !== undefined && turn !== state.party.turn
        ? { ok: false, error: MESSAGES.staleTurn }
        : ok({ type: 'guess', userId, text, now }),
  },
};

/** The entry of a command, or undefined for a type no map holds (never, once parsed). */
export function partyCommandEntry(
  command: PartyChangeCommand,
): PartyCommandEntry<PartyChangeCommand> | undefined {
  // One entry's command type is its key's: the map's type says so, the lookup cannot.
  const entries = PARTY_COMMANDS as unknown as Partial<
    Record<string, PartyCommandEntry<PartyChangeCommand>>
  >;
  return Object.hasOwn(entries, command.type) ? entries[command.type] : undefined;
}

/** setPresence found nothing to change. */
export const PRESENCE_UNCHANGED = 'Presence unchanged';

/** The commands the engine makes itself: a join, and the server's own (ROLE-6). */
export const ENGINE_COMMANDS = {
  join:
    (userId: string, displayName: string): MakeCommand =>
    (_state, now) =>
      ok({ type: 'join', userId, displayName, now }),
  renameSelf:
    (userId: string, name: string): MakeCommand =>
    (_state, now) =>
      ok({ type: 'renameSelf', userId, name, now }),
  /** No write when the member is already so. */
  setPresence:
    (userId: string, online: boolean): MakeCommand =>
    (state, now) => {
      const member = state.members.find((m) => m.userId === userId);
      if (member === undefined || member.online === online) {
        return { ok: false, error: PRESENCE_UNCHANGED };
      }
      return ok({ type: 'setPresence', userId, online, now });
    },
  turnTimeout:
    (turn: number): MakeCommand =>
    (_state, now) =>
      ok({ type: 'turnTimeout', turn, now }),
  /** SURVEY-8: the timer closes the open survey whose deadline this is. */
  surveyDeadline:
    (deadline: number): MakeCommand =>
    (_state, now) =>
      ok({ type: 'surveyDeadline', deadline, now }),
};

/** The catalog entry `command` names, read by `read` (none for most commands). */
export async function catalogChoiceOf(
  command: PartyChangeCommand,
  userId: string,
  read: <T>(work: (db: Db) => Promise<T>) => Promise<T>,
): Promise<Resolved<CatalogChoice>> {
  const catalog = partyCommandEntry(command)?.catalog;
  if (catalog === undefined) return { ok: true, value: {} };
  return read((db) => catalog(db, command, userId));
}

/** How the rule command of `command`, sent by `userId`, is made on the party's state. */
export function ruleMaker(
  command: PartyChangeCommand,
  userId: string,
  choice: CatalogChoice,
): MakeCommand {
  const entry = partyCommandEntry(command);
  return (state, now) =>
    entry?.rule(command, { userId, state, now, choice }) ?? {
      ok: false,
      error: MESSAGES.unknownCommand,
    };
}

async function findGameType(
  db: Db,
  command: Of<'chooseGameType'>,
): Promise<Resolved<CatalogChoice>> {
  const gameType = await findPlayableGameType(db, command.payload.gameTypeId);
  if (gameType === null) return { ok: false, error: REALTIME_ERRORS.gameTypeNotFound };
  return { ok: true, value: { gameType } };
}

/**
 * TOPIC-3: a topic is the library's or one of the sender's own (My Topics): another user's
 * private topic is "not found", and only the host may choose, so a party plays a private
 * topic only when its host owns it. TOPIC-7: a library topic of the offline set is "not
 * found" too: its answers are in every Offline Party Pack.
 */
async function findTopicFor(
  db: Db,
  topicId: string,
  userId: string,
): Promise<Resolved<CatalogChoice>> {
  // SURVEY-11: a survey board is the party's own, made in the rule from its state.
  const surveyPromptId = surveyPromptIdOf(topicId);
  if (surveyPromptId !== null) return { ok: true, value: { surveyPromptId } };
  const stored = await findTopic(db, topicId);
  if (stored !== null) {
    if (!isOnlineTopic(stored.id)) return { ok: false, error: REALTIME_ERRORS.topicNotFound };
    const { origin: _origin, ...topic } = stored;
    // JUDGE-9: aliases hosts taught the matcher that an administrator approved.
    const learned = await learnedAliasesOf(db, topic.id);
    return { ok: true, value: { topic: withLearnedAliases(topic, learned) } };
  }
  const own = await findUserTopic(db, userId, topicId);
  if (own === null) return { ok: false, error: REALTIME_ERRORS.topicNotFound };
  const { id, gameTypeId, title, category, answers, sourceUrl, retrievedAt } = own;
  return {
    ok: true,
    value: {
      topic: { id, gameTypeId, title, category, answers, sourceUrl, retrievedAt },
      ownTopic: true,
    },
  };
}

/** SETUP-7: the default game type (the first playable one), when the host's page asks for it. */
async function findDefaultGameType(
  db: Db,
  command: Of<'startGame'>,
): Promise<Resolved<CatalogChoice>> {
  if (command.payload.defaultGameType !== true) return { ok: true, value: {} };
  const [first] = await listPlayableGameTypes(db);
  return { ok: true, value: first === undefined ? {} : { gameType: first } };
}

/**
 * SETUP-6: the topic a quick start names (as chooseTopic finds it: TOPIC-3, TOPIC-7) and its
 * game type. A surprise pick was turned into a topic id before (surprise-topic.ts).
 */
async function findQuickStartTopic(
  db: Db,
  command: Of<'quickStart'>,
  userId: string,
): Promise<Resolved<CatalogChoice>> {
  const { pick } = command.payload;
  if (pick.kind === 'survey') {
    // SURVEY-11: the party's own board of this prompt, played as Survey Says.
    const gameType = await findPlayableGameType(db, SURVEY_GAME_TYPE_ID);
    if (gameType === null) return { ok: false, error: REALTIME_ERRORS.gameTypeNotFound };
    return { ok: true, value: { surveyPromptId: pick.promptId, gameType } };
  }
  if (pick.kind !== 'topic') return { ok: false, error: REALTIME_ERRORS.topicNotFound };
  const found = await findTopicFor(db, pick.topicId, userId);
  if (!found.ok || found.value.topic === undefined) return found;
  const gameType = await findPlayableGameType(db, found.value.topic.gameTypeId);
  if (gameType === null) return { ok: false, error: REALTIME_ERRORS.gameTypeNotFound };
  return { ok: true, value: { ...found.value, gameType } };
}
