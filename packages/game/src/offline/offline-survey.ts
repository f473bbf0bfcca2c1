import { MESSAGES } from '../messages';
import { cleanGuessText } from '../online/guess-text';
import { isValidTurnSeconds } from '../settings';
import { groupSurveyAnswers } from '../survey/group-answers';
import { SURVEY_GAME_TYPE_ID, surveyBoard, surveyTopic } from '../survey/board';
import type { SurveyAnswer } from '../survey/types';
import type { RuleResult } from '../types';
import type { OfflineGameState } from './offline-state';
import {
  OFFLINE_SURVEY_ANSWER_LENGTH,
  OFFLINE_SURVEY_ANSWERS,
  OFFLINE_SURVEY_MAX_PEOPLE,
  OFFLINE_SURVEY_MIN_PEOPLE,
  type OfflineSurvey,
  type OfflineSurveyAction,
  type OfflineSurveyPrompt,
} from './offline-survey-state';

/** OFF-13: the product strings of the offline survey. */
export const OFFLINE_SURVEY_MESSAGES = {
  notSurveyGame: 'Pick Survey Says to run a survey',
  promptMissing: 'Pick a prompt first',
  peopleOutOfRange: `Between ${OFFLINE_SURVEY_MIN_PEOPLE} and ${OFFLINE_SURVEY_MAX_PEOPLE} people can answer`,
  noSurvey: 'No survey is running',
  notAnswering: 'The survey is over: pick another prompt to run a new one',
  alreadyReady: 'The next person already has the device',
  passFirst: 'Pass the device to the next person first',
  noAnswer: 'Type at least one answer',
  tooManyAnswers: `Up to ${OFFLINE_SURVEY_ANSWERS} answers each`,
  answerTooLong: `An answer has at most ${OFFLINE_SURVEY_ANSWER_LENGTH} characters`,
} as const;

const refuse = (error: string): RuleResult<OfflineGameState> => ({ ok: false, error });

/** OFF-13: "Pass to the next person": who has the device next, counted from 1, or null. */
export function surveyHandoff(state: OfflineGameState): { person: number; of: number } | null {
  const survey = state.survey;
  if (survey?.status !== 'answering' || !survey.awaitingPerson) return null;
  return { person: survey.person + 1, of: survey.people };
}

/** OFF-14: how many people said each slot of the board in play, by rank; null when none. */
export function surveySlotCounts(state: OfflineGameState): readonly number[] | null {
  return state.survey?.status === 'board' ? state.survey.counts : null;
}

function validPeople(people: number): boolean {
  return (
    Number.isInteger(people) &&
    people >= OFFLINE_SURVEY_MIN_PEOPLE &&
    people <= OFFLINE_SURVEY_MAX_PEOPLE
  );
}

/** The prompt as the survey keeps it: its id, text, category and aliases only. */
function promptOf(prompt: OfflineSurveyPrompt): OfflineSurveyPrompt {
  const { id, text, category, aliases } = prompt;
  return {
    id,
    text,
    ...(category === undefined ? {} : { category }),
    ...(aliases === undefined ? {} : { aliases }),
  };
}

/**
 * OFF-13: a survey starts while a Survey Says game chooses its topic: any earlier survey and
 * its board are dropped, and the device goes to the first person.
 */
function startSurvey(
  state: OfflineGameState,
  action: Extract<OfflineSurveyAction, { type: 'startSurvey' }>,
): RuleResult<OfflineGameState> {
  if (state.phase !== 'topicSelection') return refuse(MESSAGES.chooseGameTypeFirst);
  if (state.gameType?.id !== SURVEY_GAME_TYPE_ID)
    return refuse(OFFLINE_SURVEY_MESSAGES.notSurveyGame);
  const { prompt, people, timePerTurn } = action;
  if (
    typeof prompt?.id !== 'string' ||
    typeof prompt.text !== 'string' ||
    prompt.text.trim() === ''
  ) {
    return refuse(OFFLINE_SURVEY_MESSAGES.promptMissing);
  }
  if (!validPeople(people)) return refuse(OFFLINE_SURVEY_MESSAGES.peopleOutOfRange);
  if (!isValidTurnSeconds(timePerTurn)) return refuse(MESSAGES.invalidTurnSeconds);
  const survey: OfflineSurvey = {
    prompt: promptOf(prompt),
    people,
    person: 0,
    awaitingPerson: true,
    answers: [],
    status: 'answering',
    reason: null,
    counts: [],
  };
  return { ok: true, state: { ...state, topic: null, timePerTurn, survey } };
}

/** The survey still taking answers, or the reason there is none. */
function answeringSurvey(state: OfflineGameState): RuleResult<OfflineSurvey> {
  const survey = state.survey;
  if (state.phase !== 'topicSelection' || !survey) {
    return { ok: false, error: OFFLINE_SURVEY_MESSAGES.noSurvey };
  }
  if (survey.status !== 'answering') {
    return { ok: false, error: OFFLINE_SURVEY_MESSAGES.notAnswering };
  }
  return { ok: true, state: survey };
}

