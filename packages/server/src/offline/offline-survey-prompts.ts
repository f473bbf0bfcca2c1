import { gameTypes as contentGameTypes, surveyPrompts } from '@trivia/content';
import { SURVEY_GAME_TYPE_ID, type GameType } from '@trivia/game';
import type { OfflineSurveyPromptDto } from '@trivia/protocol';

/** OFF-13: what the offline pack calls the survey game type, and how it tells it. */
const SURVEY_SAYS = {
  name: 'Survey Says',
  description:
    'Everyone answers a question in secret on this device, then the teams guess what most people said.',
};

/** The library's Survey Says prompts as the offline bundle carries them (OFF-13). */
export function offlineSurveyPrompts(): OfflineSurveyPromptDto[] {
  return surveyPrompts.map(({ id, text, category, familyFriendly, aliases }) => ({
    id,
    text,
    category,
    familyFriendly,
    ...(aliases === undefined ? {} : { aliases }),
  }));
}

/**
 * OFF-13: the offline pack's game types with Survey Says among them when there are prompts:
 * its boards are made on the device from a survey, so it needs no library topic. Named as
 * people know it, in the content's order of game types.
 */
export function withSurveyGameType(
  types: readonly GameType[],
  prompts: readonly OfflineSurveyPromptDto[],
): GameType[] {
  const survey = contentGameTypes.find((type) => type.id === SURVEY_GAME_TYPE_ID);
  const others = types.filter((type) => type.id !== SURVEY_GAME_TYPE_ID);
  if (survey === undefined || prompts.length === 0) return others;
  const order = contentGameTypes.map((type) => type.id);
  return [...others, { ...survey, ...SURVEY_SAYS }].sort(
    (a, b) => order.indexOf(a.id) - order.indexOf(b.id),
  );
}
