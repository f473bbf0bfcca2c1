import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPopupMessage, waitForPopup } from './google-popup';

function fakePopup(): Window & { closed: boolean } {
  return { closed: false } as Window & { closed: boolean };
}

function post(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Google sign-in through a popup', () => {
  it('recognises only the trivia-auth message', () => {
    expect(isPopupMessage({ type: 'trivia-auth', ok: true })).toBe(true);
    expect(isPopupMessage({ type: 'other', ok: true })).toBe(false);
    expect(isPopupMessage('trivia-auth')).toBe(false);
  });

  it('resolves with the popup report from our own origin, ignoring other origins', async () => {
    const outcome = waitForPopup(fakePopup(), { isSignedIn: async () => false, pollMs: 10_000 });
    post({ type: 'trivia-auth', ok: true }, 'https://evil.example');
    post({ type: 'trivia-auth', ok: false, error: 'Sign-in was cancelled' });
    expect(await outcome).toEqual({ ok: false, error: 'Sign-in was cancelled' });
  });

  it('resolves when the server shows a session even if no message arrives', async () => {
    vi.useFakeTimers();
    let signedIn = false;
    const outcome = waitForPopup(fakePopup(), { isSignedIn: async () => signedIn, pollMs: 100 });
    await vi.advanceTimersByTimeAsync(300);
    signedIn = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toEqual({ ok: true });
  });

  it('gives up when the popup is closed without a session', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const outcome = waitForPopup(popup, { isSignedIn: async () => false, pollMs: 100 });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toEqual({ ok: false });
  });
});
