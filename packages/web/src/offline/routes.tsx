import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { preloadableLazy } from '../app/preloadable-lazy';
import { afterLoadIdle } from '../shell/after-load';
import { Spinner } from '../ui';
import { OfflineLayout } from './offline-layout';
import { GameTypesPage } from './pages/game-types-page';

// Issue 17: /offline's first load carries only its own screen; the topic list and the team
// set-up come once it is drawn (OfflineArea), and render at once when chosen.
const TopicsPage = preloadableLazy(async () => ({
  default: (await import('./pages/topics-page')).TopicsPage,
}));
const SetupPage = preloadableLazy(async () => ({
  default: (await import('./pages/setup-page')).SetupPage,
}));

// Issue 17: the game-show board and the winner moment animate with `motion`: /play and
// /results load it, /offline, /topics and /setup do not. Their chunks are precached by the
// service worker all the same, so offline play still needs no network.
const PlayPage = lazy(async () => ({ default: (await import('./pages/play-page')).PlayPage }));
const ResultsPage = lazy(async () => ({
  default: (await import('./pages/results-page')).ResultsPage,
}));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** The offline screens' frame; fetches the next screens' code once the first is drawn. */
function OfflineArea() {
  useEffect(
    () =>
      afterLoadIdle(() => {
        void TopicsPage.preload().catch(() => {});
        void SetupPage.preload().catch(() => {});
      }),
    [],
  );
  return <OfflineLayout />;
}

/**
 * The Offline Party Pack screens (SPEC §2 route table), mounted by the app behind the
 * sign-in guard. Loaded with the offline area (the play and results screens on demand); the
 * service worker precaches every one of them for play with no network.
 */
export const offlineRoutes: RouteObject[] = [
  {
    element: <OfflineArea />,
    children: [
      { path: 'offline', element: <GameTypesPage /> },
      {
        path: 'topics',
        element: (
          <Loading>
            <TopicsPage />
          </Loading>
        ),
      },
      {
        path: 'setup',
        element: (
          <Loading>
            <SetupPage />
          </Loading>
        ),
      },
      {
        path: 'play',
        element: (
          <Loading>
            <PlayPage />
          </Loading>
        ),
      },
      {
        path: 'results',
        element: (
          <Loading>
            <ResultsPage />
          </Loading>
        ),
      },
    ],
  },
];
