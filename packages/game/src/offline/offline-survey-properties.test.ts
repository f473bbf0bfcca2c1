import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSurveyStarted } from '../testing/offline-survey-builders';
import { applyOfflineAction } from './offline-reducer';
import type { OfflineAction, OfflineGameState } from './offline-state';
import { surveySlotCounts } from './offline-survey';
import { OFFLINE_SURVEY_ANSWERS } from './offline-survey-state';

const WORDS = ['Pizza', 'pizza', 'za', 'Tacos', 'taco', 'Burger', 'burgers', 'Sushi', 'Chips'];

const answerText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 70 }) },
);

const action: fc.Arbitrary<OfflineAction> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ type: 'surveyReady' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('submitSurveyAnswers' as const),
      answers: fc.array(answerText, { maxLength: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<OfflineAction>({
      type: 'startGame',
      teamNames: ['A', 'B'],
      maxAttempts: 3,
    }),
  },
);

/** What holds after every step of a survey, whatever was pressed. */
function checkSurvey(state: OfflineGameState) {
  const survey = state.survey;
  expect(survey).not.toBeNull();
  if (!survey) return;
  expect(survey.person).toBeLessThanOrEqual(survey.people);
  expect(survey.answers.map((answer) => answer.order)).toEqual(survey.answers.map((_, i) => i));
  const perPerson = new Map<string, number>();
  for (const answer of survey.answers) {
    perPerson.set(answer.memberId, (perPerson.get(answer.memberId) ?? 0) + 1);
  }
  for (const count of perPerson.values()) expect(count).toBeLessThanOrEqual(OFFLINE_SURVEY_ANSWERS);
  expect(perPerson.size).toBeLessThanOrEqual(survey.person);
  expect(survey.status === 'answering').toBe(survey.person < survey.people);
  const counts = surveySlotCounts(state);
  if (counts === null) {
    expect(state.topic).toBeNull();
    return;
  }
  expect(counts.length).toBeGreaterThanOrEqual(3);
  expect(counts.length).toBeLessThanOrEqual(5);
  expect(state.topic?.answers).toHaveLength(counts.length);
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  for (const count of counts) expect(count).toBeLessThanOrEqual(survey.people);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(survey.answers.length);
}

describe('Offline survey properties', () => {
  it('[OFF-13][OFF-14] any presses keep the survey whole: one to three answers a person, a board of 3 to 5 slots in count order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.array(action, { maxLength: 40 }),
        (people, actions) => {
          let state = makeSurveyStarted(people);
          for (const next of actions) {
            const result = applyOfflineAction(state, next);
            if (result.ok) state = result.state;
            if (state.phase !== 'topicSelection') break;
            checkSurvey(state);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('[OFF-13] every person answering gives one answer each to the survey and ends it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }), {
          minLength: 2,
          maxLength: 20,
        }),
        (answersOf) => {
          let state = makeSurveyStarted(answersOf.length);
          for (const answers of answersOf) {
            const ready = applyOfflineAction(state, { type: 'surveyReady' });
            expect(ready.ok).toBe(true);
            if (!ready.ok) return;
            const done = applyOfflineAction(ready.state, { type: 'submitSurveyAnswers', answers });
            expect(done.ok).toBe(true);
            if (!done.ok) return;
            state = done.state;
          }
          const total = answersOf.reduce((sum, answers) => sum + answers.length, 0);
          expect(state.survey?.answers).toHaveLength(total);
          expect(state.survey?.status).not.toBe('answering');
          expect(state.survey?.status === 'board').toBe(state.topic !== null);
        },
      ),
      { numRuns: 100 },
    );
  });
});
