export * from './offline-state';
export * from './offline-survey-state';
export {
  OFFLINE_SURVEY_MESSAGES,
  readSurveyAnswers,
  surveyHandoff,
  surveySlotCounts,
} from './offline-survey';
export { validateOfflineTeamNames } from './offline-setup';
export { OFFLINE_TIME_EXPIRED } from './offline-guess';
export { applyOfflineAction, lastGuessOutcome } from './offline-reducer';
export { proposeOfflineAnswer, type OfflineGuessRef } from './offline-judgement';
export { GAME_NOT_OVER, handoffTeam, lastOfflineGuess, NOTHING_TO_START } from './offline-turns';
export { feudGuessAcceptable } from './offline-feud-judgement';
