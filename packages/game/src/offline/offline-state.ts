import { DEFAULT_MAX_ATTEMPTS, DEFAULT_TURN_SECONDS } from '../constants';
import type { GameType, Topic } from '../types';

/** SPEC §4 Offline phases. */
export type OfflinePhase = 'idle' | 'topicSelection' | 'play' | 'results';

/** One guess of an offline team (SPEC §3 Offline team); rank is -1 when wrong. */
export interface OfflineGuess {
  text: string;
  correct: boolean;
  rank: number;
  points: number;
  timedOut: boolean;
}

/** SPEC §3 Offline team; attempts counts the attempts used. */
export interface OfflineTeam {
  name: string;
  guesses: OfflineGuess[];
  score: number;
  attempts: number;
}

/** The whole Offline Party Pack game: plain JSON, safe to keep in session storage. */
export interface OfflineGameState {
  phase: OfflinePhase;
  gameType: GameType | null;
  topic: Topic | null;
  /** 1..5, default 3. */
  maxAttempts: number;
  /** Seconds, 10..120 in steps of 5, default 30. */
  timePerTurn: number;
  teams: OfflineTeam[];
  activeTeamIndex: number;
  /** Who found each answer, in the order found. */
  revealed: Array<{ rank: number; teamIndex: number }>;
  /** Increments each time a turn starts (after every accepted guess): the UI restarts its timer on change. */
  turn: number;
  endedBy: 'allRevealed' | 'noAttemptsLeft' | 'endGame' | null;
  /** The host's corrections of this game, in order (issue 20). */
  judgements: OfflineJudgement[];
  /**
   * Issue 18 (pass-the-device): the device is to be passed to the active team, whose turn
   * (and timer) starts on "Ready". Set when a game starts and when the turn moves to another
   * team; a guess made before Ready counts as Ready (the team has the device).
   */
  awaitingReady: boolean;
  /** Issue 23: the host paused the game; no guess is taken and the timer stands still. */
  paused: boolean;
  /** Issue 18: the team that made the latest guess of this game (its result is shown under it). */
  lastGuessTeamIndex: number | null;
}

/** One correction on the offline device (issue 20): as online, with teams by index. */
export interface OfflineJudgement {
  /** Its place in the list, which Undo names. */
  id: number;
  kind: 'accept' | 'adjust';
  teamIndex: number;
  /** Points given (above 0) or taken (below 0). */
  points: number;
  /** accept: the guess's index in its team's guesses, its text and the answer's rank. */
  guessIndex: number | null;
  guessText: string | null;
  rank: number | null;
  madeWhile: 'play' | 'results';
  undone: boolean;
}

/** The actions of the offline reducer (SPEC §2 /offline to /results, §4 Offline phases). */
export type OfflineAction =
  | { type: 'selectGameType'; gameType: GameType }
  | { type: 'selectTopic'; topic: Topic; timePerTurn: number }
  | { type: 'startGame'; teamNames: string[]; maxAttempts: number }
  | { type: 'submitGuess'; text: string; timedOut?: boolean }
  | { type: 'endGame' }
  | { type: 'acceptGuess'; teamIndex: number; guessIndex: number; rank: number }
  | { type: 'adjustScore'; teamIndex: number; points: number }
  | { type: 'undoJudgement'; judgementId: number }
  /** Issue 18: the team that was passed the device is ready; its turn starts. */
  | { type: 'ready' }
  /** Issue 23: the host pauses or resumes the game. */
  | { type: 'pause' }
  | { type: 'resume' }
  /** Issue 18: a new game with the same teams and settings, from the topic choice. */
  | { type: 'playAgain' }
  | { type: 'reset' };

/** SPEC §4: the idle state that reset returns to, with max attempts 3 and time per turn 30. */
export const initialOfflineState: OfflineGameState = {
  phase: 'idle',
  gameType: null,
  topic: null,
  maxAttempts: DEFAULT_MAX_ATTEMPTS,
  timePerTurn: DEFAULT_TURN_SECONDS,
  teams: [],
  activeTeamIndex: 0,
  revealed: [],
  turn: 0,
  endedBy: null,
  judgements: [],
  awaitingReady: false,
  paused: false,
  lastGuessTeamIndex: null,
};
