import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  makeOfflineFeudGame,
  makeOfflineGame,
  makeOfflineTopicChosen,
  offlineGuess,
  offlineGuesses,
  offlineStep,
} from '../testing/offline-builders';
import { applyOfflineAction } from './offline-reducer';
import { UNKNOWN_RULE_SET } from './offline-setup';
import type { OfflineGameState } from './offline-state';
import { makeTopic } from '../testing/topic-builders';

// PLANETS: Jupiter (#1, 5 points), Saturn (#2, 4), Uranus (#3, 3), Neptune (#4, 2), Earth (#5, 1).
const scores = (state: OfflineGameState) => state.teams.map((team) => team.score);
const guessTexts = (state: OfflineGameState) =>
  state.teams.map((team) => team.guesses.map((guess) => guess.text));
/** Red's face-off player says Saturn, Blue's misses: Red has the floor with 4 in the bank. */
const redFloor = () => offlineGuesses(makeOfflineFeudGame(), ['Saturn', 'pluto']);

describe('Offline Feud: the setup', () => {
  it('[OFF-11][FEUD-1] Classic stays the default; Feud starts in the face-off with the first team', () => {
    expect(makeOfflineGame()).toMatchObject({ ruleSet: 'classic', feud: null });
    const state = makeOfflineFeudGame();
    expect(state).toMatchObject({ phase: 'play', ruleSet: 'feud', activeTeamIndex: 0 });
    expect(state.awaitingReady).toBe(true);
    expect(state.feud).toMatchObject({ phase: 'faceOff', faceOffTeams: [0, 1], bank: 0 });
  });

  it('[OFF-11] an unknown rule set is refused and changes nothing', () => {
    const chosen = makeOfflineTopicChosen();
    const action = {
      type: 'startGame' as const,
      teamNames: ['A', 'B'],
      maxAttempts: 3,
      ruleSet: 'bingo' as 'feud',
    };
    expect(applyOfflineAction(chosen, action)).toEqual({ ok: false, error: UNKNOWN_RULE_SET });
  });

  it('[OFF-11][OFF-6][FEUD-2] Play Again keeps Feud and the next face-off pair rotates', () => {
    const teams = ['A', 'B', 'C'];
    let state = makeOfflineFeudGame({ teams });
    state = offlineStep(state, { type: 'endGame' });
    state = offlineStep(state, { type: 'playAgain' });
    expect(state.ruleSet).toBe('feud');
    state = offlineStep(state, {
      type: 'selectTopic',
      topic: makeTopic(),
      timePerTurn: 30,
    });
    state = offlineStep(state, { type: 'startGame', teamNames: teams, maxAttempts: 3 });
    expect(state.feud?.faceOffTeams).toEqual([1, 2]);
    expect(state.activeTeamIndex).toBe(1);
  });
});

describe('Offline Feud: the face-off on one device', () => {
  it('[OFF-11][FEUD-2] the first answer stays hidden (no board, no guess list) until the second is in', () => {
    const first = offlineGuess(makeOfflineFeudGame(), 'Saturn');
    expect(first.revealed).toEqual([]);
    expect(guessTexts(first)).toEqual([[], []]);
    expect(first).toMatchObject({ activeTeamIndex: 1, awaitingReady: true });
    expect(first.feud?.phase).toBe('faceOff');
    const decided = offlineGuess(first, 'Jupiter');
    expect(decided.feud).toMatchObject({ phase: 'floor', controlTeam: 1, bank: 9, strikes: 0 });
    expect(decided.revealed).toEqual([
      { rank: 1, teamIndex: 0 },
      { rank: 0, teamIndex: 1 },
    ]);
    expect(guessTexts(decided)).toEqual([['Saturn'], ['Jupiter']]);
    expect(decided).toMatchObject({ activeTeamIndex: 1, awaitingReady: true });
    expect(scores(decided)).toEqual([0, 0]);
  });

  it('[OFF-11][FEUD-2] the top answer wins the floor at once', () => {
    const state = offlineGuess(makeOfflineFeudGame(), 'jupiter');
    expect(state.feud).toMatchObject({ phase: 'floor', controlTeam: 0, bank: 5 });
    expect(state).toMatchObject({ activeTeamIndex: 0, awaitingReady: true });
  });

  it('[OFF-11][FEUD-2] the second player naming the same answer scores nothing and the first wins', () => {
    const state = offlineGuesses(makeOfflineFeudGame(), ['Saturn', 'saturn']);
    expect(state.feud).toMatchObject({ phase: 'floor', controlTeam: 0, bank: 4 });
    expect(state.revealed).toEqual([{ rank: 1, teamIndex: 0 }]);
  });

  it('[OFF-11][FEUD-2] neither on the board: both misses show and the next pair goes, first team first', () => {
    const state = offlineGuesses(makeOfflineFeudGame(), ['pluto', 'mars']);
    expect(state.feud).toMatchObject({ phase: 'faceOff', faceOffPair: 1, bank: 0 });
    expect(guessTexts(state)).toEqual([['pluto'], ['mars']]);
    expect(state).toMatchObject({ activeTeamIndex: 0, awaitingReady: true });
  });

  it('[OFF-11][OFF-4] a face-off time-out is a miss', () => {
    let state = offlineStep(makeOfflineFeudGame(), {
      type: 'submitGuess',
      text: '',
      timedOut: true,
    });
    state = offlineGuess(state, 'Uranus');
    expect(state.feud).toMatchObject({ phase: 'floor', controlTeam: 1, bank: 3 });
  });
});

