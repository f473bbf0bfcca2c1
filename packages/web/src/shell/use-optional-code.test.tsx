import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OPTIONAL_CODE_RETRY_MS, useOptionalCode } from './use-optional-code';

describe('useOptionalCode (a dropped network never blanks the page)', () => {
  it('is null until the code is here, and waits while not enabled', async () => {
    const load = vi.fn(() => Promise.resolve({ Part: 'part' }));
    const { result, rerender } = renderHook(({ on }) => useOptionalCode(load, on), {
      initialProps: { on: false },
    });
    expect(result.current).toBeNull();
    expect(load).not.toHaveBeenCalled();
    rerender({ on: true });
    await waitFor(() => expect(result.current).toEqual({ Part: 'part' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed download stays null, without throwing, and tries again once back online', async () => {
    const load = vi
      .fn<() => Promise<{ Part: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Part: 'part' });
    const { result } = renderHook(() => useOptionalCode(load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(result.current).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current).toEqual({ Part: 'part' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after a pause when the browser never went offline (a Wi-Fi hiccup), waiting longer each time', async () => {
    vi.useFakeTimers();
    try {
      const failure = new TypeError('Failed to fetch dynamically imported module');
      const load = vi
        .fn<() => Promise<{ Part: string }>>()
        .mockRejectedValueOnce(failure)
        .mockRejectedValueOnce(failure)
        .mockResolvedValue({ Part: 'part' });
      const { result } = renderHook(() => useOptionalCode(load));
      await act(async () => {});
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTimeAsync(OPTIONAL_CODE_RETRY_MS[0] - 1));
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(load).toHaveBeenCalledTimes(2);
      expect(result.current).toBeNull();
      // The second pause is longer than the first.
      await act(async () => vi.advanceTimersByTimeAsync(OPTIONAL_CODE_RETRY_MS[0]));
      expect(load).toHaveBeenCalledTimes(2);
      await act(async () => vi.advanceTimersByTimeAsync(OPTIONAL_CODE_RETRY_MS[1]));
      expect(load).toHaveBeenCalledTimes(3);
      expect(result.current).toEqual({ Part: 'part' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops trying once unmounted', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
      const { unmount } = renderHook(() => useOptionalCode(load));
      await act(async () => {});
      unmount();
      await vi.advanceTimersByTimeAsync(OPTIONAL_CODE_RETRY_MS.at(-1) ?? 0);
      window.dispatchEvent(new Event('online'));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
