import { MESSAGES } from '../messages';
import type { RuleResult } from '../types';
import { activeMembers, isExpired } from './access';
import { beginGame, playAgain } from './game-lifecycle';
import { guess, turnTimeout } from './guess';
import { closeHostCheck, skipHostCheck } from './host-checking';
import { acceptGuess } from './host-judgement';
import { setHostMode } from './host-mode';
import { chooseGameType, chooseTopic, goBack, startGame } from './lobby';
import {
  pauseGame,
  renameMember,
  renameTeam,
  resumeGame,
  setAllowProfanity,
  setLocked,
} from './host-controls';
import { join, kick, leave, promote, revokeScreen, setPresence } from './membership';
import { renameSelf } from './member-name';
import type { PartyCommand, PartyResult } from './party-commands';
import type { PartyState } from './party-state';
import { assignTeam, redistributeTeams } from './team-assignment';
import { adjustScore, undoJudgement } from './score-corrections';
import { saveTeams } from './team-setup';

function runCommand(state: PartyState, command: PartyCommand): RuleResult<PartyState> {
  switch (command.type) {
    case 'join':
      return join(state, command.userId, command.displayName, command.now);
    case 'leave':
      return leave(state, command.userId);
    case 'kick':
      return kick(state, command.userId, command.targetUserId, command.now);
    case 'promote':
      return promote(state, command.userId, command.targetUserId);
    case 'revokeScreen':
      return revokeScreen(state, command.userId);
    case 'setPresence':
      return setPresence(state, command.userId, command.online);
    case 'renameSelf':
      return renameSelf(state, command.userId, command.name);
    case 'startGame':
      return startGame(state, command.userId);
    case 'chooseGameType':
      return chooseGameType(state, command.userId, command.gameType);
    case 'chooseTopic':
      return chooseTopic(state, command.userId, command.topic, command.ownTopic === true);
    case 'goBack':
      return goBack(state, command.userId, command.to);
    case 'saveTeams':
      return saveTeams(
        state,
        command.userId,
        command.teamNames,
        command.maxAttempts,
        command.turnSeconds,
      );
    case 'assignTeam':
      return assignTeam(state, command.userId, command.targetUserId, command.teamId);
    case 'redistributeTeams':
      return redistributeTeams(state, command.userId);
    case 'beginGame':
      return beginGame(state, command.userId, command.now);
    case 'guess':
      return guess(state, command.userId, command.text, command.now);
    case 'turnTimeout':
      // The timer ends the host's checking window as it ends a turn.
      return state.party.hostChecking
        ? closeHostCheck(state, command.turn, command.now)
        : turnTimeout(state, command.turn, command.now);
    case 'playAgain':
      return playAgain(state, command.userId);
    case 'setLocked':
      return setLocked(state, command.userId, command.locked);
    case 'setAllowProfanity':
      return setAllowProfanity(state, command.userId, command.allowProfanity);
    case 'renameMember':
      return renameMember(state, command.userId, command.targetUserId, command.name);
    case 'renameTeam':
      return renameTeam(state, command.userId, command.teamId, command.name);
    case 'pauseGame':
      return pauseGame(state, command.userId, command.now);
    case 'resumeGame':
      return resumeGame(state, command.userId, command.now);
    default:
      return runJudgement(state, command);
  }
}

/** The host's mode and corrections. */
function runJudgement(state: PartyState, command: PartyCommand): RuleResult<PartyState> {
  switch (command.type) {
    case 'setHostMode':
      return setHostMode(state, command.userId, command.mode);
    case 'acceptGuess': {
      const { userId, guessIndex, turn, rank, now } = command;
      return acceptGuess(state, userId, { guessIndex, turn }, rank, now);
    }
    case 'adjustScore':
      return adjustScore(state, command.userId, command.teamId, command.points, command.now);
    case 'undoJudgement':
      return undoJudgement(state, command.userId, command.judgementId, command.now);
    case 'skipChecking':
      return skipHostCheck(state, command.userId);
    default:
      return { ok: false, error: MESSAGES.unknownCommand };
  }
}

/**
 * Applies one command to an online party (null when it does not exist); never throws.
 * An expired party refuses everything but leave. Success bumps version, sets
 * lastUpdatedAt = now, and says `closed` when no member is left.
 */
export function applyPartyCommand(
  state: PartyState | null | undefined,
  command: PartyCommand,
): PartyResult {
  if (state === null || state === undefined) return { ok: false, error: MESSAGES.partyNotFound };
  if (command.type !== 'leave' && isExpired(state, command.now)) {
    return { ok: false, error: MESSAGES.partyExpired };
  }
  const result = runCommand(state, command);
  if (!result.ok) return result;
  const next: PartyState = {
    ...result.state,
    party: { ...result.state.party, version: state.party.version + 1, lastUpdatedAt: command.now },
  };
  return { ok: true, state: next, closed: activeMembers(next).length === 0 };
}
