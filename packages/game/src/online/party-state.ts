import type { GameType, Topic } from '../types';
import type { PartySurvey } from './survey-state';

/** PARTY-2 online party status; a new party starts as lobby. */
export type PartyStatus = 'lobby' | 'choosing' | 'setup' | 'team_setup' | 'playing' | 'finished';

/** A member's role (ROLE-1). */
export type MemberRole = 'host' | 'player';

/** A team within a party (TEAM-1): id team-1, team-2, ...; attempts counts attempts used. */
export interface PartyTeam {
  id: string;
  name: string;
  score: number;
  attempts: number;
}

/** A member. A kicked member stays listed (kickedAt set) so they cannot rejoin. */
export interface PartyMember {
  userId: string;
  displayName: string;
  role: MemberRole;
  teamId: string | null;
  /** ms since the epoch, as every time in the state. */
  joinedAt: number;
  kickedAt: number | null;
  online: boolean;
}

/** One accepted guess of the current game; userId is null for the server's turn time-out. */
export interface PartyGuess {
  userId: string | null;
  teamId: string;
  text: string;
  correct: boolean;
  /** Zero-based rank of the answer found, -1 when wrong. */
  rank: number;
  points: number;
  timedOut: boolean;
  /** The turn the guess was made in, and when. */
  turn: number;
  at: number;
}

/** A party, with the settings (SETUP-3) and turn timer (TURN-6) the server owns. */
export interface Party {
  code: string;
  hostId: string;
  status: PartyStatus;
  createdAt: number;
  expiresAt: number;
  gameType: GameType | null;
  /** The chosen topic with every answer: only the server holds this; views strip it. */
  topic: Topic | null;
  numTeams: number;
  maxAttempts: number;
  turnSeconds: number;
  activeTeamId: string | null;
  /** Ranks 0 to 4 of found answers, in the order found. */
  revealedIndices: number[];
  teams: PartyTeam[];
  /** Counts turns of the current game; a time-out names the turn it ends, so it applies once. */
  turn: number;
  /**
   * When the current turn runs out (ms), null when not playing; during the host's checking
   * window (hostChecking), when that window closes. The server's timer sweeps it either way.
   */
  turnDeadline: number | null;
  /**
   * The first turn's countdown starts at this time; before it every screen says
   * "Get ready: {team}". Null once a later turn starts, and outside a game.
   */
  getReadyUntil: number | null;
  /**
   * JUDGE-8 "Host is checking…": the last turn ended on a refused guess the host may still
   * accept; the game finishes when the window closes (turnDeadline), the host skips it, or
   * an accept settles it. No team is active meanwhile.
   */
  hostChecking: boolean;
  /**
   * The team each member played in the current game, from Begin Game on (TEAM-6, "Teams are
   * fixed while playing"): a member who leaves and rejoins returns to it.
   */
  gameTeams: Record<string, string>;
  /**
   * Bumped when the big-screen key must change (kick, host change, revoke): screens that
   * watch with an older epoch are dropped, and the host's page asks for the new link.
   */
  screenEpoch: number;
  /**
   * HOST-4 "I'll host, not play": the member who chose to judge from no team. They see
   * every answer only while they are the host and on no team (see isQuizmaster); null when
   * the host plays or the quizmaster was put on a team.
   */
  quizmasterId: string | null;
  /**
   * Who owns the chosen topic when it is the host's own (My Topics); null for a
   * library topic. Only the owner sees its answers as quizmaster, even after a hand-over.
   */
  topicOwnerId: string | null;
  /** Newcomers cannot join ("This party is locked"). */
  locked: boolean;
  /** The host of an adult party lets names hold words the filter refuses. */
  allowProfanity: boolean;
  /** When the host paused the game (null while not paused). */
  pausedAt: number | null;
  /** The turn's time left when paused (null: the turn has no countdown). */
  pausedRemainingMs: number | null;
  /**
   * ROUND-1, ROUND-2: the finished games of this match before the current one (absent or
   * empty until a second game starts).
   */
  rounds?: RoundResult[];
  /** ROUND-3: the host ended the match; the next game starts a new one. */
  matchOver?: boolean;
  /** ROUND-4: the topic ids this party played, least recently played first. */
  playedTopicIds?: string[];
  /**
   * SURVEY-8: the party's survey (Survey Says), open or closed; absent or null when none.
   * Its answers and groups never reach a view as they are (see SurveyView, ViewerSurvey).
   */
  survey?: PartySurvey | null;
  /**
   * SURVEY-13: the host shares the party's closed library prompts' group counts with the big
   * anonymous survey (absent: false).
   */
  shareSurvey?: boolean;
  /**
   * SURVEY-11: "N said it" of each slot of the survey board in play, by rank (server only: a
   * view shows the revealed ones); absent or null when the topic is no survey board.
   */
  topicCounts?: number[] | null;
  /** Bumped by every successful command. */
  version: number;
  lastUpdatedAt: number;
}

/** ROUND-1: one finished game of a match: its topic's title and each team's points. */
export interface RoundResult {
  topicTitle: string;
  teams: Array<{ id: string; name: string; score: number }>;
}

/** Everything the server stores about one online party: plain JSON. */
export interface PartyState {
  party: Party;
  members: PartyMember[];
  /** The guesses of the current game, in order. */
  guesses: PartyGuess[];
  /** The host's corrections of the current game, in order (the guess ledger). */
  judgements: PartyJudgement[];
}

/**
 * One correction by the host: a refused guess accepted as an answer, or points
 * given or taken. Kept when undone (undoneAt set), so the history shows both.
 */
export interface PartyJudgement {
  /** Its place in the list, which Undo names. */
  id: number;
  kind: 'accept' | 'adjust';
  byUserId: string;
  at: number;
  teamId: string;
  /** Points given (above 0) or taken (below 0). */
  points: number;
  /** accept: the guess's index in `guesses`, its text and the answer's rank; else null. */
  guessIndex: number | null;
  guessText: string | null;
  rank: number | null;
  /** Undo applies only while the party is still in this status. */
  madeWhile: 'playing' | 'finished';
  undoneAt: number | null;
}
