import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { PartySnapshot } from '../connection';
import { useRealtimeClient } from '../connection/realtime-context';

/**
 * The party as a big screen sees it: this connection watches it with the link's key (and
 * again after every reconnect); views, errors and the closed mark arrive as for a member.
 */
export function useScreenParty(code: string, key: string): PartySnapshot {
  const client = useRealtimeClient();
  useEffect(() => client.watchScreen(code, key), [client, code, key]);
  const subscribe = useCallback((listener: () => void) => client.onChange(listener), [client]);
  return useSyncExternalStore(subscribe, () => client.party(code));
}
