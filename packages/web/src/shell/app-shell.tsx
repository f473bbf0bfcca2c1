import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isBigScreenPath } from '../app/big-screen-path';
import { RouteErrorBoundary } from '../app/route-error-boundary';
import { Spinner } from '../ui';
import { Navbar } from './navbar';
import { useRouteFocus } from './route-focus';

// Decorative: loaded after the first screen so it never delays it.
const BackgroundCanvas = lazy(async () => ({
  default: (await import('./background-canvas')).BackgroundCanvas,
}));

/**
 * How long after the page's load event the background waits: the guarded screens' own
 * code (loaded after the session check) runs by then on a slow phone.
 */
const BACKGROUND_AFTER_LOAD_MS = 1500;

/**
 * True once the page has loaded, the screen's code has had time to run and the main thread
 * is idle: the background's animation then no longer competes with drawing the first
 * screen on a slow phone (issue 10: its first frames were long tasks during /online's load).
 */
function useAfterLoadIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      const delay = window.setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') {
          const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
          cancel = () => window.cancelIdleCallback(id);
        } else {
          setReady(true);
        }
      }, BACKGROUND_AFTER_LOAD_MS);
      cancel = () => window.clearTimeout(delay);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return ready;
}

/** The frame of every screen: background, navbar, then the route's content. */
export function AppShell() {
  const { pathname } = useLocation();
  const showBackground = useAfterLoadIdle();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useRouteFocus(pathname);
  // Issue 17: the big screen is a TV's whole screen, with no navigation bar or avatar.
  const tv = isBigScreenPath(pathname);

  return (
    <>
      {showBackground && !tv && (
        <Suspense fallback={null}>
          <BackgroundCanvas />
        </Suspense>
      )}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      {tv ? null : <Navbar />}
      <main id="main" className="relative">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </>
  );
}
