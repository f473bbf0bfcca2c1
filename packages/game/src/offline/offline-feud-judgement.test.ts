import { describe, expect, it } from 'vitest';
import { makeOfflineFeudGame, offlineGuesses, offlineStep } from '../testing/offline-builders';
import { makeTopic } from '../testing/topic-builders';
import {
  feudGuessAcceptable,
  ROUND_MOVED_ON,
  ROUND_OVER_USE_ADJUST,
} from './offline-feud-judgement';
import { applyOfflineAction } from './offline-reducer';
import type { OfflineGameState } from './offline-state';

const COUNTRIES = makeTopic({
  answers: ['China', 'India', 'United States', 'Indonesia', 'Pakistan'],
});
/** Red takes the floor with India (4 in the bank); Blue's face-off answer missed. */
const redFloor = () =>
  offlineGuesses(makeOfflineFeudGame({ topic: COUNTRIES }), ['India', 'brazil']);
const scores = (state: OfflineGameState) => state.teams.map((team) => team.score);

describe('Offline Feud: host judgement', () => {
  it('[OFF-12][FEUD-6] an accepted floor strike is a reveal: the strike comes off, the points join the bank', () => {
    const state = offlineGuesses(redFloor(), ['usa']);
    expect(state.feud).toMatchObject({ strikes: 1, bank: 4 });
    const accepted = offlineStep(state, {
      type: 'acceptGuess',
      teamIndex: 0,
      guessIndex: 1,
      rank: 2,
    });
    expect(accepted.feud).toMatchObject({ strikes: 0, bank: 7, phase: 'floor' });
    expect(accepted.revealed).toContainEqual({ rank: 2, teamIndex: 0 });
    expect(scores(accepted)).toEqual([0, 0]);
    const undone = offlineStep(accepted, { type: 'undoJudgement', judgementId: 0 });
    expect(undone.feud).toEqual(state.feud);
    expect(undone.revealed).toEqual(state.revealed);
  });

  it('[OFF-12][FEUD-6] accepting the third strike during the steal gives the floor back (passed to its team)', () => {
    const stealing = offlineGuesses(redFloor(), ['x', 'y', 'usa']);
    expect(stealing).toMatchObject({ activeTeamIndex: 1, awaitingReady: true });
    const accepted = offlineStep(stealing, {
      type: 'acceptGuess',
      teamIndex: 0,
      guessIndex: 3,
      rank: 2,
    });
    expect(accepted.feud).toMatchObject({ phase: 'floor', strikes: 2, bank: 7 });
    expect(accepted).toMatchObject({ activeTeamIndex: 0, awaitingReady: true, phase: 'play' });
  });

  it('[OFF-12][FEUD-6][FEUD-5] on the results an accepted steal guess takes the bank; undo gives it back', () => {
    const held = offlineGuesses(redFloor(), ['x', 'y', 'z', 'usa']);
    expect(held.feud).toMatchObject({ winner: 0, wonBy: 'held' });
    expect(scores(held)).toEqual([4, 0]);
    const stolen = offlineStep(held, { type: 'acceptGuess', teamIndex: 1, guessIndex: 1, rank: 2 });
    expect(stolen.feud).toMatchObject({ winner: 1, wonBy: 'steal', bank: 7 });
    expect(scores(stolen)).toEqual([0, 7]);
    const undone = offlineStep(stolen, { type: 'undoJudgement', judgementId: 0 });
    expect(scores(undone)).toEqual([4, 0]);
  });

  it('[OFF-12] on the results an accept that would reopen the floor is refused', () => {
    const held = offlineGuesses(redFloor(), ['x', 'usa', 'z', 'w']);
    expect(
      applyOfflineAction(held, { type: 'acceptGuess', teamIndex: 0, guessIndex: 2, rank: 2 }),
    ).toEqual({ ok: false, error: ROUND_OVER_USE_ADJUST });
  });

  it('[OFF-12][JUDGE-6] undo of a Feud accept once the round moved on is refused', () => {
    let state = offlineGuesses(redFloor(), ['usa']);
    state = offlineStep(state, { type: 'acceptGuess', teamIndex: 0, guessIndex: 1, rank: 2 });
    state = offlineGuesses(state, ['x']);
    expect(applyOfflineAction(state, { type: 'undoJudgement', judgementId: 0 })).toEqual({
      ok: false,
      error: ROUND_MOVED_ON,
    });
  });

  it('[OFF-12][FEUD-5] an adjustment adds to the bank won', () => {
    let state = offlineGuesses(redFloor(), ['x', 'y', 'z', 'w']);
    state = offlineStep(state, { type: 'adjustScore', teamIndex: 1, points: 2 });
    expect(scores(state)).toEqual([4, 2]);
  });
});

describe('Offline Feud: what the host may accept after the round', () => {
  it('[OFF-12] on the results a strike of the team that held the floor is not offered; a steal guess is', () => {
    const held = offlineGuesses(redFloor(), ['x', 'usa', 'z', 'w']);
    const [red, blue] = held.teams;
    expect(feudGuessAcceptable(held, red!.guesses[2]!)).toBe(false);
    expect(feudGuessAcceptable(held, blue!.guesses[1]!)).toBe(true);
    const inPlay = offlineGuesses(redFloor(), ['usa']);
    expect(feudGuessAcceptable(inPlay, inPlay.teams[0]!.guesses[1]!)).toBe(true);
  });
});
