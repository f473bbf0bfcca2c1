import type { OfflineGameState } from '@trivia/game';

/**
 * What the board shows, in the same shape offline and online (the online party view is
 * adapted to it by online/play/board-adapters.ts): the topic's slots, the teams with their
 * guesses in order, and which team found each revealed rank.
 */
export type BoardState = Pick<OfflineGameState, 'topic' | 'teams' | 'revealed'>;

/** The moment of the game the stage presents around the board. */
export interface BoardMoment {
  board: BoardState;
  /** The team whose turn it is, -1 when none. */
  activeTeamIndex: number;
  maxAttempts: number;
}
