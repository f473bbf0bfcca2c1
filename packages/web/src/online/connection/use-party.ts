import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { PartySnapshot } from './party-store';
import { useRealtime, useRealtimeClient, type Realtime } from './realtime-context';

export interface PartyState extends PartySnapshot {
  send: Realtime['send'];
}

/**
 * One party for the screen: subscribed on mount and again after every reconnect (the server
 * answers with the current view at once), unsubscribed when the last holder unmounts.
 */
export function useParty(code: string): PartyState {
  const client = useRealtimeClient();
  const { send } = useRealtime();
  useEffect(() => client.holdParty(code), [client, code]);
  const subscribe = useCallback((listener: () => void) => client.onChange(listener), [client]);
  const snapshot = useSyncExternalStore(subscribe, () => client.party(code));
  return { ...snapshot, send };
}
