import { describe, expect, it } from 'vitest';
import { makeOfflineGame, offlineGuess, offlineStep } from '../testing/offline-builders';
import { makeTopic } from '../testing/topic-builders';
import { proposeOfflineAnswer } from './offline-judgement';
import { applyOfflineAction } from './offline-reducer';

const COUNTRIES = makeTopic({
  answers: ['China', 'India', 'United States', 'Indonesia', 'Pakistan'],
});
const game = (maxAttempts = 3) => makeOfflineGame({ topic: COUNTRIES, maxAttempts });

describe('Offline: the same judgement on one device', () => {
  it('[OFF-7] in play proposes the closest unrevealed answer and accepts only it', () => {
    const state = offlineGuess(game(), 'usa');
    const ref = { teamIndex: 0, guessIndex: 0 };
    expect(proposeOfflineAnswer(state, ref)).toEqual({
      ok: true,
      state: { rank: 2, text: 'United States' },
    });
    expect(applyOfflineAction(state, { type: 'acceptGuess', ...ref, rank: 0 })).toEqual({
      ok: false,
      error: 'Accept the proposed answer, or use Adjust score',
    });
    const accepted = offlineStep(state, { type: 'acceptGuess', ...ref, rank: 2 });
    expect(accepted.revealed).toEqual([{ rank: 2, teamIndex: 0 }]);
    expect(accepted.teams[0]).toMatchObject({ score: 3, attempts: 1 });
    expect(accepted.teams[0]?.guesses[0]).toMatchObject({ correct: true, rank: 2, points: 3 });
    expect(accepted.activeTeamIndex).toBe(state.activeTeamIndex);
  });

  it('[OFF-7][SCORE-2][JUDGE-6] on the results accepts any answer not found; "+1"/"−1" never below 0; undo in the same phase', () => {
    let state = offlineGuess(offlineGuess(game(1), 'zzzz'), 'china');
    expect(state.phase).toBe('results');
    state = offlineStep(state, { type: 'acceptGuess', teamIndex: 0, guessIndex: 0, rank: 4 });
    expect(state.teams.map((t) => t.score)).toEqual([1, 5]);
    state = offlineStep(state, { type: 'adjustScore', teamIndex: 0, points: 1 });
    expect(state.teams.map((t) => t.score)).toEqual([2, 5]);
    expect(applyOfflineAction(state, { type: 'adjustScore', teamIndex: 0, points: -3 })).toEqual({
      ok: false,
      error: 'Scores never go below 0',
    });
    state = offlineStep(state, { type: 'undoJudgement', judgementId: 0 });
    expect(state.teams.map((t) => t.score)).toEqual([1, 5]);
    expect(state.revealed).toEqual([{ rank: 0, teamIndex: 1 }]);
    expect(state.judgements.map((j) => j.undone)).toEqual([true, false]);
  });

  it('[OFF-7][JUDGE-2] refuses an answer found already, a correct guess, and outside a game', () => {
    let state = offlineGuess(game(), 'usa');
    state = offlineGuess(state, 'united states');
    expect(
      applyOfflineAction(state, { type: 'acceptGuess', teamIndex: 0, guessIndex: 0, rank: 2 }),
    ).toEqual({ ok: false, error: 'Already found by Team Blue' });
    expect(
      applyOfflineAction(state, { type: 'acceptGuess', teamIndex: 1, guessIndex: 0, rank: 0 }),
    ).toEqual({ ok: false, error: 'Only a missed guess can be accepted' });
    const idle = offlineStep(state, { type: 'reset' });
    expect(applyOfflineAction(idle, { type: 'adjustScore', teamIndex: 0, points: 1 }).ok).toBe(
      false,
    );
  });
});

describe('Offline: a guess typed as time ran out is judged like a miss', () => {
  it('[JUDGE-1][OFF-7] "usa (time ran out)" is proposed and accepted; an empty time-out stays no guess', () => {
    let state = offlineStep(game(), { type: 'submitGuess', text: 'usa', timedOut: true });
    state = offlineStep(state, { type: 'submitGuess', text: '', timedOut: true });
    const typed = { teamIndex: 0, guessIndex: 0 };
    const offered = proposeOfflineAnswer(state, typed);
    expect(offered).toEqual({ ok: true, state: { rank: 2, text: 'United States' } });
    const accepted = offlineStep(state, { type: 'acceptGuess', ...typed, rank: 2 });
    expect(accepted.teams[0]?.score).toBe(3);
    expect(
      applyOfflineAction(state, { type: 'acceptGuess', teamIndex: 1, guessIndex: 0, rank: 3 }),
    ).toEqual({ ok: false, error: 'Only a missed guess can be accepted' });
  });
});
