import { useEffect, useRef, useState } from 'react';

/**
 * A moment to show for `durationMs` each time `key` changes after the first render (a new
 * miss, a new active team): returns the changed key while it is shown, null otherwise.
 * Nothing waits on it; it only decides what decoration is on screen.
 */
export function useChangeFlash<K>(key: K, durationMs: number): K | null {
  const first = useRef(key);
  const [shown, setShown] = useState<K | null>(null);
  useEffect(() => {
    if (Object.is(first.current, key)) return;
    first.current = key;
    setShown(key);
    const timer = window.setTimeout(() => setShown(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [key, durationMs]);
  return shown;
}
