export * from './types';
export * from './survey-limits';
export { groupSurveyAnswers } from './group-answers';
export { spellingKey } from './group-shape';
export {
  saidItText,
  SURVEY_GAME_TYPE_ID,
  surveyBoard,
  surveyMinPeople,
  surveyTopic,
  type SurveyBoardResult,
  type SurveyTopicInfo,
} from './board';
export { mergeGroups, removeAnswer, renameGroup, splitAnswer, type SurveyReview } from './review';
export * from './shared-survey';