describe('Offline Feud: the floor, the strikes and the steal', () => {
  it('[OFF-11][FEUD-3] the team with the floor keeps the device; misses are strikes, a repeat is refused', () => {
    let state = offlineStep(redFloor(), { type: 'ready' });
    state = offlineGuess(state, 'Uranus');
    expect(state.feud).toMatchObject({ bank: 7, strikes: 0 });
    expect(state).toMatchObject({ activeTeamIndex: 0, awaitingReady: false });
    state = offlineGuess(state, 'mars');
    state = offlineStep(state, { type: 'submitGuess', text: '', timedOut: true });
    expect(state.feud).toMatchObject({ phase: 'floor', strikes: 2 });
    expect(applyOfflineAction(state, { type: 'submitGuess', text: 'uranus' })).toEqual({
      ok: false,
      error: MESSAGES.duplicateAnswer,
    });
  });

  it('[OFF-11][FEUD-3][FEUD-4] the third strike opens the steal: the device goes to the other team', () => {
    const state = offlineGuesses(redFloor(), ['mars', 'venus', 'pluto']);
    expect(state.feud).toMatchObject({ phase: 'steal', strikes: 3, stealQueue: [1], bank: 4 });
    expect(state).toMatchObject({ activeTeamIndex: 1, awaitingReady: true, phase: 'play' });
  });

  it('[OFF-11][FEUD-4][FEUD-5] a right steal takes the whole bank, its own points too', () => {
    const state = offlineGuesses(redFloor(), ['mars', 'venus', 'pluto', 'Earth']);
    expect(state).toMatchObject({ phase: 'results', endedBy: 'bankWon' });
    expect(state.feud).toMatchObject({ phase: 'done', winner: 1, wonBy: 'steal', bank: 5 });
    expect(scores(state)).toEqual([0, 5]);
  });

  it('[OFF-11][FEUD-4][FEUD-5] a missed steal leaves the bank with the team that held the floor', () => {
    const state = offlineGuesses(redFloor(), ['Uranus', 'mars', 'venus', 'pluto', 'ceres']);
    expect(state.feud).toMatchObject({ phase: 'done', winner: 0, wonBy: 'held', bank: 7 });
    expect(scores(state)).toEqual([7, 0]);
  });

  it('[OFF-11][FEUD-4] with three teams each other team steals in turn, passed the device each time', () => {
    let state = makeOfflineFeudGame({ teams: ['A', 'B', 'C'] });
    state = offlineGuesses(state, ['Saturn', 'pluto', 'x', 'y', 'z']);
    expect(state.feud).toMatchObject({ phase: 'steal', stealQueue: [1, 2] });
    state = offlineGuess(state, 'mars');
    expect(state).toMatchObject({ activeTeamIndex: 2, awaitingReady: true });
    state = offlineGuess(state, 'Neptune');
    expect(state.feud).toMatchObject({ winner: 2, wonBy: 'steal', bank: 6 });
    expect(scores(state)).toEqual([0, 0, 6]);
  });

  it('[OFF-11][FEUD-3][OFF-5] clearing the board banks everything for the team in control', () => {
    const state = offlineGuesses(redFloor(), ['Jupiter', 'mars', 'Uranus', 'Neptune', 'Earth']);
    expect(state).toMatchObject({ phase: 'results', endedBy: 'allRevealed' });
    expect(state.feud).toMatchObject({ winner: 0, wonBy: 'cleared', bank: 15, strikes: 1 });
    expect(scores(state)).toEqual([15, 0]);
  });

  it('[OFF-11][OFF-8] no Feud guess is taken while paused', () => {
    const paused = offlineStep(redFloor(), { type: 'pause' });
    expect(applyOfflineAction(paused, { type: 'submitGuess', text: 'mars' })).toEqual({
      ok: false,
      error: MESSAGES.gamePaused,
    });
  });

  it('[OFF-11][OFF-5] End Game: the team with the floor keeps the bank; in the face-off nobody wins', () => {
    const onFloor = offlineStep(offlineGuess(redFloor(), 'Uranus'), { type: 'endGame' });
    expect(onFloor.feud).toMatchObject({ phase: 'done', winner: 0, wonBy: 'held' });
    expect(scores(onFloor)).toEqual([7, 0]);
    const inFaceOff = offlineStep(offlineGuess(makeOfflineFeudGame(), 'Saturn'), {
      type: 'endGame',
    });
    expect(inFaceOff).toMatchObject({ phase: 'results', endedBy: 'endGame' });
    expect(inFaceOff.faceOffGuesses).toEqual([null, null]);
    expect(scores(inFaceOff)).toEqual([0, 0]);
  });
});
