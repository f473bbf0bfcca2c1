import { describe, expect, it } from 'vitest';
import { MESSAGES, wrongStatusMessage } from '../messages';
import { HOST, later, makePlayingParty, run } from '../testing/party-builders';
import {
  answerAll,
  BEACH,
  closedSurveyParty,
  openSurveyParty,
  PIZZA,
  PIZZA_ANSWERS,
  PROMPTS,
  refusal,
} from '../testing/survey-party-builders';
import type { PartyState } from './party-state';

function survey(state: PartyState) {
  const found = state.party.survey ?? null;
  if (found === null) throw new Error('no survey');
  return found;
}

describe('the online survey (SURVEY-8)', () => {
  it('[SURVEY-8] the host opens a survey of the prompts with a 30 s countdown; seconds 0 has none', () => {
    const state = openSurveyParty();
    const opened = survey(state);
    expect(opened.status).toBe('open');
    expect(opened.prompts.map((p) => p.id)).toEqual([PIZZA, BEACH]);
    expect(opened.deadline).toBe(state.party.lastUpdatedAt + 30_000);
    expect(opened.answers).toEqual({ [PIZZA]: [], [BEACH]: [] });
    expect(survey(openSurveyParty(4, 0)).deadline).toBeNull();
  });

  it('[SURVEY-8] refuses a player, a game in play, an open survey and bad prompts or seconds', () => {
    const state = openSurveyParty();
    const lobby = { ...state, party: { ...state.party, survey: null } };
    const start = (s: PartyState, prompts = PROMPTS, seconds = 30, userId = HOST) =>
      refusal(s, { type: 'startSurvey', userId, prompts, seconds, now: later(s) });
    expect(start(lobby, PROMPTS, 30, 'player-1')).toBe(MESSAGES.notHost);
    expect(start(state)).toBe(MESSAGES.surveyAlreadyOpen);
    expect(start(lobby, [])).toBe(MESSAGES.surveyPromptCount);
    const six = Array.from({ length: 6 }, (_, i) => ({ id: `prompt-${i}`, text: `Prompt ${i}` }));
    expect(start(lobby, six)).toBe(MESSAGES.surveyPromptCount);
    expect(start(lobby, [PROMPTS[0]!, PROMPTS[0]!])).toBe(MESSAGES.surveyPromptTwice);
    for (const seconds of [5, 14, 121, 20.5, -1]) {
      expect(start(lobby, PROMPTS, seconds)).toBe(MESSAGES.surveySeconds);
    }
    const playing = makePlayingParty();
    expect(start(playing)).toBe(wrongStatusMessage('playing'));
  });

  it('[SURVEY-8] closing groups each prompt and makes its board, or says why there is none', () => {
    const closed = survey(closedSurveyParty());
    expect(closed.status).toBe('closed');
    expect(closed.deadline).toBeNull();
    const pizza = closed.boards[PIZZA];
    expect(pizza?.ok).toBe(true);
    if (!pizza?.ok) return;
    expect(pizza.slots.map((slot) => [slot.text, slot.count])).toEqual([
      ['Cheese', 4],
      ['Pepperoni', 4],
      ['Mushrooms', 2],
      ['Olives', 1],
    ]);
    expect(closed.boards[BEACH]).toEqual({ ok: false, reason: MESSAGES.notEnoughSurveyAnswers });
    expect(closed.groups[PIZZA]?.flatMap((g) => g.answers)).toHaveLength(11);
  });

  it('[SURVEY-8] only the host closes it, and only while it is open', () => {
    const state = openSurveyParty();
    expect(refusal(state, { type: 'closeSurvey', userId: 'player-1', now: later(state) })).toBe(
      MESSAGES.notHost,
    );
    const closed = closedSurveyParty();
    expect(refusal(closed, { type: 'closeSurvey', userId: HOST, now: later(closed) })).toBe(
      MESSAGES.surveyNotOpen,
    );
    // A closed survey gives way to a new one.
    const again = run(closed, {
      type: 'startSurvey',
      userId: HOST,
      prompts: [PROMPTS[1]!],
      seconds: 0,
      now: later(closed),
    });
    expect(survey(again).prompts.map((p) => p.id)).toEqual([BEACH]);
    expect(survey(again).boards).toEqual({});
  });

  it('[SURVEY-8] the timer closes it at its deadline, once, named by that deadline', () => {
    const state = answerAll(openSurveyParty(), PIZZA, PIZZA_ANSWERS);
    const deadline = survey(state).deadline ?? 0;
    const due = (s: PartyState, at: number, named = deadline) =>
      refusal(s, { type: 'surveyDeadline', deadline: named, now: at });
    expect(due(state, deadline - 1)).toBe(MESSAGES.surveyNotDue);
    expect(due(state, deadline + 5, deadline + 1)).toBe(MESSAGES.surveyNotDue);
    const closed = run(state, { type: 'surveyDeadline', deadline, now: deadline });
    expect(survey(closed).status).toBe('closed');
    expect(due(closed, deadline + 10)).toBe(MESSAGES.surveyNotOpen);
  });

  it('[SURVEY-8] at close the profanity filter drops answers, unless the party allows them', () => {
    const rude = { ...PIZZA_ANSWERS, 'player-4': ['shit'] };
    const answered = answerAll(openSurveyParty(), PIZZA, rude);
    const closed = run(answered, { type: 'closeSurvey', userId: HOST, now: later(answered) });
    const texts = (s: PartyState) =>
      survey(s).groups[PIZZA]?.flatMap((g) => g.answers.map((a) => a.text)) ?? [];
    expect(texts(closed)).not.toContain('shit');
    const allowed = run(answered, {
      type: 'setAllowProfanity',
      userId: HOST,
      allowProfanity: true,
      now: later(answered),
    });
    const kept = run(allowed, { type: 'closeSurvey', userId: HOST, now: later(allowed) });
    expect(texts(kept)).toContain('shit');
  });
});

