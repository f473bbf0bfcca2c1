import type { Party } from '@trivia/game';

/**
 * SURVEY-8: the deadline of the party's open survey when it passed by `dueBefore` (the timer
 * then closes the survey, before any turn), else null.
 */
export function dueSurveyDeadline(party: Party, dueBefore: number): number | null {
  const survey = party.survey ?? null;
  if (survey?.status !== 'open' || survey.deadline === null) return null;
  return survey.deadline <= dueBefore ? survey.deadline : null;
}
