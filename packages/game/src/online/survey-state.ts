import type { SurveyAliases, SurveyAnswer, SurveyGroup, SurveySlot } from '../survey/types';

/**
 * SURVEY-8: the online survey a party runs before it plays the boards it makes (Survey Says).
 * The answers and groups are the server's only: a view shows the survey as SurveyView, each
 * member their own answers, and the quizmaster the groups (ViewerSurvey).
 */

/** One prompt of the survey: the library's, with its aliases for grouping (SURVEY-1). */
export interface PartySurveyPrompt {
  id: string;
  text: string;
  aliases?: SurveyAliases;
}

/** A prompt's board once closed: its slots (with their counts), or why there is none. */
export type PartySurveyBoard =
  { ok: true; slots: readonly SurveySlot[] } | { ok: false; reason: string };

export interface PartySurvey {
  status: 'open' | 'closed';
  /** 1 to SURVEY_MAX_PROMPTS prompts. */
  prompts: PartySurveyPrompt[];
  /** When the survey closes (ms); null: no countdown, the host closes it. */
  deadline: number | null;
  /** The answers by prompt id, in the order said (SERVER ONLY, never in a view). */
  answers: Record<string, SurveyAnswer[]>;
  /** The order the next answer gets (SurveyAnswer.order). */
  nextOrder: number;
  /** The groups by prompt id, made at close (SERVER ONLY but for the quizmaster). */
  groups: Record<string, SurveyGroup[]>;
  /** The boards by prompt id, made at close and after every review step. */
  boards: Record<string, PartySurveyBoard>;
  /** The prompt ids whose board was chosen to play. */
  played: string[];
}

/** A prompt's board as every viewer sees it: its size, never its answers. */
export type SurveyBoardView = { ready: true; slots: number } | { ready: false; reason: string };

/** The survey as every viewer (big screens included) sees it: nobody's answers. */
export interface SurveyView {
  status: 'open' | 'closed';
  deadline: number | null;
  prompts: Array<{
    id: string;
    text: string;
    /** null while open. */
    board: SurveyBoardView | null;
    played: boolean;
  }>;
  /** Who has answered at least one prompt, in joining order. */
  answeredMemberIds: string[];
}

/** One answer of a group as the quizmaster reviews it (a review step names it so). */
export interface SurveyGroupAnswerView {
  text: string;
  memberId: string;
  order: number;
}

/** A group as the quizmaster reviews it; a review step names a group by its index. */
export interface SurveyGroupView {
  name: string;
  count: number;
  answers: SurveyGroupAnswerView[];
}

/** What the viewer sees of the survey: their own answers, and the groups for a quizmaster. */
export interface ViewerSurvey {
  /** This member's answers by prompt id (none: {}). */
  myAnswers: Record<string, string[]>;
  /** Only for the quizmaster (HOST-4) once the survey is closed, by prompt id. */
  groups?: Record<string, SurveyGroupView[]>;
}

/** A quizmaster's review step of one prompt's groups (SURVEY-6), groups named by index. */
export type SurveyReviewOp =
  | { kind: 'merge'; a: number; b: number }
  | { kind: 'split'; group: number; answer: { memberId: string; order: number } }
  | { kind: 'rename'; group: number; name: string }
  | { kind: 'remove'; group: number; answer: { memberId: string; order: number } };

/** The topic id of the board made from a prompt: `survey:<promptId>`. */
export const SURVEY_TOPIC_PREFIX = 'survey:';

export function surveyTopicId(promptId: string): string {
  return `${SURVEY_TOPIC_PREFIX}${promptId}`;
}

/** The prompt id a survey board's topic id names, or null for any other topic id. */
export function surveyPromptIdOf(topicId: string): string | null {
  return topicId.startsWith(SURVEY_TOPIC_PREFIX)
    ? topicId.slice(SURVEY_TOPIC_PREFIX.length) || null
    : null;
}

/** SURVEY-8: the limits of the online survey. */
export const SURVEY_MAX_PROMPTS = 5;
export const SURVEY_ANSWERS_PER_PROMPT = 3;
export const SURVEY_ANSWER_LENGTH = 60;
/** The countdown: 30 s unless the host says; 0 = none; else 15 to 120 s. */
export const SURVEY_DEFAULT_SECONDS = 30;
export const SURVEY_MIN_SECONDS = 15;
export const SURVEY_MAX_SECONDS = 120;
