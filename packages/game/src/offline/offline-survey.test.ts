import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { saidItText } from '../survey/board';
import { makeOfflineTopicChosen, offlineGuess, offlineStep } from '../testing/offline-builders';
import {
  answerSurvey,
  FIVE_PEOPLE_ANSWERS,
  LUNCH_PROMPT,
  makeSurveyGameChosen,
  makeSurveyStarted,
} from '../testing/offline-survey-builders';
import { makeTopic } from '../testing/topic-builders';
import { applyOfflineAction } from './offline-reducer';
import type { OfflineGameState } from './offline-state';
import { OFFLINE_SURVEY_MESSAGES, surveyHandoff, surveySlotCounts } from './offline-survey';

const refused = (state: OfflineGameState, action: Parameters<typeof applyOfflineAction>[1]) =>
  applyOfflineAction(state, action);

describe('Offline survey: answering on one device', () => {
  it('[OFF-13] a survey starts on a Survey Says game with the device waiting for person 1', () => {
    const state = makeSurveyStarted(4, 45);
    expect(state.phase).toBe('topicSelection');
    expect(state.timePerTurn).toBe(45);
    expect(state.topic).toBeNull();
    expect(state.survey).toMatchObject({
      prompt: LUNCH_PROMPT,
      people: 4,
      person: 0,
      awaitingPerson: true,
      answers: [],
      status: 'answering',
    });
    expect(surveyHandoff(state)).toEqual({ person: 1, of: 4 });
  });

  it('[OFF-13] refuses a survey outside Survey Says, without a prompt, or for 1 or 21 people', () => {
    const topTopic = makeOfflineTopicChosen();
    const start = {
      type: 'startSurvey' as const,
      prompt: LUNCH_PROMPT,
      people: 3,
      timePerTurn: 30,
    };
    expect(refused(topTopic, start)).toEqual({
      ok: false,
      error: OFFLINE_SURVEY_MESSAGES.notSurveyGame,
    });
    const chosen = makeSurveyGameChosen();
    for (const people of [1, 21, 2.5, Number.NaN]) {
      expect(refused(chosen, { ...start, people })).toEqual({
        ok: false,
        error: 'Between 2 and 20 people can answer',
      });
    }
    expect(refused(chosen, { ...start, prompt: { id: 'x', text: '  ' } })).toEqual({
      ok: false,
      error: OFFLINE_SURVEY_MESSAGES.promptMissing,
    });
    expect(refused(chosen, { ...start, timePerTurn: 7 })).toEqual({
      ok: false,
      error: MESSAGES.invalidTurnSeconds,
    });
  });

  it('[OFF-13] each person takes the device on Ready, answers, and hands it to the next', () => {
    let state = makeSurveyStarted(3);
    expect(refused(state, { type: 'submitSurveyAnswers', answers: ['Pizza'] })).toEqual({
      ok: false,
      error: OFFLINE_SURVEY_MESSAGES.passFirst,
    });
    state = offlineStep(state, { type: 'surveyReady' });
    expect(surveyHandoff(state)).toBeNull();
    expect(refused(state, { type: 'surveyReady' })).toEqual({
      ok: false,
      error: OFFLINE_SURVEY_MESSAGES.alreadyReady,
    });
    state = offlineStep(state, { type: 'submitSurveyAnswers', answers: ['  Pizza ', '', 'Tacos'] });
    expect(state.survey?.answers).toEqual([
      { memberId: 'person-1', text: 'Pizza', order: 0 },
      { memberId: 'person-1', text: 'Tacos', order: 1 },
    ]);
    expect(surveyHandoff(state)).toEqual({ person: 2, of: 3 });
    state = answerSurvey(state, [['Burger']]);
    expect(state.survey?.answers.at(-1)).toEqual({
      memberId: 'person-2',
      text: 'Burger',
      order: 2,
    });
    expect(state.survey?.status).toBe('answering');
  });

  it('[OFF-13] takes one to three answers of at most 60 characters, blank ones left out', () => {
    const ready = offlineStep(makeSurveyStarted(2), { type: 'surveyReady' });
    const cases: Array<[string[], string]> = [
      [[], OFFLINE_SURVEY_MESSAGES.noAnswer],
      [['', '   ', '\u200b'], OFFLINE_SURVEY_MESSAGES.noAnswer],
      [['a', 'b', 'c', 'd'], 'Up to 3 answers each'],
      [['x'.repeat(61)], 'An answer has at most 60 characters'],
    ];
    for (const [answers, error] of cases) {
      expect(refused(ready, { type: 'submitSurveyAnswers', answers })).toEqual({
        ok: false,
        error,
      });
    }
    const kept = offlineStep(ready, { type: 'submitSurveyAnswers', answers: ['y'.repeat(60)] });
    expect(kept.survey?.answers).toHaveLength(1);
  });

  it('[OFF-13] survey actions need a running survey in the topic choice', () => {
    const chosen = makeSurveyGameChosen();
    for (const action of [
      { type: 'surveyReady' as const },
      { type: 'submitSurveyAnswers' as const, answers: ['Pizza'] },
      { type: 'cancelSurvey' as const },
    ]) {
      expect(refused(chosen, action)).toEqual({
        ok: false,
        error: OFFLINE_SURVEY_MESSAGES.noSurvey,
      });
    }
  });
});

