import type { OfflineSurvey } from '@trivia/game';

const STATUSES: ReadonlyArray<OfflineSurvey['status']> = ['answering', 'board', 'noBoard'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * OFF-10, OFF-13: the survey of a saved game, when it has the shape the screens read; a game
 * saved before Survey Says, or with a survey that is not whole, has none.
 */
export function savedSurvey(value: unknown): OfflineSurvey | null {
  if (!isRecord(value) || !isRecord(value.prompt)) return null;
  const { prompt, people, person, answers, status, counts } = value;
  const whole =
    typeof prompt.id === 'string' &&
    typeof prompt.text === 'string' &&
    typeof people === 'number' &&
    typeof person === 'number' &&
    typeof value.awaitingPerson === 'boolean' &&
    Array.isArray(answers) &&
    answers.every((a) => isRecord(a) && typeof a.text === 'string') &&
    STATUSES.includes(status as OfflineSurvey['status']) &&
    Array.isArray(counts) &&
    counts.every((count) => typeof count === 'number');
  return whole ? (value as unknown as OfflineSurvey) : null;
}

/** A saved game (as read from storage) with its survey checked: savedSurvey, or null. */
export function withSavedSurvey(saved: unknown): unknown {
  if (!isRecord(saved) || !isRecord(saved.state)) return saved;
  return { ...saved, state: { ...saved.state, survey: savedSurvey(saved.state.survey) } };
}
