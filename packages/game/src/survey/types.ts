/**
 * Survey Says (docs/RULES.md, SURVEY family): the party answers a prompt privately, the
 * answers are grouped with the matcher's rules, and the largest groups become the board.
 */

/** One answer a member gave to the survey prompt. */
export interface SurveyAnswer {
  memberId: string;
  /** The answer as typed (cleaned where it entered, see VIEW-3). */
  text: string;
  /** When it was said: the party's submission order, one number per answer (0 first). */
  order: number;
}

/** Which answer of a group a review operation means: its member and its order. */
export interface SurveyAnswerRef {
  memberId: string;
  order: number;
}

/** Answers that the matcher reads as one thing (SURVEY-1). */
export interface SurveyGroup {
  /** SURVEY-2: its most common spelling, or the name the host gave it (`renamed`). */
  name: string;
  /** SURVEY-2: the distinct people who said it (three answers of one person count 1). */
  count: number;
  /** Its answers, in the order they were said. */
  answers: readonly SurveyAnswer[];
  /** The order of its first answer: ties of count go to the group said first. */
  firstOrder: number;
  /** SURVEY-6: set once the host renamed it; a group not renamed is named by its answers. */
  renamed?: true;
}

/** One slot of a survey board: a topic answer with how many people said it. */
export interface SurveySlot {
  text: string;
  /** The group's other spellings, so a guess written any of those ways finds the slot. */
  aliases: readonly string[];
  /** Shown on the revealed slot: "N said it". */
  count: number;
  /** SCORE-1: what the slot earns, 5 for the top answer down to 1. */
  points: number;
}

/** SURVEY-4: the board the teams guess, three to five slots, largest group first. */
export interface SurveyBoard {
  slots: readonly SurveySlot[];
}

/** The prompt's aliases: a name and the other ways people say it ("Pizza": ["za"]). */
export type SurveyAliases = Readonly<Record<string, readonly string[]>>;

export interface SurveyGroupingOptions {
  aliases?: SurveyAliases;
}
