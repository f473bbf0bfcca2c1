import type { GameType, Topic } from '../types';
import type { HostMode } from './host-mode';
import type { PartyState } from './party-state';
import type { PartySurveyPrompt, SurveyReviewOp } from './survey-state';

/** Where a host's "Back to ..." link (PARTY-3) returns the party. */
export type BackTarget = 'lobby' | 'select' | 'topics' | 'setup';

/**
 * Every change to an online party. `userId` is the acting member; `now` is the time in ms.
 * setPresence and turnTimeout come from the server itself, never from a browser.
 */
export type PartyCommand =
  | { type: 'join'; userId: string; displayName: string; now: number }
  | { type: 'leave'; userId: string; now: number }
  | { type: 'kick'; userId: string; targetUserId: string; now: number }
  | { type: 'promote'; userId: string; targetUserId: string; now: number }
  | { type: 'revokeScreen'; userId: string; now: number }
  | { type: 'setPresence'; userId: string; online: boolean; now: number }
  /** The member renamed themselves in their profile (from the server, not a socket). */
  | { type: 'renameSelf'; userId: string; name: string; now: number }
  /** `defaultGameType`: the game type a party that has none takes (SETUP-7). */
  | { type: 'startGame'; userId: string; defaultGameType?: GameType; now: number }
  /** SETUP-6: the chosen topic's game begins at once with last time's teams and settings. */
  | {
      type: 'quickStart';
      userId: string;
      gameType: GameType;
      topic: Topic;
      ownTopic?: boolean;
      now: number;
    }
  /** ROUND-3: the host ends the match on the results. */
  | { type: 'endMatch'; userId: string; now: number }
  | { type: 'chooseGameType'; userId: string; gameType: GameType; now: number }
  /** `ownTopic`: the topic is the sender's own (My Topics), not the library's. */
  | { type: 'chooseTopic'; userId: string; topic: Topic; ownTopic?: boolean; now: number }
  | { type: 'goBack'; userId: string; to: BackTarget; now: number }
  | {
      type: 'saveTeams';
      userId: string;
      teamNames: readonly string[];
      maxAttempts: number;
      turnSeconds: number;
      now: number;
    }
  | { type: 'assignTeam'; userId: string; targetUserId: string; teamId: string | null; now: number }
  | { type: 'redistributeTeams'; userId: string; now: number }
  | { type: 'beginGame'; userId: string; now: number }
  | { type: 'guess'; userId: string; text: string; now: number }
  | { type: 'turnTimeout'; turn: number; now: number }
  | { type: 'playAgain'; userId: string; now: number }
  // Host controls (HOST-5 to HOST-7, PAUSE-1).
  | { type: 'setLocked'; userId: string; locked: boolean; now: number }
  | { type: 'setAllowProfanity'; userId: string; allowProfanity: boolean; now: number }
  | { type: 'renameMember'; userId: string; targetUserId: string; name: string; now: number }
  | { type: 'renameTeam'; userId: string; teamId: string; name: string; now: number }
  | { type: 'pauseGame'; userId: string; now: number }
  | { type: 'resumeGame'; userId: string; now: number }
  // Host judgement (JUDGE-1 to JUDGE-8).
  | { type: 'setHostMode'; userId: string; mode: HostMode; now: number }
  | {
      type: 'acceptGuess';
      userId: string;
      guessIndex: number;
      turn: number;
      rank: number;
      now: number;
    }
  | { type: 'adjustScore'; userId: string; teamId: string; points: number; now: number }
  | { type: 'undoJudgement'; userId: string; judgementId: number; now: number }
  // The host ends the "Host is checking…" window ("Show results").
  | { type: 'skipChecking'; userId: string; now: number }
  // Survey Says (SURVEY-8 to SURVEY-13). `seconds` 0: no countdown.
  | {
      type: 'startSurvey';
      userId: string;
      prompts: readonly PartySurveyPrompt[];
      seconds: number;
      now: number;
    }
  | {
      type: 'answerSurvey';
      userId: string;
      promptId: string;
      answers: readonly string[];
      now: number;
    }
  | { type: 'closeSurvey'; userId: string; now: number }
  /** From the server's timer: closes the survey whose deadline this is, once. */
  | { type: 'surveyDeadline'; deadline: number; now: number }
  | { type: 'reviewSurvey'; userId: string; promptId: string; op: SurveyReviewOp; now: number }
  | { type: 'setShareSurvey'; userId: string; share: boolean; now: number };

export type PartyCommandType = PartyCommand['type'];

/** ROLE-2: the commands only the host may send (assignTeam is host-only for others). */
export const HOST_COMMANDS = [
  'kick',
  'promote',
  'revokeScreen',
  'startGame',
  'chooseGameType',
  'chooseTopic',
  'goBack',
  'saveTeams',
  'redistributeTeams',
  'beginGame',
  'playAgain',
  'setLocked',
  'setAllowProfanity',
  'renameMember',
  'renameTeam',
  'pauseGame',
  'resumeGame',
  'setHostMode',
  'acceptGuess',
  'adjustScore',
  'undoJudgement',
  'skipChecking',
  'quickStart',
  'endMatch',
  'startSurvey',
  'closeSurvey',
  'reviewSurvey',
  'setShareSurvey',
] as const satisfies readonly PartyCommandType[];

/**
 * The outcome of a command: the new state (version bumped, lastUpdatedAt = now), and
 * `closed` when no member is left so the server should delete the party; or the error.
 */
export type PartyResult =
  { ok: true; state: PartyState; closed: boolean } | { ok: false; error: string };
