import { z } from 'zod';

/**
 * FEUD-7: the Feud round in a party view (the shape of @trivia/game's FeudRound): public,
 * no answer in it. Teams are indices in the party's teams.
 */
const TeamIndex = z.number().int();

const FaceOffAnswerView = z.object({
  rank: z.number().int(),
  order: z.number().int(),
});

export const FeudRoundView = z.object({
  phase: z.enum(['faceOff', 'floor', 'steal', 'done']),
  faceOffTeams: z.tuple([TeamIndex, TeamIndex]),
  faceOffPair: z.number().int(),
  faceOffAnswers: z.tuple([FaceOffAnswerView.nullable(), FaceOffAnswerView.nullable()]),
  controlTeam: TeamIndex.nullable(),
  strikes: z.number().int(),
  bank: z.number().int(),
  stealQueue: z.array(TeamIndex),
  floorGuesses: z.number().int(),
  winner: TeamIndex.nullable(),
  wonBy: z.enum(['cleared', 'steal', 'held']).nullable(),
});

/** Where in the Feud round a guess was made (FEUD-10 names it when the host accepts). */
export const FeudGuessPlaceView = z.object({
  phase: z.enum(['faceOff', 'floor', 'steal']),
  team: TeamIndex,
  slot: z.union([z.literal(0), z.literal(1)]).optional(),
  pair: z.number().int().optional(),
});

/** The Feud fields of a party (FEUD-7); all absent in a party that never played Feud. */
export const FeudPartyFields = {
  ruleSet: z.enum(['classic', 'feud']).optional(),
  feud: FeudRoundView.nullable().optional(),
  /** The two face-off players, by slot; null outside the face-off. */
  faceOffUserIds: z.tuple([z.string(), z.string()]).nullable().optional(),
  /** On the floor, the one member who may guess now. */
  feudTurnUserId: z.string().nullable().optional(),
};
