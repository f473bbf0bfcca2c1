/**
 * FEUD rules (docs/RULES.md, FEUD family): the second rule set, beside Classic. One board is
 * one Feud round: a face-off wins the floor, the team with the floor guesses until it clears
 * the board or takes three strikes, then the other teams may steal the bank with one guess.
 * This round state is shared by the online party (teams by their place in party.teams) and
 * the Offline Party Pack (teams by index): plain JSON, no answers in it, safe to show.
 */

/** The rule set a game is played by; Classic is the default and plays as before. */
export type RuleSet = 'classic' | 'feud';

export const RULE_SETS: readonly RuleSet[] = ['classic', 'feud'];

export const DEFAULT_RULE_SET: RuleSet = 'classic';

/** Strikes that lose the floor. */
export const FEUD_MAX_STRIKES = 3;

/**
 * faceOff: one player of each of two teams answers; the higher-ranked answer wins the floor.
 * floor: the team in control guesses, a member at a time; a miss or time-out is a strike.
 * steal: after the third strike, the other teams in turn order get one guess each.
 * done: the bank went to one team (the board stays for "reveal the rest").
 */
export type FeudPhase = 'faceOff' | 'floor' | 'steal' | 'done';

/** A face-off answer: the rank found (0 is the top answer) or -1 for a miss or time-out. */
export interface FaceOffAnswer {
  rank: number;
  /** The order it came in (0 first), which breaks a tie of equal ranks. */
  order: number;
}

export interface FeudRound {
  phase: FeudPhase;
  /** The two teams (indices in turn order) in the face-off. */
  faceOffTeams: [number, number];
  /** Face-off pairs gone so far in this round (a pair where neither found an answer: next pair). */
  faceOffPair: number;
  /** The current pair's answers, by slot (0: faceOffTeams[0]); null until given. */
  faceOffAnswers: [FaceOffAnswer | null, FaceOffAnswer | null];
  /** The team (index) with the floor: set once the face-off is won. */
  controlTeam: number | null;
  /** Strikes of the team with the floor, 0 to FEUD_MAX_STRIKES. */
  strikes: number;
  /** Points found this round and not yet awarded (SCORE-1's 5 down to 1 per answer). */
  bank: number;
  /**
   * During steal: the teams (indices) still to try, the first is stealing now. Before the
   * steal: every team in turn order (the steal draws from it); empty once done.
   */
  stealQueue: number[];
  /** Guesses made on the floor so far: whose turn it is within the team with the floor. */
  floorGuesses: number;
  /** Once done: the team the bank went to, and how. */
  winner: number | null;
  wonBy: 'cleared' | 'steal' | 'held' | null;
}
