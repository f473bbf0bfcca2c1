import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FanOutWindows } from '../../src/realtime/fan-out-windows';

describe('FanOutWindows (at most one fan-out per party per window)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first change at once, then only the latest of a burst at the window end', () => {
    const sent: Array<[string, number]> = [];
    const windows = new FanOutWindows<number>((code, change) => sent.push([code, change]), 50);
    expect(windows.offer('ABC123', 1)).toBe(true);
    expect(windows.offer('ABC123', 2)).toBe(false);
    expect(windows.offer('ABC123', 3)).toBe(false);
    expect(windows.waiting('ABC123')).toBe(3);
    // Another party has a window of its own.
    expect(windows.offer('XYZ789', 1)).toBe(true);
    vi.advanceTimersByTime(49);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['ABC123', 3]]);
    expect(windows.waiting('ABC123')).toBeNull();
    // What went out at the end opened the next window.
    expect(windows.offer('ABC123', 4)).toBe(false);
    vi.advanceTimersByTime(50);
    expect(sent).toEqual([
      ['ABC123', 3],
      ['ABC123', 4],
    ]);
    // A quiet window is forgotten: the next change goes out at once.
    vi.advanceTimersByTime(50);
    expect(windows.offer('ABC123', 5)).toBe(true);
  });

  it('runs a timer only while a change waits, and sweeps out the windows that ended', () => {
    const sent: number[] = [];
    const windows = new FanOutWindows<number>((_code, change) => sent.push(change), 50);
    // A change seconds after the last opens a window that wakes no one.
    expect(windows.offer('ABC123', 1)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(20);
    expect(windows.offer('ABC123', 2)).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
    // It waits for the rest of the window only.
    vi.advanceTimersByTime(29);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([2]);
    expect(vi.getTimerCount()).toBe(0);
    // Thousands of parties changed once, long ago: the ended windows do not pile up.
    for (let i = 0; i < 5000; i += 1) {
      windows.offer(`P${i}`, i);
      vi.advanceTimersByTime(1);
    }
    expect(windows.size).toBeLessThanOrEqual(2048);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancel and close forget what waits', () => {
    const sent: number[] = [];
    const windows = new FanOutWindows<number>((_code, change) => sent.push(change), 50);
    windows.offer('ABC123', 1);
    windows.offer('ABC123', 2);
    windows.cancel('ABC123');
    expect(windows.offer('ABC123', 3)).toBe(true);
    windows.offer('ABC123', 4);
    windows.offer('XYZ789', 1);
    windows.offer('XYZ789', 2);
    windows.close();
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('property: every change is sent at once or followed by a send of a later one within two windows, in order, and nothing is held after', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 40 }), (gaps) => {
        vi.clearAllTimers();
        const windowMs = 50;
        const sent: Array<{ change: number; at: number }> = [];
        let now = 0;
        const windows = new FanOutWindows<number>(
          (_code, change) => sent.push({ change, at: now }),
          windowMs,
        );
        const offered: Array<{ change: number; at: number }> = [];
        const advance = (ms: number) => {
          for (let i = 0; i < ms; i += 1) {
            now += 1;
            vi.advanceTimersByTime(1);
          }
        };
        gaps.forEach((gap, change) => {
          advance(gap);
          offered.push({ change, at: now });
          if (windows.offer('ABC123', change)) sent.push({ change, at: now });
        });
        advance(3 * windowMs);
        // In order, never twice.
        const order = sent.map((s) => s.change);
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(new Set(order).size).toBe(order.length);
        // The last change always goes out; each change is covered by a send of it or a later
        // one, at most two windows after it was offered.
        if (offered.length > 0) expect(order.at(-1)).toBe(offered.length - 1);
        for (const { change, at } of offered) {
          const covering = sent.find((s) => s.change >= change && s.at >= at);
          expect(covering).toBeDefined();
          expect((covering?.at ?? Infinity) - at).toBeLessThanOrEqual(windowMs);
        }
        // No two sends closer than a window.
        for (let i = 1; i < sent.length; i += 1) {
          expect((sent[i]?.at ?? 0) - (sent[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(windowMs);
        }
        expect(windows.waiting('ABC123')).toBeNull();
        expect(vi.getTimerCount()).toBe(0);
      }),
      { numRuns: 60 },
    );
  });
});
