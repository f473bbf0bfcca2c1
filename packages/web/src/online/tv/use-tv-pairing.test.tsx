import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTvPairing } from './use-tv-pairing';

const TOKEN = 't'.repeat(32);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The server's answers, in order; every request is recorded. */
function serve(...answers: Response[]) {
  const calls: Array<{ url: string; body: unknown }> = [];
  globalThis.fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => undefined);
    return next;
  }) as typeof fetch;
  return calls;
}

const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

describe('the TV page asks for a code and polls it', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[SCREEN-1] shows the code, polls it with its token, and hands over the party once paired', async () => {
    const calls = serve(
      json(201, { code: 'K7M2QX', token: TOKEN, expiresAt: 1 }),
      json(200, { status: 'waiting', expiresAt: 1 }),
      json(200, { status: 'paired', partyCode: 'ABC123', screenKey: 'k'.repeat(32) }),
    );
    const { result } = renderHook(() => useTvPairing());
    await flush();
    expect(result.current).toEqual({ phase: 'showing', code: 'K7M2QX', expiresAt: 1 });
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(calls[1]).toEqual({
      url: '/api/tv/pairings/status',
      body: { code: 'K7M2QX', token: TOKEN },
    });
    expect(result.current.phase).toBe('showing');
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(result.current).toEqual({
      phase: 'paired',
      partyCode: 'ABC123',
      screenKey: 'k'.repeat(32),
    });
  });

  it('[SCREEN-1] an expired code is replaced by a fresh one; a refusal is shown and retried', async () => {
    const calls = serve(
      json(201, { code: 'K7M2QX', token: TOKEN, expiresAt: 1 }),
      json(404, { error: 'This TV code has expired.' }),
      json(429, {
        error: 'Too many TV codes from your network. Please try again in a few minutes.',
      }),
      json(201, { code: 'P4R5ST', token: TOKEN, expiresAt: 2 }),
    );
    const { result } = renderHook(() => useTvPairing());
    await flush();
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(result.current).toEqual({
      phase: 'failed',
      error: 'Too many TV codes from your network. Please try again in a few minutes.',
    });
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(result.current).toEqual({ phase: 'showing', code: 'P4R5ST', expiresAt: 2 });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/tv/pairings',
      '/api/tv/pairings/status',
      '/api/tv/pairings',
      '/api/tv/pairings',
    ]);
  });
});
