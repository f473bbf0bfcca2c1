import { isOnlineTopic } from '@trivia/content';
import {
  MESSAGES,
  withLearnedAliases,
  type GameType,
  type PartyCommand,
  type PartyState,
  type Topic,
} from '@trivia/game';
import { REALTIME_ERRORS, type PartyChangeCommand } from '@trivia/protocol';
import { learnedAliasesOf } from '../storage/alias-suggestions';
import { findPlayableGameType, findTopic } from '../storage/catalog';
import { findUserTopic } from '../storage/user-topics';
import type { Db } from '../storage/schema';

/** The catalog entries a command names by id, read before its transaction. */
export interface CatalogChoice {
  gameType?: GameType;
  topic?: Topic;
  /** The topic is the sender's own (My Topics, issue 41). */
  ownTopic?: boolean;
}

export type Resolved<T> = { ok: true; value: T } | { ok: false; error: string };

/** Whether the command names a game type or topic, which resolveCatalog reads. */
export function namesCatalogEntry(command: PartyChangeCommand): boolean {
  return command.type === 'chooseGameType' || command.type === 'chooseTopic';
}

/**
 * Looks up the game type or topic a command names (the browser sends ids, never answers).
 * A topic is the library's or one of the sender's own (My Topics, issue 19): another user's
 * private topic is "not found", and only the host may choose, so a party plays a private
 * topic only when its host owns it. A library topic of the offline set is "not found" too
 * (issue 41): its answers are in every Offline Party Pack.
 */
export async function resolveCatalog(
  db: Db,
  command: PartyChangeCommand,
  userId: string,
): Promise<Resolved<CatalogChoice>> {
  if (command.type === 'chooseGameType') {
    const gameType = await findPlayableGameType(db, command.payload.gameTypeId);
    if (gameType === null) return { ok: false, error: REALTIME_ERRORS.gameTypeNotFound };
    return { ok: true, value: { gameType } };
  }
  if (command.type === 'chooseTopic') {
    const stored = await findTopic(db, command.payload.topicId);
    if (stored !== null) {
      if (!isOnlineTopic(stored.id)) return { ok: false, error: REALTIME_ERRORS.topicNotFound };
      const { origin: _origin, ...topic } = stored;
      // Issue 20: aliases hosts taught the matcher that an administrator approved (issue 41).
      const learned = await learnedAliasesOf(db, topic.id);
      return { ok: true, value: { topic: withLearnedAliases(topic, learned) } };
    }
    const own = await findUserTopic(db, userId, command.payload.topicId);
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
  return { ok: true, value: {} };
}

/**
 * The rule command for a client command by `userId` against the locked state. A guess
 * typed in a turn that has since ended is refused, not spent on the next turn.
 */
export function toPartyCommand(
  command: PartyChangeCommand,
  userId: string,
  state: PartyState,
  now: number,
  choice: CatalogChoice,
): Resolved<PartyCommand> {
  const ok = (value: PartyCommand): Resolved<PartyCommand> => ({ ok: true, value });
  switch (command.type) {
    case 'leave':
    case 'startGame':
    case 'redistributeTeams':
    case 'beginGame':
    case 'playAgain':
    case 'revokeScreen':
    case 'pauseGame':
    case 'resumeGame':
      return ok({ type: command.type, userId, now });
    case 'setLocked':
      return ok({ type: 'setLocked', userId, locked: command.payload.locked, now });
    case 'setAllowProfanity': {
      const { allowProfanity } = command.payload;
      return ok({ type: 'setAllowProfanity', userId, allowProfanity, now });
    }
    case 'renameMember': {
      const { targetUserId, name } = command.payload;
      return ok({ type: 'renameMember', userId, targetUserId, name, now });
    }
    case 'renameTeam': {
      const { teamId, name } = command.payload;
      return ok({ type: 'renameTeam', userId, teamId, name, now });
    }
    case 'kick':
    case 'promote':
      return ok({ type: command.type, userId, targetUserId: command.payload.targetUserId, now });
    case 'chooseGameType':
      return choice.gameType
        ? ok({ type: 'chooseGameType', userId, gameType: choice.gameType, now })
        : { ok: false, error: REALTIME_ERRORS.gameTypeNotFound };
    case 'chooseTopic':
      return choice.topic
        ? ok({ type: 'chooseTopic', userId, topic: choice.topic, ownTopic: choice.ownTopic, now })
        : { ok: false, error: REALTIME_ERRORS.topicNotFound };
    case 'goBack':
      return ok({ type: 'goBack', userId, to: command.payload.to, now });
    case 'saveTeams': {
      const { teamNames, maxAttempts, turnSeconds } = command.payload;
      return ok({ type: 'saveTeams', userId, teamNames, maxAttempts, turnSeconds, now });
    }
    case 'assignTeam': {
      const { targetUserId, teamId } = command.payload;
      return ok({ type: 'assignTeam', userId, targetUserId, teamId, now });
    }
    case 'setHostMode':
      return ok({ type: 'setHostMode', userId, mode: command.payload.mode, now });
    case 'acceptGuess': {
      const { guessIndex, turn, rank } = command.payload;
      return ok({ type: 'acceptGuess', userId, guessIndex, turn, rank, now });
    }
    case 'adjustScore': {
      const { teamId, points } = command.payload;
      return ok({ type: 'adjustScore', userId, teamId, points, now });
    }
    case 'undoJudgement':
      return ok({ type: 'undoJudgement', userId, judgementId: command.payload.judgementId, now });
    case 'skipChecking':
      return ok({ type: 'skipChecking', userId, now });
    case 'guess': {
      const { turn, text } = command.payload;
      const stale =
        state.party.status === 'playing' && turn !== undefined && turn !== state.party.turn;
      return stale
        ? { ok: false, error: MESSAGES.staleTurn }
        : ok({ type: 'guess', userId, text, now });
    }
    default:
      return { ok: false, error: MESSAGES.unknownCommand };
  }
}
