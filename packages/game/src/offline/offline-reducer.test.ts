import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  makeOfflineGame,
  makeOfflineTopicChosen,
  offlineGuess,
  offlineStep,
} from '../testing/offline-builders';
import { makeGameType, makeTopic } from '../testing/topic-builders';
import { applyOfflineAction } from './offline-reducer';
import { initialOfflineState, type OfflineAction } from './offline-state';
import { validateOfflineTeamNames } from './offline-setup';

describe('Offline phases', () => {
  it('[OFF-1] starts idle with max attempts 3 and time per turn 30', () => {
    expect(initialOfflineState).toMatchObject({ phase: 'idle', maxAttempts: 3, timePerTurn: 30 });
  });

  it('[OFF-1] selecting a game type resets the game and gives topicSelection', () => {
    const played = offlineGuess(makeOfflineGame(), 'pluto');
    const gameType = makeGameType({ id: 'family-feud', name: 'Family Feud' });
    const state = offlineStep(played, { type: 'selectGameType', gameType });
    expect(state).toEqual({ ...initialOfflineState, phase: 'topicSelection', gameType });
  });

  it('[OFF-1] selecting a topic keeps topicSelection and stores the topic and time per turn', () => {
    const state = makeOfflineTopicChosen({ timePerTurn: 45 });
    expect(state.phase).toBe('topicSelection');
    expect(state.topic?.title).toBe('Largest planets of the Solar System');
    expect(state.timePerTurn).toBe(45);
  });

  it('[SETUP-4][SETUP-2] refuses a topic before a game type, and a time off the 10..120 step 5 slider', () => {
    const topic = makeTopic();
    expect(
      applyOfflineAction(initialOfflineState, { type: 'selectTopic', topic, timePerTurn: 30 }),
    ).toEqual({
      ok: false,
      error: MESSAGES.chooseGameTypeFirst,
    });
    const selected = offlineStep(initialOfflineState, {
      type: 'selectGameType',
      gameType: makeGameType(),
    });
    for (const timePerTurn of [5, 125, 33]) {
      expect(applyOfflineAction(selected, { type: 'selectTopic', topic, timePerTurn })).toEqual({
        ok: false,
        error: MESSAGES.invalidTurnSeconds,
      });
    }
  });

  it('[OFF-1][TURN-1] starting gives play with fresh teams, the first team active', () => {
    const state = makeOfflineGame({ teams: ['  Red  ', 'Blue'], maxAttempts: 2 });
    expect(state.phase).toBe('play');
    expect(state.maxAttempts).toBe(2);
    expect(state.activeTeamIndex).toBe(0);
    expect(state.teams).toEqual([
      { name: 'Red', guesses: [], score: 0, attempts: 0 },
      { name: 'Blue', guesses: [], score: 0, attempts: 0 },
    ]);
  });

  it('[SETUP-4][SETUP-1] cannot start without a topic, or with max attempts outside 1 to 5', () => {
    const start: OfflineAction = { type: 'startGame', teamNames: ['A', 'B'], maxAttempts: 3 };
    expect(applyOfflineAction(initialOfflineState, start)).toEqual({
      ok: false,
      error: MESSAGES.chooseTopicFirst,
    });
    for (const maxAttempts of [0, 6, 2.5]) {
      expect(applyOfflineAction(makeOfflineTopicChosen(), { ...start, maxAttempts })).toEqual({
        ok: false,
        error: MESSAGES.invalidMaxAttempts,
      });
    }
  });

  it('[OFF-5] End Game gives results; without a game it is "No game in progress"', () => {
    expect(offlineStep(makeOfflineGame(), { type: 'endGame' })).toMatchObject({
      phase: 'results',
      endedBy: 'endGame',
    });
    expect(applyOfflineAction(initialOfflineState, { type: 'endGame' })).toEqual({
      ok: false,
      error: 'No game in progress',
    });
  });

  it('[OFF-1] reset returns to idle with max attempts 3 and time per turn 30', () => {
    const game = makeOfflineGame({ maxAttempts: 5 });
    expect(offlineStep(game, { type: 'reset' })).toEqual(initialOfflineState);
  });
});

describe('Offline setup', () => {
  it('[OFF-2] needs at least 2 teams with non-blank names', () => {
    expect(validateOfflineTeamNames(['Red', 'Blue'])).toBeNull();
    expect(validateOfflineTeamNames(['Red', '   '])).toBe(
      'Please ensure at least 2 teams have valid names.',
    );
    expect(validateOfflineTeamNames(['Red'])).toBe(
      'Please ensure at least 2 teams have valid names.',
    );
    expect(validateOfflineTeamNames([])).toBe('Please ensure at least 2 teams have valid names.');
  });

  it('[OFF-2] allows up to 4 teams', () => {
    expect(validateOfflineTeamNames(['A', 'B', 'C', 'D'])).toBeNull();
    expect(validateOfflineTeamNames(['A', 'B', 'C', 'D', 'E'])).toBe(MESSAGES.tooManyOfflineTeams);
  });

  it('[OFF-2] trims names and drops blank entries on start', () => {
    const state = makeOfflineGame({ teams: [' Red ', '', 'Blue'] });
    expect(state.teams.map((t) => t.name)).toEqual(['Red', 'Blue']);
  });

  it('[OFF-2] start refuses invalid teams with the product warning', () => {
    const result = applyOfflineAction(makeOfflineTopicChosen(), {
      type: 'startGame',
      teamNames: ['Red', ' '],
      maxAttempts: 3,
    });
    expect(result).toEqual({
      ok: false,
      error: 'Please ensure at least 2 teams have valid names.',
    });
  });
});
