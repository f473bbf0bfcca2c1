import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalPoints } from '../scoring';
import { makeOfflineGame } from '../testing/offline-builders';
import { PLANETS } from '../testing/topic-builders';
import { proposeOfflineAnswer } from './offline-judgement';
import { applyOfflineAction } from './offline-reducer';
import type { OfflineAction, OfflineGameState } from './offline-state';

const game = fc
  .record({ teams: fc.integer({ min: 2, max: 3 }), maxAttempts: fc.integer({ min: 1, max: 4 }) })
  .map(({ teams, maxAttempts }) =>
    makeOfflineGame({
      maxAttempts,
      teams: Array.from({ length: teams }, (_, i) => `Team ${i + 1}`),
    }),
  );

/** Guesses (mostly near misses), accepts (rank -1 = the proposal), adjustments, undos. */
const action = fc.oneof(
  fc.record({
    type: fc.constant('submitGuess' as const),
    text: fc.constantFrom(...PLANETS, 'jupe', 'satrun rings', 'uranos', 'nept', 'zzz', 'mars'),
    timedOut: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('acceptGuess' as const),
    teamIndex: fc.integer({ min: 0, max: 3 }),
    guessIndex: fc.integer({ min: 0, max: 3 }),
    rank: fc.integer({ min: -1, max: 5 }),
  }),
  fc.record({
    type: fc.constant('adjustScore' as const),
    teamIndex: fc.integer({ min: 0, max: 3 }),
    points: fc.constantFrom(1, -1, 2, -2, 0),
  }),
  fc.record({
    type: fc.constant('undoJudgement' as const),
    judgementId: fc.integer({ min: 0, max: 4 }),
  }),
  fc.constant({ type: 'endGame' as const }),
);

function concrete(state: OfflineGameState, next: OfflineAction): OfflineAction {
  if (next.type !== 'acceptGuess' || next.rank >= 0) return next;
  const proposal = proposeOfflineAnswer(state, next);
  return { ...next, rank: proposal.ok ? (proposal.state?.rank ?? 0) : 0 };
}

const adjustments = (state: OfflineGameState) =>
  state.judgements
    .filter((j) => j.kind === 'adjust' && !j.undone)
    .reduce((s, j) => s + j.points, 0);

describe('Offline: invariants after any run of guesses and corrections', () => {
  it('[OFF-7][SCORE-2] total score = Σ(5 − rank) over revealed + Σ adjustments; no score below 0; nothing revealed twice', () => {
    fc.assert(
      fc.property(game, fc.array(action, { maxLength: 40 }), (initial, actions) => {
        let state = initial;
        for (const next of actions) {
          const before = state;
          const result = applyOfflineAction(state, concrete(state, next));
          if (!result.ok) continue;
          state = result.state;
          const ranks = state.revealed.map((r) => r.rank);
          const total = state.teams.reduce((sum, t) => sum + t.score, 0);
          expect(total).toBe(totalPoints(ranks) + adjustments(state));
          expect(new Set(ranks).size).toBe(ranks.length);
          for (const team of state.teams) expect(team.score).toBeGreaterThanOrEqual(0);
          if (next.type !== 'submitGuess' && next.type !== 'endGame') {
            expect(state.teams.map((t) => t.attempts)).toEqual(before.teams.map((t) => t.attempts));
            expect(state.turn).toBe(before.turn);
          }
        }
      }),
    );
  });
});
