import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEUD_MAX_STRIKES } from '../feud';
import { makeOfflineFeudGame } from '../testing/offline-builders';
import { PLANETS } from '../testing/topic-builders';
import { applyOfflineAction } from './offline-reducer';
import type { OfflineAction, OfflineGameState } from './offline-state';

const game = fc
  .integer({ min: 2, max: 4 })
  .map((teams) =>
    makeOfflineFeudGame({ teams: Array.from({ length: teams }, (_, i) => `Team ${i + 1}`) }),
  );

const index = fc.integer({ min: 0, max: 3 });
const action: fc.Arbitrary<OfflineAction> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      type: fc.constant('submitGuess' as const),
      // Near misses (the host may accept them), misses, time-outs and the answers.
      text: fc.constantFrom(
        ...PLANETS,
        'mars',
        'pluto',
        'saturnn',
        'jupitr',
        'uranos',
        'neptun',
        '',
      ),
      timedOut: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'ready' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('acceptGuess' as const),
      teamIndex: index,
      guessIndex: index,
      rank: fc.integer({ min: 0, max: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('adjustScore' as const),
      teamIndex: index,
      points: fc.constantFrom(1, -1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('undoJudgement' as const), judgementId: index }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'endGame' as const }) },
);

/** Plays the actions (refused ones change nothing), checking every state on the way. */
function play(
  initial: OfflineGameState,
  actions: readonly OfflineAction[],
  check: (state: OfflineGameState, prev: OfflineGameState) => void,
): OfflineGameState {
  let state = initial;
  for (const next of actions) {
    const result = applyOfflineAction(state, next);
    if (result.ok) {
      check(result.state, state);
      state = result.state;
    }
  }
  return state;
}

const adjustments = (state: OfflineGameState, team: number) =>
  state.judgements
    .filter((j) => j.kind === 'adjust' && !j.undone && j.teamIndex === team)
    .reduce((sum, j) => sum + j.points, 0);

const run = { numRuns: 300 };

describe('Offline Feud properties', () => {
  it('[OFF-11][FEUD-5] a round done gives its bank to exactly one team; every total is the bank won plus adjustments', () => {
    fc.assert(
      fc.property(game, fc.array(action, { maxLength: 40 }), (initial, actions) => {
        play(initial, actions, (state) => {
          const round = state.feud;
          if (round === null) throw new Error('a Feud game lost its round');
          const won = state.teams.map((_, i) =>
            round.phase === 'done' && round.winner === i ? round.bank : 0,
          );
          state.teams.forEach((team, i) => {
            expect(team.score).toBe((won[i] ?? 0) + adjustments(state, i));
          });
          if (round.phase === 'done' && round.winner !== null) {
            expect(won.filter((points) => points > 0).length).toBe(round.bank > 0 ? 1 : 0);
          }
          // Until the round is done the bank belongs to nobody.
          if (round.phase !== 'done') expect(won.every((points) => points === 0)).toBe(true);
        });
      }),
      run,
    );
  });

  it('[OFF-11][FEUD-3][FEUD-4] strikes never exceed three; a steal comes only after three strikes', () => {
    fc.assert(
      fc.property(game, fc.array(action, { maxLength: 40 }), (initial, actions) => {
        play(initial, actions, (state, prev) => {
          const round = state.feud;
          expect(round?.strikes ?? 0).toBeLessThanOrEqual(FEUD_MAX_STRIKES);
          if (round?.phase === 'steal') expect(round.strikes).toBe(FEUD_MAX_STRIKES);
          if (round?.wonBy === 'steal' && prev.feud?.wonBy !== 'steal') {
            expect(prev.feud?.strikes).toBe(FEUD_MAX_STRIKES);
          }
        });
      }),
      run,
    );
  });

  it('[OFF-11][FEUD-2] the board never shows a face-off answer before the face-off is decided', () => {
    fc.assert(
      fc.property(game, fc.array(action, { maxLength: 30 }), (initial, actions) => {
        play(initial, actions, (state) => {
          if (state.phase === 'play' && state.feud?.phase === 'faceOff') {
            expect(state.revealed).toEqual([]);
            const pending = state.faceOffGuesses[0];
            const shown = state.teams.flatMap((team) => team.guesses);
            if (pending !== null) expect(shown).not.toContain(pending);
          }
        });
      }),
      run,
    );
  });
});
