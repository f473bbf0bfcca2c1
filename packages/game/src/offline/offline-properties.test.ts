import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalPoints } from '../scoring';
import { makeOfflineGame } from '../testing/offline-builders';
import { PLANETS } from '../testing/topic-builders';
import { applyOfflineAction } from './offline-reducer';
import type { OfflineAction, OfflineGameState } from './offline-state';

const game = fc
  .record({
    teams: fc.integer({ min: 2, max: 4 }),
    maxAttempts: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ teams, maxAttempts }) =>
    makeOfflineGame({
      maxAttempts,
      teams: Array.from({ length: teams }, (_, i) => `Team ${i + 1}`),
    }),
  );

const action: fc.Arbitrary<OfflineAction> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant('submitGuess' as const),
      text: fc.oneof(
        fc.constantFrom(...PLANETS, 'mars', 'pluto', '', ' '),
        fc.string({ maxLength: 10 }),
      ),
      timedOut: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'endGame' as const }) },
);

function play(
  initial: OfflineGameState,
  actions: readonly OfflineAction[],
  check: (s: OfflineGameState) => void,
) {
  let state = initial;
  for (const next of actions) {
    const result = applyOfflineAction(state, next);
    if (result.ok) state = result.state;
    check(state);
  }
  return state;
}

describe('Points per rank (offline): total score equals the sum of (5 − rank) over revealed answers', () => {
  it('[SCORE-1] holds after any run of guesses', () => {
    fc.assert(
      fc.property(game, fc.array(action, { maxLength: 30, size: 'medium' }), (initial, actions) => {
        play(initial, actions, (state) => {
          const scores = state.teams.reduce((sum, t) => sum + t.score, 0);
          expect(scores).toBe(totalPoints(state.revealed.map((r) => r.rank)));
          expect(new Set(state.revealed.map((r) => r.rank)).size).toBe(state.revealed.length);
        });
      }),
    );
  });
});

describe('Offline phases: attempts never exceed max attempts', () => {
  it('[TURN-2] holds after any run of guesses', () => {
    fc.assert(
      fc.property(game, fc.array(action, { maxLength: 30, size: 'medium' }), (initial, actions) => {
        play(initial, actions, (state) => {
          for (const team of state.teams)
            expect(team.attempts).toBeLessThanOrEqual(state.maxAttempts);
        });
      }),
    );
  });
});

describe('Offline guess: a finished game accepts no guess', () => {
  it('[OFF-4][OFF-5] refuses every guess in results with "No game in progress"', () => {
    fc.assert(
      fc.property(
        game,
        fc.array(action, { maxLength: 40, size: 'medium' }),
        fc.string(),
        (initial, actions, text) => {
          const played = play(initial, actions, () => undefined);
          const ended = applyOfflineAction(played, { type: 'endGame' });
          const state = ended.ok ? ended.state : played;
          expect(state.phase).toBe('results');
          expect(applyOfflineAction(state, { type: 'submitGuess', text, timedOut: true })).toEqual({
            ok: false,
            error: 'No game in progress',
          });
        },
      ),
    );
  });
});
