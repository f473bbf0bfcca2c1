import { lazy, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { afterLoadIdle } from './after-load';

/** A lazily loaded screen whose code can be fetched before it first renders. */
export interface PreloadableLazy<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the code (once); the promise settles when it is ready. */
  preload: () => Promise<unknown>;
  /** True once the code is here: the screen then renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * Like React.lazy, and when the code has already arrived (preload() settled) the screen
 * renders at once. React.lazy on its own suspends on the first render even then, and React
 * holds a Suspense fallback on screen for at least 300 ms (its reveal throttle): on /online
 * the hub appeared 300 ms after its code was ready (Lighthouse LCP, docs/PERFORMANCE.md
 * "Front end").
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null; // a failed download can be tried again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Screen(props: P): ReactElement {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { preload, isLoaded: () => loaded !== null });
}

/**
 * True once `load()` has settled (at once when `isLoaded()` already holds), started now or,
 * with `start` 'afterFirstScreen', once the first screen is drawn (afterLoadIdle). Settled
 * includes failed: the screen then suspends and retries, and the route's error boundary
 * reports a failure. Until then the caller shows its own loading state, which, unlike a
 * Suspense fallback, React does not hold on screen for 300 ms after the code arrives.
 */
export function useCodeReady(
  load: () => Promise<unknown>,
  isLoaded: () => boolean,
  start: 'now' | 'afterFirstScreen' = 'now',
): boolean {
  const [settled, setSettled] = useState(isLoaded);
  useEffect(() => {
    if (settled) return undefined;
    let live = true;
    const run = () => {
      const done = () => {
        if (live) setSettled(true);
      };
      load().then(done, done);
    };
    let cancel = () => {};
    if (start === 'now') run();
    else cancel = afterLoadIdle(run);
    return () => {
      live = false;
      cancel();
    };
  }, [load, start, settled]);
  return settled;
}

/** Whether `screen` may render now (useCodeReady): its code is here, or failed to come. */
export function useScreenReady(screen: PreloadableLazy<never>): boolean {
  return useCodeReady(screen.preload, screen.isLoaded);
}
