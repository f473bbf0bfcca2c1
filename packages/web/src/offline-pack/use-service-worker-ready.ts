import { useEffect, useState } from 'react';

export type ServiceWorkerState = 'unsupported' | 'pending' | 'ready';

function initialState(): ServiceWorkerState {
  // No service worker in development builds (see app/service-worker.ts) or on insecure origins.
  return 'serviceWorker' in navigator && !import.meta.env.DEV ? 'pending' : 'unsupported';
}

/**
 * Whether a service worker is active for this page: it has then precached every screen
 * of the app, so the pages load with no network.
 */
export function useServiceWorkerReady(): ServiceWorkerState {
  const [state, setState] = useState(initialState);
  useEffect(() => {
    if (state !== 'pending') return;
    let live = true;
    void navigator.serviceWorker.ready.then(() => {
      if (live) setState('ready');
    });
    return () => {
      live = false;
    };
  }, [state]);
  return state;
}
