import { DEFAULT_MAX_ATTEMPTS, DEFAULT_TURN_SECONDS } from '../constants';
import { DEFAULT_RULE_SET, type FeudGuessPlace, type FeudRound, type RuleSet } from '../feud';
import type { GameType, Topic } from '../types';
import type { OfflineSurvey, OfflineSurveyAction } from './offline-survey-state';

/** OFF-1: the offline phases. */
export type OfflinePhase = 'idle' | 'topicSelection' | 'play' | 'results';

/** One guess of an offline team; rank is -1 when wrong. */
export interface OfflineGuess {
  text: string;
  correct: boolean;
  rank: number;
  points: number;
  timedOut: boolean;
  /** Feud only: where in the round the guess was made (absent in Classic). */
  place?: FeudGuessPlace;
}

/** An offline team; attempts counts the attempts used. */
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
  /** OFF-13: the survey of a Survey Says game (its board's counts during play), else null. */
  survey: OfflineSurvey | null;
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
  /** bankWon: a Feud round ended by a steal, or with the bank kept after the steal missed. */
  endedBy: 'allRevealed' | 'noAttemptsLeft' | 'endGame' | 'bankWon' | null;
  /** The host's corrections of this game, in order. */
  judgements: OfflineJudgement[];
  /**
   * OFF-3 (pass-the-device): the device is to be passed to the active team, whose turn
   * (and timer) starts on "Ready". Set when a game starts and when the turn moves to another
   * team; a guess made before Ready counts as Ready (the team has the device).
   */
  awaitingReady: boolean;
  /** The host paused the game; no guess is taken and the timer stands still. */
  paused: boolean;
  /** The team that made the latest guess of this game (its result is shown under it). */
  lastGuessTeamIndex: number | null;
  /** The rules of the game: Classic (the default) or Feud; kept by Play Again. */
  ruleSet: RuleSet;
  /** Feud: the round of the current (or last) game; null in Classic. */
  feud: FeudRound | null;
  /**
   * Feud face-off: the current pair's answers by slot, kept out of the teams' guesses (and the
   * board) until the face-off is decided, so the second player cannot see the first answer.
   */
  faceOffGuesses: [OfflineGuess | null, OfflineGuess | null];
}

/** One correction on the offline device: as online, with teams by index. */
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
  /** Feud accept: the round before and after it (undo puts the round back while it is unchanged). */
  feudBefore?: FeudRound;
  feudAfter?: FeudRound;
}

/** The actions of the offline reducer (the /offline to /results screens, OFF-1). */
export type OfflineAction =
  | { type: 'selectGameType'; gameType: GameType }
  | { type: 'selectTopic'; topic: Topic; timePerTurn: number }
  | { type: 'startGame'; teamNames: string[]; maxAttempts: number; ruleSet?: RuleSet }
  | { type: 'submitGuess'; text: string; timedOut?: boolean }
  | { type: 'endGame' }
  | { type: 'acceptGuess'; teamIndex: number; guessIndex: number; rank: number }
  | { type: 'adjustScore'; teamIndex: number; points: number }
  | { type: 'undoJudgement'; judgementId: number }
  /** The team that was passed the device is ready; its turn starts. */
  | { type: 'ready' }
  /** The host pauses or resumes the game. */
  | { type: 'pause' }
  | { type: 'resume' }
  /** A new game with the same teams and settings, from the topic choice. */
  | { type: 'playAgain' }
  | { type: 'reset' }
  | OfflineSurveyAction;

/** OFF-1: the idle state that reset returns to, with max attempts 3 and time per turn 30. */
export const initialOfflineState: OfflineGameState = {
  phase: 'idle',
  gameType: null,
  topic: null,
  survey: null,
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
  ruleSet: DEFAULT_RULE_SET,
  feud: null,
  faceOffGuesses: [null, null],
};
