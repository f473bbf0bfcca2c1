import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINALE_HOLD_MS, useFinaleHold, type FinaleFacts } from './use-finale-hold';

describe('the last reveal plays before the winner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the board for FINALE_HOLD_MS when the game ends on a move seen here', () => {
    const hook = renderHook((game: FinaleFacts | null) => useFinaleHold(game), {
      initialProps: { ended: false, moves: 4 } as FinaleFacts | null,
    });
    expect(hook.result.current).toBe(false);
    hook.rerender({ ended: true, moves: 6 });
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(FINALE_HOLD_MS - 10));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    expect(hook.result.current).toBe(false);
  });

  it('does not hold a game already over when the page opens, nor "End Game"', () => {
    const opened = renderHook(() => useFinaleHold({ ended: true, moves: 9 }));
    expect(opened.result.current).toBe(false);
    const loading = renderHook((game: FinaleFacts | null) => useFinaleHold(game), {
      initialProps: null as FinaleFacts | null,
    });
    loading.rerender({ ended: true, moves: 9 });
    expect(loading.result.current).toBe(false);
    const endGame = renderHook((game: FinaleFacts | null) => useFinaleHold(game), {
      initialProps: { ended: false, moves: 3 } as FinaleFacts | null,
    });
    endGame.rerender({ ended: true, moves: 3 });
    expect(endGame.result.current).toBe(false);
  });

  it('holds again for the next game (Play Again)', () => {
    const hook = renderHook((game: FinaleFacts | null) => useFinaleHold(game), {
      initialProps: { ended: false, moves: 0 } as FinaleFacts | null,
    });
    hook.rerender({ ended: true, moves: 7 });
    act(() => vi.advanceTimersByTime(FINALE_HOLD_MS));
    hook.rerender({ ended: false, moves: 0 });
    hook.rerender({ ended: false, moves: 2 });
    hook.rerender({ ended: true, moves: 4 });
    expect(hook.result.current).toBe(true);
  });
});
