/**
 * The Feud round's shapes as the web reads them from the shared view. Stand-in until
 * @trivia/game exports them from its index (packages/game/src/feud/feud-round.ts).
 */
export type RuleSet = 'classic' | 'feud';

export const FEUD_MAX_STRIKES = 3;

export type FeudPhase = 'faceOff' | 'floor' | 'steal' | 'done';

export interface FaceOffAnswer {
  rank: number;
  order: number;
}

export interface FeudRound {
  phase: FeudPhase;
  faceOffTeams: [number, number];
  faceOffPair: number;
  faceOffAnswers: [FaceOffAnswer | null, FaceOffAnswer | null];
  controlTeam: number | null;
  strikes: number;
  bank: number;
  stealQueue: number[];
  floorGuesses: number;
  winner: number | null;
  wonBy: 'cleared' | 'steal' | 'held' | null;
}
