import {
  MESSAGES,
  type GameType,
  type PartyCommand,
  type PartyState,
  type Topic,
} from '@trivia/game';
import { REALTIME_ERRORS, type PartyChangeCommand } from '@trivia/protocol';
import { findTopic, listPlayableGameTypes } from '../storage/catalog';
import type { Db } from '../storage/schema';

/** The catalog entries a command names by id, read before its transaction. */
export interface CatalogChoice {
  gameType?: GameType;
  topic?: Topic;
}

export type Resolved<T> = { ok: true; value: T } | { ok: false; error: string };

/** Looks up the game type or topic a command names (the browser sends ids, never answers). */
export async function resolveCatalog(
  db: Db,
  command: PartyChangeCommand,
): Promise<Resolved<CatalogChoice>> {
  if (command.type === 'chooseGameType') {
    const gameTypes = await listPlayableGameTypes(db);
    const gameType = gameTypes.find((g) => g.id === command.payload.gameTypeId);
    if (gameType === undefined) return { ok: false, error: REALTIME_ERRORS.gameTypeNotFound };
    return { ok: true, value: { gameType } };
  }
  if (command.type === 'chooseTopic') {
    const stored = await findTopic(db, command.payload.topicId);
    if (stored === null) return { ok: false, error: REALTIME_ERRORS.topicNotFound };
    const { origin: _origin, ...topic } = stored;
    return { ok: true, value: { topic } };
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
      return ok({ type: command.type, userId, now });
    case 'kick':
    case 'promote':
      return ok({ type: command.type, userId, targetUserId: command.payload.targetUserId, now });
    case 'chooseGameType':
      return choice.gameType
        ? ok({ type: 'chooseGameType', userId, gameType: choice.gameType, now })
        : { ok: false, error: REALTIME_ERRORS.gameTypeNotFound };
    case 'chooseTopic':
      return choice.topic
        ? ok({ type: 'chooseTopic', userId, topic: choice.topic, now })
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
