import { useEffect, useState } from 'react';

/**
 * The code of an optional part of the frame (the background, the account menu, a card),
 * fetched once `enabled`: null until it is here. A failed download (the network dropped
 * while the page was loading: a party's flaky Wi-Fi) is tried again when the browser is back
 * online, and never takes the page down. React.lazy would: it throws a failed import to the
 * nearest error boundary, and outside the routes' boundary that unmounts the whole app,
 * which is what a browser test saw going offline on a slow machine (a blank page).
 */
export function useOptionalCode<T>(load: () => Promise<T>, enabled = true): T | null {
  const [code, setCode] = useState<{ module: T } | null>(null);
  const loaded = code !== null;
  useEffect(() => {
    if (!enabled || loaded) return undefined;
    let live = true;
    const attempt = () => {
      load().then(
        (module) => {
          if (live) setCode({ module });
        },
        () => {
          if (live) window.addEventListener('online', attempt, { once: true });
        },
      );
    };
    attempt();
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
  }, [load, enabled, loaded]);
  return code?.module ?? null;
}
