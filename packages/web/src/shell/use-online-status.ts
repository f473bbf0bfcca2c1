import { useSyncExternalStore } from 'react';

/** What online-only actions say while the browser has no network. */
export const YOU_ARE_OFFLINE = "You're offline";

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * False while the browser knows it has no network (navigator.onLine); true again as soon as
 * it reconnects, so online-only actions recover without a reload.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
