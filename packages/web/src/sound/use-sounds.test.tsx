import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineGameState } from '@trivia/game';
import { gameInPlay, guess, play } from '../test/offline-fixtures';
import { finishedParty, viewFor } from '../test/party-play-views';
import {
  FINALE_HOLD_MS,
  offlineFinaleFacts,
  partyFinaleFacts,
  useFinaleHold,
} from '../board/use-finale-hold';
import type { CueView } from './sound-cues';
import { useOfflineSounds, usePartySounds } from './use-sounds';

const played = vi.hoisted(() => [] as string[]);
vi.mock('./sound-player', () => ({
  soundPlayer: () => ({}),
  playSound: (name: string) => played.push(name),
}));

/** The view just before the game's last guess (still playing). */
function beforeLastGuess(view: CueView): CueView {
  return { guesses: view.guesses.slice(0, -1), party: { ...view.party, status: 'playing' } };
}

/** What is heard, and whether the board still holds its last reveal, as time passes. */
function expectFanfareAfterTheHold(hook: { result: { current: boolean } }) {
  // The last guess's own sound at once, with the board holding its reveal: no fanfare yet.
  expect(played).toEqual(['wrong']);
  expect(hook.result.current).toBe(true);
  act(() => vi.advanceTimersByTime(FINALE_HOLD_MS - 1));
  expect(played).toEqual(['wrong']);
  expect(hook.result.current).toBe(true);
  // The reveal has played: the winner's screen and the fanfare together.
  act(() => vi.advanceTimersByTime(1));
  expect(hook.result.current).toBe(false);
  expect(played).toEqual(['wrong', 'winner']);
}

describe('the winner’s fanfare waits for the last reveal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    played.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('[WIN-1] big screen: the fanfare starts as the finale hold ends, not with the last guess', () => {
    // Team 1 finds 3 answers; Team 2's last wrong guess ends the game.
    const last = viewFor(
      finishedParty(['jupiter', 'pluto', 'saturn', 'mars', 'uranus', 'venus']),
      '@screen',
    );
    const hook = renderHook(
      (view: CueView) => {
        usePartySounds(view);
        return useFinaleHold(partyFinaleFacts(view));
      },
      { initialProps: beforeLastGuess(last) },
    );
    expect(played).toEqual([]);
    hook.rerender(last);
    expectFanfareAfterTheHold(hook);
  });

  it('[WIN-1] offline: the same order on the pass-the-device board', () => {
    const start = gameInPlay({ maxAttempts: 1 });
    const found = play(start, guess('jupiter'));
    const ended = play(found, guess('pluto'));
    const hook = renderHook(
      (state: OfflineGameState) => {
        useOfflineSounds(state);
        return useFinaleHold(offlineFinaleFacts(state));
      },
      { initialProps: found },
    );
    played.length = 0;
    hook.rerender(ended);
    expectFanfareAfterTheHold(hook);
  });

  it('[WIN-1] "End Game" (no last reveal to wait for): the fanfare at once', () => {
    const last = viewFor(
      finishedParty(['jupiter', 'pluto', 'saturn', 'mars', 'uranus', 'venus']),
      '@screen',
    );
    const ended: CueView = last;
    const playing: CueView = { ...last, party: { ...last.party, status: 'playing' } };
    const hook = renderHook((view: CueView) => usePartySounds(view), { initialProps: playing });
    hook.rerender(ended);
    expect(played).toEqual(['winner']);
  });
});
