import { MESSAGES } from '../messages';
import type { RuleResult, Topic } from '../types';
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
import { quickStart } from './quick-start';
import { endMatch } from './rounds';
import {
  answerSurvey,
  closeSurvey,
  setShareSurvey,
  startSurvey,
  surveyDeadline,
} from './survey-rules';
import { refuseUnreadyBoard, withBoardPlayed, withTopicCounts } from './survey-boards';
import { reviewSurvey, withoutMemberAnswers } from './survey-review';

/** SURVEY-11: a topic choice: a survey board only while ready, then its slots' counts. */
function chosen(
  state: PartyState,
  topic: Topic,
  choose: (state: PartyState) => RuleResult<PartyState>,
): RuleResult<PartyState> {
  const ready = refuseUnreadyBoard(state, topic);
  return ready.ok ? withTopicCounts(choose(ready.state)) : ready;
}

type Rule<T extends PartyCommand['type']> = (
  state: PartyState,
  command: Extract<PartyCommand, { type: T }>,
) => RuleResult<PartyState>;

/**
 * The one map from a party command to its rule: adding a command is one entry here
 * (TypeScript refuses a map that misses one).
 */
const RULES: { [T in PartyCommand['type']]: Rule<T> } = {
  join: (state, c) => join(state, c.userId, c.displayName, c.now),
  leave: (state, c) => leave(state, c.userId),
  // SURVEY-12: a kicked member's answers leave the survey.
  kick: (state, c) => {
    const kicked = kick(state, c.userId, c.targetUserId, c.now);
    return kicked.ok
      ? { ok: true, state: withoutMemberAnswers(kicked.state, c.targetUserId) }
      : kicked;
  },
  promote: (state, c) => promote(state, c.userId, c.targetUserId),
  revokeScreen: (state, c) => revokeScreen(state, c.userId),
  setPresence: (state, c) => setPresence(state, c.userId, c.online),
  renameSelf: (state, c) => renameSelf(state, c.userId, c.name),
  startGame: (state, c) => startGame(state, c.userId, c.defaultGameType ?? null),
  // SURVEY-11: a survey board is chosen only while ready; its counts go with it.
  quickStart: (state, c) =>
    chosen(state, c.topic, (ready) =>
      withBoardPlayed(quickStart(ready, c.userId, c.gameType, c.topic, c.now, c.ownTopic === true)),
    ),
  endMatch: (state, c) => endMatch(state, c.userId),
  chooseGameType: (state, c) => chooseGameType(state, c.userId, c.gameType),
  chooseTopic: (state, c) =>
    chosen(state, c.topic, (ready) => chooseTopic(ready, c.userId, c.topic, c.ownTopic === true)),
  goBack: (state, c) => goBack(state, c.userId, c.to),
  saveTeams: (state, c) => saveTeams(state, c.userId, c.teamNames, c.maxAttempts, c.turnSeconds),
  assignTeam: (state, c) => assignTeam(state, c.userId, c.targetUserId, c.teamId),
  redistributeTeams: (state, c) => redistributeTeams(state, c.userId),
  beginGame: (state, c) => withBoardPlayed(beginGame(state, c.userId, c.now)),
  guess: (state, c) => guess(state, c.userId, c.text, c.now),
  // The timer ends the host's checking window as it ends a turn.
  turnTimeout: (state, c) =>
    state.party.hostChecking
      ? closeHostCheck(state, c.turn, c.now)
      : turnTimeout(state, c.turn, c.now),
  playAgain: (state, c) => playAgain(state, c.userId),
  setLocked: (state, c) => setLocked(state, c.userId, c.locked),
  setAllowProfanity: (state, c) => setAllowProfanity(state, c.userId, c.allowProfanity),
  renameMember: (state, c) => renameMember(state, c.userId, c.targetUserId, c.name),
  renameTeam: (state, c) => renameTeam(state, c.userId, c.teamId, c.name),
  pauseGame: (state, c) => pauseGame(state, c.userId, c.now),
  resumeGame: (state, c) => resumeGame(state, c.userId, c.now),
  // The host's mode and corrections.
  setHostMode: (state, c) => setHostMode(state, c.userId, c.mode),
  acceptGuess: (state, { userId, guessIndex, turn, rank, now }) =>
    acceptGuess(state, userId, { guessIndex, turn }, rank, now),
  adjustScore: (state, c) => adjustScore(state, c.userId, c.teamId, c.points, c.now),
  undoJudgement: (state, c) => undoJudgement(state, c.userId, c.judgementId, c.now),
  skipChecking: (state, c) => skipHostCheck(state, c.userId),
  // Survey Says (SURVEY-8 to SURVEY-13).
  startSurvey: (state, c) => startSurvey(state, c.userId, c.prompts, c.seconds, c.now),
  answerSurvey: (state, c) => answerSurvey(state, c.userId, c.promptId, c.answers),
  closeSurvey: (state, c) => closeSurvey(state, c.userId),
  surveyDeadline: (state, c) => surveyDeadline(state, c.deadline, c.now),
  reviewSurvey: (state, c) => reviewSurvey(state, c.userId, c.promptId, c.op),
  setShareSurvey: (state, c) => setShareSurvey(state, c.userId, c.share),
};

function runCommand(state: PartyState, command: PartyCommand): RuleResult<PartyState> {
  if (!Object.hasOwn(RULES, command.type)) return { ok: false, error: MESSAGES.unknownCommand };
  // A command's rule is its type's: the map's type says so, the lookup cannot.
  const rule = RULES[command.type] as (
    state: PartyState,
    command: PartyCommand,
  ) => RuleResult<PartyState>;
  return rule(state, command);
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
