import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { HOST, later, run, skipCheck } from '../testing/party-builders';
import {
  answerAll,
  boardTopic,
  chooseBoard,
  closedSurveyParty,
  openSurveyParty,
  PIZZA,
  PIZZA_ANSWERS,
  refusal,
  SURVEY_GAME_TYPE,
} from '../testing/survey-party-builders';
/** A big screen is no member. */
const SCREEN_VIEWER = 'screen';
import { partyView } from './party-view';
import type { PartyState } from './party-state';

/** Everything a viewer receives, as text. */
const seen = (state: PartyState, viewerId: string) => JSON.stringify(partyView(state, viewerId));

/** Other members' answers as JSON strings, but those `viewerId` typed the same way. */
function othersOnly(viewerId: string): string[] {
  const mine = new Set(PIZZA_ANSWERS[viewerId] ?? []);
  return Object.entries(PIZZA_ANSWERS)
    .filter(([id]) => id !== viewerId)
    .flatMap(([, answers]) => answers)
    .filter((text) => !mine.has(text))
    .map((text) => JSON.stringify(text));
}

/** The survey party in team setup on the pizza board, two teams, the host as quizmaster. */
function quizmasterOnBoard(): PartyState {
  let state = chooseBoard(closedSurveyParty());
  state = run(state, {
    type: 'saveTeams',
    userId: HOST,
    teamNames: ['Crusts', 'Slices'],
    maxAttempts: 3,
    turnSeconds: 30,
    now: later(state),
  });
  return run(state, { type: 'setHostMode', userId: HOST, mode: 'quizmaster', now: later(state) });
}

/** From setup (teams saved, everyone spread) or team setup, the game begins. */
function begin(state: PartyState): PartyState {
  let next = state;
  if (next.party.status === 'setup') {
    next = run(next, {
      type: 'saveTeams',
      userId: HOST,
      teamNames: ['Crusts', 'Slices'],
      maxAttempts: 3,
      turnSeconds: 30,
      now: later(next),
    });
  }
  if (next.party.quizmasterId === null) {
    next = run(next, { type: 'redistributeTeams', userId: HOST, now: later(next) });
  }
  return run(next, { type: 'beginGame', userId: HOST, now: later(next) });
}

describe('nobody sees anybody else’s answers (SURVEY-9)', () => {
  it('[SURVEY-9][VIEW-1] secrecy: while open, a view shows who answered, never what others said', () => {
    const state = answerAll(openSurveyParty(), PIZZA, PIZZA_ANSWERS);
    const view = partyView(state, 'player-1');
    expect(view.party.survey?.answeredMemberIds).toEqual([
      HOST,
      'player-1',
      'player-2',
      'player-3',
      'player-4',
    ]);
    expect(view.viewer.survey).toEqual({ myAnswers: { [PIZZA]: ['cheese', 'peps', 'Mushrooms'] } });
    for (const viewer of ['player-1', 'player-3', HOST, SCREEN_VIEWER]) {
      for (const text of othersOnly(viewer)) expect(seen(state, viewer)).not.toContain(text);
    }
  });

  it('[SURVEY-9][VIEW-1] secrecy: once closed, only board sizes; a playing host sees no group', () => {
    const state = closedSurveyParty();
    const view = partyView(state, HOST);
    expect(view.party.survey?.prompts.map((p) => p.board)).toEqual([
      { ready: true, slots: 4 },
      { ready: false, reason: MESSAGES.notEnoughSurveyAnswers },
    ]);
    expect(view.viewer.survey.groups).toBeUndefined();
    for (const viewer of ['player-2', HOST, SCREEN_VIEWER]) {
      for (const text of othersOnly(viewer)) expect(seen(state, viewer)).not.toContain(text);
    }
  });
});