/** OFF-13: the person passed the device takes it; their answer screen opens. */
function surveyReady(state: OfflineGameState): RuleResult<OfflineGameState> {
  const answering = answeringSurvey(state);
  if (!answering.ok) return answering;
  const survey = answering.state;
  if (!survey.awaitingPerson) return refuse(OFFLINE_SURVEY_MESSAGES.alreadyReady);
  return { ok: true, state: { ...state, survey: { ...survey, awaitingPerson: false } } };
}

/**
 * OFF-13: one person's answers, cleaned as a guess is (VIEW-3), blank ones left out: one to
 * three, each at most 60 characters. Returns the kept texts or the message to show.
 */
export function readSurveyAnswers(
  raw: readonly string[],
): { ok: true; texts: string[] } | { ok: false; error: string } {
  if (!Array.isArray(raw) || raw.some((text) => typeof text !== 'string')) {
    return { ok: false, error: OFFLINE_SURVEY_MESSAGES.noAnswer };
  }
  // Bound the work before cleaning: a person has three boxes.
  if (raw.length > OFFLINE_SURVEY_ANSWERS) {
    return { ok: false, error: OFFLINE_SURVEY_MESSAGES.tooManyAnswers };
  }
  const texts = raw.map(cleanGuessText).filter((text) => text !== '');
  if (texts.length === 0) return { ok: false, error: OFFLINE_SURVEY_MESSAGES.noAnswer };
  if (texts.some((text) => Array.from(text).length > OFFLINE_SURVEY_ANSWER_LENGTH)) {
    return { ok: false, error: OFFLINE_SURVEY_MESSAGES.answerTooLong };
  }
  return { ok: true, texts };
}

/**
 * OFF-13: the person with the device is done: their answers join the survey (person n is
 * `person-n`, orders go on from the answers before) and the device goes to the next person;
 * after the last one the board is made (OFF-14).
 */
function submitSurveyAnswers(
  state: OfflineGameState,
  raw: readonly string[],
): RuleResult<OfflineGameState> {
  const answering = answeringSurvey(state);
  if (!answering.ok) return answering;
  const survey = answering.state;
  if (survey.awaitingPerson) return refuse(OFFLINE_SURVEY_MESSAGES.passFirst);
  const read = readSurveyAnswers(raw);
  if (!read.ok) return refuse(read.error);
  const memberId = `person-${survey.person + 1}`;
  const start = survey.answers.length;
  const answers: SurveyAnswer[] = [
    ...survey.answers,
    ...read.texts.map((text, index) => ({ memberId, text, order: start + index })),
  ];
  const person = survey.person + 1;
  const next: OfflineSurvey = { ...survey, answers, person, awaitingPerson: true };
  return person < survey.people
    ? { ok: true, state: { ...state, survey: next } }
    : { ok: true, state: madeBoard(state, next) };
}

/**
 * OFF-14: the board of a finished survey: everybody's answers grouped (SURVEY-1, SURVEY-2),
 * ranked into a board for a party of `people` (SURVEY-3, SURVEY-4) and played as the game's
 * topic `survey:<promptId>` (SURVEY-5), or no board and the reason. As offline guesses, the
 * answers are not filtered: the people who typed them are the ones in the room (and the
 * profanity list would more than double the offline screens' first download).
 */
function madeBoard(state: OfflineGameState, survey: OfflineSurvey): OfflineGameState {
  const { prompt } = survey;
  const aliases = prompt.aliases ? { aliases: prompt.aliases } : {};
  const groups = groupSurveyAnswers(survey.answers, aliases);
  const board = surveyBoard(groups, survey.people);
  const done = { ...survey, awaitingPerson: false };
  if (!board.ok) {
    return { ...state, topic: null, survey: { ...done, status: 'noBoard', reason: board.reason } };
  }
  const topic = surveyTopic(board.board, {
    id: `survey:${prompt.id}`,
    title: prompt.text,
    category: prompt.category ?? '',
    sourceUrl: '',
    retrievedAt: '',
  });
  const counts = board.board.slots.map((slot) => slot.count);
  return { ...state, topic, survey: { ...done, status: 'board', counts } };
}

/** OFF-13: the survey's actions on the offline game (the rest are the reducer's). */
export function applyOfflineSurveyAction(
  state: OfflineGameState,
  action: OfflineSurveyAction,
): RuleResult<OfflineGameState> {
  switch (action.type) {
    case 'startSurvey':
      return startSurvey(state, action);
    case 'surveyReady':
      return surveyReady(state);
    case 'submitSurveyAnswers':
      return submitSurveyAnswers(state, action.answers);
    case 'cancelSurvey':
      if (state.phase !== 'topicSelection' || !state.survey) {
        return refuse(OFFLINE_SURVEY_MESSAGES.noSurvey);
      }
      return { ok: true, state: { ...state, topic: null, survey: null } };
  }
}

/** OFF-14: Play Again with a survey board picks a new prompt: the last survey goes. */
export function withoutSurvey(result: RuleResult<OfflineGameState>): RuleResult<OfflineGameState> {
  return result.ok && result.state.survey
    ? { ok: true, state: { ...result.state, survey: null } }
    : result;
}
