import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOptionalCode } from './use-optional-code';

describe('useOptionalCode (issue 16: a dropped network never blanks the page)', () => {
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
});
