import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../app/route-error-boundary';
import { Spinner } from '../ui';
import { Navbar } from './navbar';

// Decorative: loaded after the first screen so it never delays it.
const BackgroundCanvas = lazy(async () => ({
  default: (await import('./background-canvas')).BackgroundCanvas,
}));

/** The frame of every screen: background, navbar, then the route's content. */
export function AppShell() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <Suspense fallback={null}>
        <BackgroundCanvas />
      </Suspense>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <Navbar />
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