describe("the quizmaster's review (SURVEY-10)", () => {
  it('[SURVEY-10] the quizmaster sees the groups and merges two; the chosen board is made again', () => {
    const state = quizmasterOnBoard();
    const groups = partyView(state, HOST).viewer.survey.groups?.[PIZZA] ?? [];
    expect(groups.map((g) => [g.name, g.count])).toEqual([
      ['Cheese', 4],
      ['Pepperoni', 4],
      ['Mushrooms', 2],
      ['Olives', 1],
    ]);
    expect(partyView(state, 'player-1').viewer.survey.groups).toBeUndefined();
    const merged = run(state, {
      type: 'reviewSurvey',
      userId: HOST,
      promptId: PIZZA,
      op: { kind: 'rename', group: 2, name: 'Mushroom' },
      now: later(state),
    });
    expect(merged.party.topic?.answers.map((a) => a.text)).toEqual([
      'Cheese',
      'Pepperoni',
      'Mushroom',
      'Olives',
    ]);
    const tooFew = run(merged, {
      type: 'reviewSurvey',
      userId: HOST,
      promptId: PIZZA,
      op: { kind: 'merge', a: 2, b: 3 },
      now: later(merged),
    });
    expect(tooFew.party.topicCounts).toEqual([4, 4, 3]);
    // A merge that would leave the chosen board with two slots is refused.
    expect(
      refusal(tooFew, {
        type: 'reviewSurvey',
        userId: HOST,
        promptId: PIZZA,
        op: { kind: 'merge', a: 0, b: 1 },
        now: later(tooFew),
      }),
    ).toBe(MESSAGES.notEnoughSurveyAnswers);
  });

  it('[SURVEY-10] refuses a playing host, an open survey, a played board and a bad step', () => {
    const review = (s: PartyState, group = 0) =>
      refusal(s, {
        type: 'reviewSurvey',
        userId: HOST,
        promptId: PIZZA,
        op: { kind: 'rename', group, name: 'Cheesy' },
        now: later(s),
      });
    expect(review(closedSurveyParty())).toBe(MESSAGES.surveyReviewQuizmaster);
    const quizmaster = quizmasterOnBoard();
    expect(review(quizmaster, 9)).toBe(MESSAGES.surveyGroupNotFound);
    const playing = begin(quizmaster);
    expect(playing.party.survey?.played).toEqual([PIZZA]);
    expect(review(playing)).toBe(MESSAGES.surveyBoardPlayed);
  });
});

describe('playing a survey board (SURVEY-11)', () => {
  it('[SURVEY-11] a board is chosen only once closed and ready', () => {
    const open = answerAll(openSurveyParty(), PIZZA, PIZZA_ANSWERS);
    let choosing = run(open, { type: 'startGame', userId: HOST, now: later(open) });
    choosing = run(choosing, {
      type: 'chooseGameType',
      userId: HOST,
      gameType: SURVEY_GAME_TYPE,
      now: later(choosing),
    });
    const topic = boardTopic(closedSurveyParty());
    expect(
      refusal(choosing, { type: 'chooseTopic', userId: HOST, topic, now: later(choosing) }),
    ).toBe(MESSAGES.surveyNotClosed);
  });

  it('[SURVEY-11] the view shows "N said it" counts of the revealed slots, all once finished', () => {
    let state = begin(chooseBoard(closedSurveyParty()));
    expect(state.party.topic?.id).toBe(`survey:${PIZZA}`);
    expect(partyView(state, 'player-1').party.topic?.counts).toEqual([]);
    const guesser = state.members.find((m) => m.teamId === state.party.activeTeamId)?.userId ?? '';
    state = run(state, { type: 'guess', userId: guesser, text: 'mushroom', now: later(state) });
    const topic = partyView(state, SCREEN_VIEWER).party.topic;
    expect(topic?.answers.map((a) => a.text)).toEqual(['Mushrooms']);
    expect(topic?.counts).toEqual([2]);
    while (state.party.status === 'playing') {
      const active = state.members.find((m) => m.teamId === state.party.activeTeamId)?.userId ?? '';
      state = skipCheck(
        run(state, { type: 'guess', userId: active, text: 'anchovy', now: later(state) }),
      );
    }
    expect(partyView(state, SCREEN_VIEWER).party.topic?.counts).toEqual([4, 4, 2, 1]);
  });

  it('[SURVEY-11] quick start plays a ready board at once', () => {
    const state = closedSurveyParty();
    const started = run(state, {
      type: 'quickStart',
      userId: HOST,
      gameType: SURVEY_GAME_TYPE,
      topic: boardTopic(state),
      now: later(state),
    });
    expect(started.party.status).toBe('playing');
    expect(started.party.topicCounts).toEqual([4, 4, 2, 1]);
    expect(started.party.survey?.played).toEqual([PIZZA]);
  });
});

describe("a kicked member's answers (SURVEY-12)", () => {
  it('[SURVEY-12] leave an open survey', () => {
    const state = answerAll(openSurveyParty(), PIZZA, PIZZA_ANSWERS);
    const kicked = run(state, {
      type: 'kick',
      userId: HOST,
      targetUserId: 'player-1',
      now: later(state),
    });
    const members = kicked.party.survey?.answers[PIZZA]?.map((a) => a.memberId) ?? [];
    expect(members).not.toContain('player-1');
    expect(partyView(kicked, HOST).party.survey?.answeredMemberIds).not.toContain('player-1');
  });

  it('[SURVEY-12] leave the groups and boards of a closed survey', () => {
    const state = closedSurveyParty();
    const kicked = run(state, {
      type: 'kick',
      userId: HOST,
      targetUserId: 'player-1',
      now: later(state),
    });
    const board = kicked.party.survey?.boards[PIZZA];
    expect(board?.ok && board.slots.map((s) => [s.text, s.count])).toEqual([
      ['Cheese', 3],
      ['Pepperoni', 3],
      ['mushroom', 1],
      ['Olives', 1],
    ]);
    const answers = kicked.party.survey?.groups[PIZZA]?.flatMap((g) => g.answers) ?? [];
    expect(answers.some((a) => a.memberId === 'player-1')).toBe(false);
  });
});
