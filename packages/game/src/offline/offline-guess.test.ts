import { describe, expect, it } from 'vitest';
import { initialOfflineState } from './offline-state';
import { applyOfflineAction, lastGuessOutcome } from './offline-reducer';
import { makeOfflineGame, offlineGuess, offlineStep } from '../testing/offline-builders';

describe('Offline guess', () => {
  it('[OFF-4][SCORE-1][TURN-2] a correct guess earns 5 minus the rank, spends the attempt and passes the turn', () => {
    const state = offlineGuess(makeOfflineGame(), 'saturn');
    expect(state.teams[0]).toMatchObject({ score: 4, attempts: 1 });
    expect(state.teams[0]?.guesses).toEqual([
      { text: 'saturn', correct: true, rank: 1, points: 4, timedOut: false },
    ]);
    expect(state.revealed).toEqual([{ rank: 1, teamIndex: 0 }]);
    expect(state.activeTeamIndex).toBe(1);
  });

  it('[OFF-4][TURN-2] a wrong guess spends an attempt, scores nothing and passes the turn', () => {
    const state = offlineGuess(makeOfflineGame(), 'pluto');
    expect(state.teams[0]).toMatchObject({ score: 0, attempts: 1 });
    expect(state.teams[0]?.guesses[0]).toEqual({
      text: 'pluto',
      correct: false,
      rank: -1,
      points: 0,
      timedOut: false,
    });
    expect(state.activeTeamIndex).toBe(1);
  });

  it('[TURN-5] a duplicate of a found answer is refused and changes nothing', () => {
    const state = offlineGuess(makeOfflineGame(), 'Jupiter');
    expect(applyOfflineAction(state, { type: 'submitGuess', text: ' jupiter ' })).toEqual({
      ok: false,
      error: 'This answer has already been given. Please try a different answer.',
    });
  });

  it('[OFF-4] with no game in progress the error is "No game in progress"', () => {
    expect(
      applyOfflineAction(initialOfflineState, { type: 'submitGuess', text: 'saturn' }),
    ).toEqual({
      ok: false,
      error: 'No game in progress',
    });
    const ended = offlineStep(makeOfflineGame(), { type: 'endGame' });
    expect(applyOfflineAction(ended, { type: 'submitGuess', text: 'saturn' })).toEqual({
      ok: false,
      error: 'No game in progress',
    });
  });

  it('[OFF-4] an empty guess is only submitted when the timer reaches 0, as "Time expired"', () => {
    const game = makeOfflineGame();
    expect(applyOfflineAction(game, { type: 'submitGuess', text: '  ' })).toEqual({
      ok: false,
      error: 'Please enter a guess',
    });
    const state = offlineStep(game, { type: 'submitGuess', text: '', timedOut: true });
    expect(state.teams[0]?.guesses[0]).toEqual({
      text: 'Time expired',
      correct: false,
      rank: -1,
      points: 0,
      timedOut: true,
    });
    expect(state.teams[0]?.attempts).toBe(1);
    expect(state.activeTeamIndex).toBe(1);
  });

  it('[OFF-4] a timed-out guess with text typed is judged like any guess', () => {
    const state = offlineStep(makeOfflineGame(), {
      type: 'submitGuess',
      text: 'earth',
      timedOut: true,
    });
    expect(state.teams[0]?.guesses[0]).toEqual({
      text: 'earth',
      correct: true,
      rank: 4,
      points: 1,
      timedOut: true,
    });
  });
});

describe('Offline phases: turns and results', () => {
  it('[TURN-2] the turn counter moves on every accepted guess, so the timer restarts', () => {
    const game = makeOfflineGame();
    const next = offlineGuess(game, 'pluto');
    expect(next.turn).toBe(game.turn + 1);
  });

  it('[TURN-2] skips teams with no attempts left and keeps the turn with the last one standing', () => {
    let state = makeOfflineGame({ maxAttempts: 1, teams: ['A', 'B', 'C'] });
    state = offlineGuess(state, 'pluto'); // A out
    state = offlineGuess(state, 'mars'); // B out
    expect(state.activeTeamIndex).toBe(2);
    expect(state.phase).toBe('play');
  });

  it('[OFF-5] gives results when every team has used all attempts', () => {
    let state = makeOfflineGame({ maxAttempts: 1 });
    state = offlineGuess(state, 'pluto');
    state = offlineGuess(state, 'mars');
    expect(state).toMatchObject({ phase: 'results', endedBy: 'noAttemptsLeft' });
  });

  it('[OFF-5] gives results when all 5 answers are found', () => {
    let state = makeOfflineGame({ maxAttempts: 3 });
    for (const answer of ['jupiter', 'saturn', 'uranus', 'neptune', 'earth'])
      state = offlineGuess(state, answer);
    expect(state).toMatchObject({ phase: 'results', endedBy: 'allRevealed' });
    expect(state.teams.map((t) => t.score)).toEqual([5 + 3 + 1, 4 + 2]);
    expect(state.revealed.map((r) => r.teamIndex)).toEqual([0, 1, 0, 1, 0]);
  });
});

describe('lastGuessOutcome: the result banner of a guess', () => {
  it('[TURN-11] is the guess just made', () => {
    const before = makeOfflineGame();
    const after = offlineGuess(before, 'neptune');
    expect(lastGuessOutcome(before, after)).toEqual({
      text: 'neptune',
      correct: true,
      rank: 3,
      points: 2,
      timedOut: false,
    });
  });

  it('[TURN-11] is null when no guess was made', () => {
    const before = makeOfflineGame();
    expect(lastGuessOutcome(before, offlineStep(before, { type: 'endGame' }))).toBeNull();
    expect(lastGuessOutcome(initialOfflineState, before)).toBeNull();
  });
});
