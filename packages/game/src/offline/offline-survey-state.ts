import type { SurveyAliases, SurveyAnswer } from '../survey/types';

/**
 * OFF-13: Survey Says in the Offline Party Pack, on one device. The prompt is picked, then
 * each person in turn is passed the device, types up to three answers and hands it on; the
 * board is made from everybody's answers once the last person is done.
 */

/** OFF-13: how many people may answer a survey on one device. */
export const OFFLINE_SURVEY_MIN_PEOPLE = 2;
export const OFFLINE_SURVEY_MAX_PEOPLE = 20;
/** OFF-13: the answers one person may give, and the characters of one answer. */
export const OFFLINE_SURVEY_ANSWERS = 3;
export const OFFLINE_SURVEY_ANSWER_LENGTH = 60;

/** The prompt the party answers (from the offline pack's library). */
export interface OfflineSurveyPrompt {
  id: string;
  text: string;
  category?: string;
  aliases?: SurveyAliases;
}

/** Where the survey is: people answering, a board made, or too few groups for one. */
export type OfflineSurveyStatus = 'answering' | 'board' | 'noBoard';

/** The survey of the current offline game (plain JSON, saved with the game). */
export interface OfflineSurvey {
  prompt: OfflineSurveyPrompt;
  /** How many people answer, 2..20. */
  people: number;
  /** The person answering now, from 0; `people` once everybody has answered. */
  person: number;
  /** OFF-13: the device is to be passed to `person`, whose answer screen opens on Ready. */
  awaitingPerson: boolean;
  /** Everybody's answers so far: person n is member `person-n` (from 1), in the order said. */
  answers: SurveyAnswer[];
  status: OfflineSurveyStatus;
  /** noBoard: why there is no board ("Not enough answers: ..."). */
  reason: string | null;
  /** board: how many people said each slot, by rank ("N said it"). */
  counts: number[];
}

/** The survey's actions (the /survey screen). */
export type OfflineSurveyAction =
  /** Starts a survey of `prompt` for `people` people; the turn time is kept for the game. */
  | { type: 'startSurvey'; prompt: OfflineSurveyPrompt; people: number; timePerTurn: number }
  /** The person who was passed the device is ready to answer. */
  | { type: 'surveyReady' }
  /** The person answering is done: their answers (blank ones left out). */
  | { type: 'submitSurveyAnswers'; answers: string[] }
  /** Back to picking a prompt: the survey is dropped. */
  | { type: 'cancelSurvey' };
