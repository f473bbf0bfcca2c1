import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isBigScreenPath } from './big-screen-path';
import { RouteErrorBoundary } from './route-error-boundary';
import { Spinner } from '../ui';
import { useAfterLoadIdle } from './after-load';
import { Navbar } from './navbar';
import { useRouteFocus } from './route-focus';
import { useOptionalCode } from './use-optional-code';

// Decorative: loaded after the first screen so it never delays it.
const loadBackground = () => import('./background-canvas');

/**
 * How long after the page's load event the background waits: the guarded screens' own
 * code (loaded after the session check) runs by then on a slow phone. Its animation would
 * otherwise compete with drawing the first screen (its first frames were long
 * tasks during /online's load).
 */
const BACKGROUND_AFTER_LOAD_MS = 1500;

/** The frame of every screen: background, navbar, then the route's content. */
export function AppShell() {
  const { pathname } = useLocation();
  const showBackground = useAfterLoadIdle({ delayMs: BACKGROUND_AFTER_LOAD_MS });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useRouteFocus(pathname);
  // The big screen is a TV's whole screen, with no navigation bar or avatar.
  const tv = isBigScreenPath(pathname);
  const background = useOptionalCode(loadBackground, showBackground && !tv);

  return (
    <>
      {background && !tv && <background.BackgroundCanvas />}
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