describe('answering the survey (SURVEY-9)', () => {
  it('[SURVEY-9] a member answers a prompt; answering again replaces their answers', () => {
    let state = openSurveyParty();
    const answer = (answers: string[]) =>
      run(state, {
        type: 'answerSurvey',
        userId: 'player-1',
        promptId: PIZZA,
        answers,
        now: later(state),
      });
    state = answer(['Cheese', 'Ham']);
    expect(survey(state).answers[PIZZA]).toEqual([
      { memberId: 'player-1', text: 'Cheese', order: 0 },
      { memberId: 'player-1', text: 'Ham', order: 1 },
    ]);
    state = answer(['Pineapple', 'Cheese']);
    // "Cheese" keeps when it was said; "Pineapple" is said now.
    expect(survey(state).answers[PIZZA]).toEqual([
      { memberId: 'player-1', text: 'Cheese', order: 0 },
      { memberId: 'player-1', text: 'Pineapple', order: 2 },
    ]);
    state = answer([]);
    expect(survey(state).answers[PIZZA]).toEqual([]);
  });

  it('[SURVEY-9] cleans answers and drops blank ones and repeats of a spelling', () => {
    const state = openSurveyParty();
    const next = run(state, {
      type: 'answerSurvey',
      userId: 'player-2',
      promptId: PIZZA,
      answers: ['  Ham\u200b  ', 'ham!', '   '],
      now: later(state),
    });
    expect(survey(next).answers[PIZZA]?.map((a) => a.text)).toEqual(['Ham']);
  });

  it('[SURVEY-9] refuses a fourth answer, a long one, a strange prompt, a closed survey, a kicked member', () => {
    const state = openSurveyParty();
    const answer = (s: PartyState, answers: string[], userId = 'player-1', promptId = PIZZA) =>
      refusal(s, { type: 'answerSurvey', userId, promptId, answers, now: later(s) });
    expect(answer(state, ['a', 'b', 'c', 'd'])).toBe(MESSAGES.tooManySurveyAnswers);
    expect(answer(state, ['x'.repeat(61)])).toBe(MESSAGES.surveyAnswerTooLong);
    expect(answer(state, ['Ham'], 'player-1', 'prompt-nope')).toBe(MESSAGES.surveyPromptNotFound);
    expect(answer(state, ['Ham'], 'player-1', 'constructor')).toBe(MESSAGES.surveyPromptNotFound);
    expect(answer(state, ['Ham'], 'stranger')).toBe(MESSAGES.memberNotFound);
    expect(answer(closedSurveyParty(), ['Ham'])).toBe(MESSAGES.surveyNotOpen);
    const kicked = run(state, {
      type: 'kick',
      userId: HOST,
      targetUserId: 'player-1',
      now: later(state),
    });
    expect(answer(kicked, ['Ham'])).toBe(MESSAGES.removedFromParty);
    // 60 characters are fine.
    expect(
      run(state, {
        type: 'answerSurvey',
        userId: 'player-1',
        promptId: PIZZA,
        answers: ['y'.repeat(60)],
        now: later(state),
      }).party.survey?.answers[PIZZA],
    ).toHaveLength(1);
  });

  it('[SURVEY-9] a member who joins while it is open answers too', () => {
    const state = openSurveyParty();
    const joined = run(state, {
      type: 'join',
      userId: 'late',
      displayName: 'Late',
      now: later(state),
    });
    const next = run(joined, {
      type: 'answerSurvey',
      userId: 'late',
      promptId: BEACH,
      answers: ['Towel'],
      now: later(joined),
    });
    expect(survey(next).answers[BEACH]?.map((a) => a.memberId)).toEqual(['late']);
  });
});

describe('sharing the survey (SURVEY-13)', () => {
  it('[SURVEY-13] the host turns sharing on and off; nobody else may', () => {
    const state = openSurveyParty();
    const on = run(state, { type: 'setShareSurvey', userId: HOST, share: true, now: later(state) });
    expect(on.party.shareSurvey).toBe(true);
    expect(state.party.shareSurvey).toBeUndefined();
    expect(
      refusal(on, { type: 'setShareSurvey', userId: 'player-1', share: false, now: later(on) }),
    ).toBe(MESSAGES.notHost);
  });
});
