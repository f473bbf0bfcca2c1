import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeOfflineGame, offlineGuess, offlineStep } from '../testing/offline-builders';
import { makeTopic, PLANETS } from '../testing/topic-builders';
import { applyOfflineAction } from './offline-reducer';
import type { OfflineAction, OfflineGameState } from './offline-state';
import { GAME_NOT_OVER, handoffTeam, lastOfflineGuess, NOTHING_TO_START } from './offline-turns';

const ready = (state: OfflineGameState) => offlineStep(state, { type: 'ready' });

describe('Pass-the-device, the Ready interstitial', () => {
  it('[OFF-3] a new game waits for the first team to be passed the device; Ready starts its turn', () => {
    const game = makeOfflineGame();
    expect(handoffTeam(game)).toEqual({ index: 0, team: game.teams[0] });
    const started = ready(game);
    expect(handoffTeam(started)).toBeNull();
    expect(applyOfflineAction(started, { type: 'ready' })).toEqual({
      ok: false,
      error: NOTHING_TO_START,
    });
  });

  it('[OFF-3] after a guess the next team is passed the device; the result stays with the team that made it', () => {
    const game = ready(makeOfflineGame());
    expect(lastOfflineGuess(game)).toBeNull();
    const after = offlineGuess(game, 'jupiter');
    expect(after.activeTeamIndex).toBe(1);
    expect(handoffTeam(after)?.team.name).toBe('Team Blue');
    expect(lastOfflineGuess(after)).toMatchObject({
      teamIndex: 0,
      team: { name: 'Team Red' },
      guess: { text: 'jupiter', correct: true, points: 5 },
    });
  });

  it('[OFF-3] when the same team plays on (the others are out of attempts) there is nothing to pass', () => {
    let state = ready(makeOfflineGame({ maxAttempts: 2 }));
    state = ready(offlineGuess(state, 'mars')); // Red 1/2 → Blue
    state = ready(offlineGuess(state, 'pluto')); // Blue 1/2 → Red
    state = ready(offlineGuess(state, 'venus')); // Red 2/2 → Blue
    state = offlineGuess(state, 'ceres'); // Blue 2/2: game over
    expect(state.phase).toBe('results');
    let solo = ready(makeOfflineGame({ maxAttempts: 3 }));
    solo = ready(offlineGuess(solo, 'mars'));
    solo = offlineStep(solo, { type: 'submitGuess', text: 'pluto' });
    solo = ready(solo);
    expect(solo.activeTeamIndex).toBe(0);
    expect(handoffTeam(solo)).toBeNull();
    const spentBlue = {
      ...solo,
      teams: solo.teams.map((t, i) => (i === 1 ? { ...t, attempts: 3 } : t)),
    };
    const again = offlineGuess(spentBlue, 'ceres');
    expect(again.activeTeamIndex).toBe(0);
    expect(handoffTeam(again)).toBeNull();
  });

  it('[OFF-3] no game, no Ready; the results have nothing to pass', () => {
    const finished = offlineStep(ready(makeOfflineGame()), { type: 'endGame' });
    expect(handoffTeam(finished)).toBeNull();
    expect(applyOfflineAction(finished, { type: 'ready' })).toMatchObject({ ok: false });
  });
});

describe('The host pauses an offline game', () => {
  it('[OFF-8] paused, no guess is taken ("The game is paused"); resumed, the turn goes on', () => {
    const paused = offlineStep(ready(makeOfflineGame()), { type: 'pause' });
    expect(paused.paused).toBe(true);
    expect(applyOfflineAction(paused, { type: 'submitGuess', text: 'jupiter' })).toEqual({
      ok: false,
      error: 'The game is paused',
    });
    expect(applyOfflineAction(paused, { type: 'pause' })).toEqual({
      ok: false,
      error: 'The game is already paused',
    });
    const resumed = offlineStep(paused, { type: 'resume' });
    expect(resumed.paused).toBe(false);
    expect(offlineGuess(resumed, 'jupiter').teams[0]?.score).toBe(5);
    expect(applyOfflineAction(resumed, { type: 'resume' })).toEqual({
      ok: false,
      error: 'The game is not paused',
    });
  });
});