describe('Offline survey: the board', () => {
  it('[OFF-14][SURVEY-4][SURVEY-5] the last person done makes the board: the topic survey:<prompt> with its counts', () => {
    const state = answerSurvey(makeSurveyStarted(5), FIVE_PEOPLE_ANSWERS);
    expect(state.survey?.status).toBe('board');
    expect(state.topic?.id).toBe('survey:prompt-lunch-food');
    expect(state.topic?.title).toBe(LUNCH_PROMPT.text);
    expect(state.topic?.gameTypeId).toBe('family-feud');
    expect(state.topic?.answers.map((answer) => answer.text)).toEqual([
      'Pizza',
      'Tacos',
      'Burger',
      'Sushi',
      'Hot dog',
    ]);
    expect(surveySlotCounts(state)).toEqual([3, 2, 2, 1, 1]);
    expect(surveyHandoff(state)).toBeNull();
    expect(refused(state, { type: 'surveyReady' })).toEqual({
      ok: false,
      error: OFFLINE_SURVEY_MESSAGES.notAnswering,
    });
  });

  it('[OFF-14] the board plays as any offline game, its counts kept for "N said it"', () => {
    const board = answerSurvey(makeSurveyStarted(5), FIVE_PEOPLE_ANSWERS);
    const playing = offlineStep(board, {
      type: 'startGame',
      teamNames: ['Red', 'Blue'],
      maxAttempts: 3,
    });
    const found = offlineGuess(offlineStep(playing, { type: 'ready' }), 'pizza');
    expect(found.revealed).toEqual([{ rank: 0, teamIndex: 0 }]);
    expect(found.teams[0]?.score).toBe(5);
    expect(surveySlotCounts(found)).toEqual([3, 2, 2, 1, 1]);
    expect(saidItText(surveySlotCounts(found)?.[0] ?? 0)).toBe('3 said it');
  });

  it('[OFF-14][SURVEY-3] in a survey of 6 or more people a group needs two of them', () => {
    const six = [['Pizza'], ['pizza'], ['Tacos'], ['tacos'], ['Burger'], ['burgers', 'Chips']];
    const state = answerSurvey(makeSurveyStarted(6), six);
    expect(state.topic?.answers.map((answer) => answer.text)).toEqual(['Pizza', 'Tacos', 'Burger']);
    const seven = [...six, ['Chips']];
    const board = answerSurvey(makeSurveyStarted(7), seven);
    expect(board.topic?.answers.map((answer) => answer.text)).toEqual([
      'Pizza',
      'Tacos',
      'Burger',
      'Chips',
    ]);
    expect(surveySlotCounts(board)).toEqual([2, 2, 2, 2]);
  });

  it('[OFF-14][SURVEY-4] too few groups give no board, its message, and a way back to pick another prompt', () => {
    const state = answerSurvey(makeSurveyStarted(2), [['Pizza'], ['pizza', 'Tacos']]);
    expect(state.survey).toMatchObject({
      status: 'noBoard',
      reason: 'Not enough answers: ask more people or pick another prompt',
    });
    expect(state.topic).toBeNull();
    expect(refused(state, { type: 'startGame', teamNames: ['A', 'B'], maxAttempts: 3 })).toEqual({
      ok: false,
      error: MESSAGES.chooseTopicFirst,
    });
    const back = offlineStep(state, { type: 'cancelSurvey' });
    expect(back.survey).toBeNull();
    expect(back.phase).toBe('topicSelection');
    const again = offlineStep(back, {
      type: 'startSurvey',
      prompt: { id: 'prompt-other', text: 'Name a pet' },
      people: 3,
      timePerTurn: 30,
    });
    expect(again.survey?.prompt.id).toBe('prompt-other');
  });

  it('[OFF-14][OFF-6] Play Again after a survey board goes back to picking a prompt', () => {
    const board = answerSurvey(makeSurveyStarted(5), FIVE_PEOPLE_ANSWERS);
    const playing = offlineStep(board, {
      type: 'startGame',
      teamNames: ['A', 'B'],
      maxAttempts: 1,
    });
    const over = offlineStep(playing, { type: 'endGame' });
    const again = offlineStep(over, { type: 'playAgain' });
    expect(again).toMatchObject({ phase: 'topicSelection', topic: null, survey: null });
    expect(again.teams.map((team) => team.name)).toEqual(['A', 'B']);
    expect(offlineStep(over, { type: 'reset' }).survey).toBeNull();
  });

  it('[OFF-14] a library topic picked after a survey leaves the survey', () => {
    const board = answerSurvey(makeSurveyStarted(5), FIVE_PEOPLE_ANSWERS);
    const picked = offlineStep(board, { type: 'selectTopic', topic: makeTopic(), timePerTurn: 30 });
    expect(picked.survey).toBeNull();
    expect(surveySlotCounts(picked)).toBeNull();
  });
});
