import { initialOfflineState, type OfflineGameState } from '../offline/offline-state';
import type { OfflineSurveyPrompt } from '../offline/offline-survey-state';
import { SURVEY_GAME_TYPE_ID } from '../survey/board';
import { offlineStep } from './offline-builders';
import { makeGameType } from './topic-builders';

/** A library prompt as the offline pack carries it. */
export const LUNCH_PROMPT: OfflineSurveyPrompt = {
  id: 'prompt-lunch-food',
  text: 'Name a food you eat with your hands',
  category: 'food-and-drink',
  aliases: { Pizza: ['za'] },
};

/** An offline game of Survey Says, choosing its topic (no survey yet). */
export function makeSurveyGameChosen(): OfflineGameState {
  return offlineStep(initialOfflineState, {
    type: 'selectGameType',
    gameType: makeGameType({ id: SURVEY_GAME_TYPE_ID, name: 'Survey Says' }),
  });
}

/** A survey of `people` people started on LUNCH_PROMPT (the first person not yet ready). */
export function makeSurveyStarted(people: number, timePerTurn = 30): OfflineGameState {
  return offlineStep(makeSurveyGameChosen(), {
    type: 'startSurvey',
    prompt: LUNCH_PROMPT,
    people,
    timePerTurn,
  });
}

/** Each person in turn takes the device and answers: `answersOf[n]` are person n+1's answers. */
export function answerSurvey(
  state: OfflineGameState,
  answersOf: readonly (readonly string[])[],
): OfflineGameState {
  return answersOf.reduce(
    (current, answers) =>
      offlineStep(offlineStep(current, { type: 'surveyReady' }), {
        type: 'submitSurveyAnswers',
        answers: [...answers],
      }),
    state,
  );
}

/** Five people answering LUNCH_PROMPT: the board Pizza 3, Tacos 2, Burger 2, Sushi 1, Hot dog 1. */
export const FIVE_PEOPLE_ANSWERS: readonly (readonly string[])[] = [
  ['Pizza', 'Tacos', 'Burger'],
  ['pizza!', 'taco'],
  ['za', 'Sushi'],
  ['Burgers', 'Hot dog'],
  ['Chips'],
];