describe('Play Again offline keeps the teams and settings', () => {
  const finished = () => {
    let state = ready(makeOfflineGame({ teams: ['Owls', 'Foxes', 'Bees'], maxAttempts: 1 }));
    state = ready(offlineGuess(state, 'jupiter'));
    state = ready(offlineGuess(state, 'mars'));
    return offlineGuess(state, 'saturn');
  };

  it('[OFF-6] goes to the topic choice with the same teams at zero, game type, attempts and time per turn', () => {
    const done = finished();
    expect(done.phase).toBe('results');
    const again = offlineStep(done, { type: 'playAgain' });
    expect(again).toMatchObject({
      phase: 'topicSelection',
      topic: null,
      gameType: done.gameType,
      maxAttempts: 1,
      timePerTurn: done.timePerTurn,
      revealed: [],
      endedBy: null,
      judgements: [],
      activeTeamIndex: 0,
      awaitingReady: false,
      paused: false,
    });
    expect(again.teams).toEqual(
      ['Owls', 'Foxes', 'Bees'].map((name) => ({ name, guesses: [], score: 0, attempts: 0 })),
    );
    const next = offlineStep(again, { type: 'selectTopic', topic: makeTopic(), timePerTurn: 30 });
    expect(next.teams.map((t) => t.name)).toEqual(['Owls', 'Foxes', 'Bees']);
  });

  it('[OFF-6] only once the game is over', () => {
    expect(applyOfflineAction(makeOfflineGame(), { type: 'playAgain' })).toEqual({
      ok: false,
      error: GAME_NOT_OVER,
    });
  });
});

describe('properties: pass-the-device and pause', () => {
  const action: fc.Arbitrary<OfflineAction> = fc.oneof(
    fc.record({
      type: fc.constant('submitGuess' as const),
      text: fc.constantFrom(...PLANETS, 'mars', 'pluto', ''),
      timedOut: fc.boolean(),
    }),
    fc.constantFrom<OfflineAction>({ type: 'ready' }, { type: 'pause' }, { type: 'resume' }),
  );

  it('[OFF-3][OFF-8] a handoff waits exactly when the turn moved to another team; a paused game takes no guess', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(action, { maxLength: 40 }),
        (teams, actions) => {
          let state = makeOfflineGame({
            teams: Array.from({ length: teams }, (_, i) => `Team ${i + 1}`),
          });
          for (const next of actions) {
            const result = applyOfflineAction(state, next);
            if (state.paused && next.type === 'submitGuess') expect(result.ok).toBe(false);
            if (!result.ok) continue;
            const after = result.state;
            if (next.type === 'submitGuess' && after.phase === 'play') {
              expect(after.awaitingReady).toBe(after.activeTeamIndex !== state.activeTeamIndex);
            }
            if (after.phase !== 'play') expect(handoffTeam(after)).toBeNull();
            state = after;
          }
        },
      ),
    );
  });

  it('[OFF-6] Play Again after any game keeps every team name, in order, at zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PLANETS, 'mars', 'pluto'), { maxLength: 15 }),
        (texts) => {
          let state = makeOfflineGame({ teams: ['A', 'B', 'C'] });
          for (const text of texts) {
            const result = applyOfflineAction(state, { type: 'submitGuess', text });
            if (result.ok) state = result.state;
          }
          if (state.phase === 'play') state = offlineStep(state, { type: 'endGame' });
          const again = offlineStep(state, { type: 'playAgain' });
          expect(again.teams.map((t) => [t.name, t.score, t.attempts, t.guesses.length])).toEqual([
            ['A', 0, 0, 0],
            ['B', 0, 0, 0],
            ['C', 0, 0, 0],
          ]);
        },
      ),
    );
  });
});
