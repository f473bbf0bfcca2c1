import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shownToast } from '../test/render';
import { ToastProvider, useToast } from './toast';

function Trigger({ message, tone }: { message: string; tone?: 'error' | 'success' }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(message, tone)}>
      show
    </button>
  );
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('toast on Radix Toast (1500 ms, 300 ms fade; offline errors in red)', () => {
  it('shows an error as an alert for 1500 ms, fades for 300 ms, then goes', () => {
    render(
      <ToastProvider>
        <Trigger message="No game in progress" tone="error" />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button').click());
    const toast = shownToast();
    expect(toast.textContent).toBe('No game in progress');
    expect(toast.dataset['tone']).toBe('error');
    expect(toast.className).toContain('bg-red-600');
    expect(toast.className).toContain('opacity-100');

    act(() => void vi.advanceTimersByTime(1499));
    expect(shownToast().className).toContain('opacity-100');
    act(() => void vi.advanceTimersByTime(1));
    expect(shownToast().className).toContain('opacity-0');
    act(() => void vi.advanceTimersByTime(299));
    expect(document.querySelector('[data-tone]')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(document.querySelector('[data-tone]')).toBeNull();
  });

  it('replaces the current toast and restarts the timer', () => {
    render(
      <ToastProvider>
        <Trigger message="Incorrect guess" />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button').click());
    act(() => void vi.advanceTimersByTime(1000));
    act(() => screen.getByRole('button').click());
    act(() => void vi.advanceTimersByTime(1000));
    expect(shownToast().className).toContain('opacity-100');
  });
});
