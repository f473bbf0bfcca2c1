import { useEffect, useState } from 'react';

/**
 * How long after the load event the work that the first screen can do without waits (the
 * account menu, the offline pack's refresh on other pages, the service worker, the next
 * screens' code): the screen's own code and data have the network to themselves until then
 * (on a fast connection the first screen is drawn by then, on a slow phone the
 * load event itself comes late).
 */
export const AFTER_FIRST_SCREEN_MS = 800;

/**
 * Runs `run` once the page has loaded, `delayMs` more have passed (AFTER_FIRST_SCREEN_MS) and the main thread is
 * idle (at most `idleTimeoutMs` later): for work the first screen does not need, so it
 * never competes with drawing it on a slow phone. Returns a cancel function.
 */
export function afterLoadIdle(
  run: () => void,
  {
    delayMs = AFTER_FIRST_SCREEN_MS,
    idleTimeoutMs = 1000,
  }: { delayMs?: number; idleTimeoutMs?: number } = {},
): () => void {
  let cancel = () => {};
  const whenLoaded = () => {
    const delay = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        run();
      }
    }, delayMs);
    cancel = () => window.clearTimeout(delay);
  };
  if (document.readyState === 'complete') whenLoaded();
  else {
    window.addEventListener('load', whenLoaded, { once: true });
    cancel = () => window.removeEventListener('load', whenLoaded);
  }
  return () => cancel();
}

/** True once afterLoadIdle has run (see there): for components the first screen can do without. */
export function useAfterLoadIdle(options?: { delayMs?: number; idleTimeoutMs?: number }): boolean {
  const [ready, setReady] = useState(false);
  const delayMs = options?.delayMs;
  const idleTimeoutMs = options?.idleTimeoutMs;
  useEffect(
    () => afterLoadIdle(() => setReady(true), { delayMs, idleTimeoutMs }),
    [delayMs, idleTimeoutMs],
  );
  return ready;
}
