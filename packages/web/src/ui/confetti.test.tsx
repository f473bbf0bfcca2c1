import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The cannon made on the component's own canvas (no worker, so the CSP allows it).
const confetti = vi.hoisted(() =>
  Object.assign(
    vi.fn(() => Promise.resolve()),
    { reset: vi.fn() },
  ),
);
const create = vi.hoisted(() => vi.fn(() => confetti));
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { reset: vi.fn(), create }) }));

const { Confetti, confettiPieceCount } = await import('./confetti');

function setReducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches, media: query })) as typeof window.matchMedia;
}

afterEach(() => {
  vi.useRealTimers();
  confetti.mockClear();
  create.mockClear();
});

describe('confetti (5 s, 200 pieces, 100 below 768 px)', () => {
  it('counts the pieces by screen width, and none under reduced motion', () => {
    expect(confettiPieceCount(1280, false)).toBe(200);
    expect(confettiPieceCount(768, false)).toBe(200);
    expect(confettiPieceCount(767, false)).toBe(100);
    expect(confettiPieceCount(1280, true)).toBe(0);
  });

  it('fires 200 pieces in bursts over 5 seconds, then stops', () => {
    vi.useFakeTimers();
    setReducedMotion(false);
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    const { container } = render(<Confetti />);
    const canvas = container.querySelector('canvas');
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
    expect(create).toHaveBeenCalledWith(canvas, { resize: true, useWorker: false });
    vi.advanceTimersByTime(4999);
    const pieces = confetti.mock.calls.reduce(
      (sum, call) => sum + ((call as unknown as [{ particleCount: number }])[0].particleCount ?? 0),
      0,
    );
    expect(pieces).toBe(200);
    const calls = confetti.mock.calls.length;
    vi.advanceTimersByTime(5000);
    expect(confetti.mock.calls.length).toBe(calls);
  });

  it('fires nothing under prefers-reduced-motion', () => {
    vi.useFakeTimers();
    setReducedMotion(true);
    const { container } = render(<Confetti />);
    vi.advanceTimersByTime(6000);
    expect(confetti).not.toHaveBeenCalled();
    expect(container.querySelector('canvas')).toBeNull();
  });
});
