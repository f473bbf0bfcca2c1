import { useEffect, useState } from 'react';

/**
 * After each failed download the next try waits longer: these pauses in turn, then the last
 * one again and again.
 */
export const OPTIONAL_CODE_RETRY_MS = [2_000, 5_000, 15_000, 60_000] as const;

/**
 * The code of an optional part of the frame (the background, the account menu, a card),
 * fetched once `enabled`: null until it is here. A failed download (the network dropped
 * while the page was loading: a party's flaky Wi-Fi) is tried again when the browser is back
 * online, or after a pause (2 s, then 5, 15, and every minute), as a Wi-Fi that hiccups
 * never tells the browser it was offline; it never takes the page down. React.lazy would: it
 * throws a failed import to the nearest error boundary, and outside the routes' boundary
 * that unmounts the whole app, which is what a browser test saw going offline on a slow
 * machine (a blank page).
 */
export function useOptionalCode<T>(load: () => Promise<T>, enabled = true): T | null {
  const [code, setCode] = useState<{ module: T } | null>(null);
  const loaded = code !== null;
  useEffect(() => {
    if (!enabled || loaded) return undefined;
    let live = true;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      clearTimeout(timer);
      window.removeEventListener('online', attempt);
      load().then(
        (module) => {
          if (live) setCode({ module });
        },
        () => {
          if (!live) return;
          const wait =
            OPTIONAL_CODE_RETRY_MS[Math.min(failures, OPTIONAL_CODE_RETRY_MS.length - 1)];
          failures += 1;
          window.addEventListener('online', attempt, { once: true });
          timer = setTimeout(attempt, wait);
        },
      );
    };
    attempt();
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', attempt);
    };
  }, [load, enabled, loaded]);
  return code?.module ?? null;
}
