/** The Feud round's shapes, from @trivia/game (packages/game/src/feud/feud-round.ts). */
export { FEUD_MAX_STRIKES } from '@trivia/game';
export type { FaceOffAnswer, FeudPhase, FeudRound, RuleSet } from '@trivia/game';
