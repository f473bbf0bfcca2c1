import { useEffect, useState } from 'react';
import type { TvPairingResponse, TvPairingStatusResponse } from '@trivia/protocol';
import { ApiError, apiRequest } from '../../api/http';

/** How often the TV asks whether its code was entered. */
const POLL_MS = 2_000;
/** After a refusal (too many codes from this network, no network): wait, then ask again. */
const RETRY_MS = 30_000;

export type TvPairingState =
  | { phase: 'asking' }
  | { phase: 'showing'; code: string; expiresAt: number }
  | { phase: 'paired'; partyCode: string; screenKey: string }
  | { phase: 'failed'; error: string };

/**
 * SCREEN-1: the TV's side of pairing. Asks for a code, shows it, and polls it until the host
 * enters it (then the party and its screen key) or it expires (then a fresh code).
 */
export function useTvPairing(): TvPairingState {
  const [state, setState] = useState<TvPairingState>({ phase: 'asking' });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (run: () => void, ms: number) => {
      if (!stopped) timer = setTimeout(run, ms);
    };
    const ask = async () => {
      try {
        const pairing = await apiRequest<TvPairingResponse>('/api/tv/pairings', {
          method: 'POST',
        });
        if (stopped) return;
        setState({ phase: 'showing', code: pairing.code, expiresAt: pairing.expiresAt });
        later(() => void poll(pairing), POLL_MS);
      } catch (error) {
        if (stopped) return;
        setState({ phase: 'failed', error: messageOf(error) });
        later(() => void ask(), RETRY_MS);
      }
    };
    const poll = async (pairing: TvPairingResponse) => {
      try {
        const status = await apiRequest<TvPairingStatusResponse>('/api/tv/pairings/status', {
          method: 'POST',
          body: { code: pairing.code, token: pairing.token },
        });
        if (stopped) return;
        if (status.status === 'paired') {
          setState({ phase: 'paired', partyCode: status.partyCode, screenKey: status.screenKey });
          return;
        }
        later(() => void poll(pairing), POLL_MS);
      } catch (error) {
        if (stopped) return;
        // Expired (or the server forgot it): a fresh code; anything else: ask again later.
        if (error instanceof ApiError && error.status === 404) void ask();
        else later(() => void poll(pairing), RETRY_MS / 3);
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return state;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Could not get a TV code';
}
