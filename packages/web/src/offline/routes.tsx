import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '../ui';
import { OfflineLayout } from './offline-layout';
import { GameTypesPage } from './pages/game-types-page';
import { TopicsPage } from './pages/topics-page';
import { SetupPage } from './pages/setup-page';

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

/**
 * The Offline Party Pack screens (SPEC §2 route table), mounted by the app behind the
 * sign-in guard. Loaded with the offline area (the play and results screens on demand); the
 * service worker precaches every one of them for play with no network.
 */
export const offlineRoutes: RouteObject[] = [
  {
    element: <OfflineLayout />,
    children: [
      { path: 'offline', element: <GameTypesPage /> },
      { path: 'topics', element: <TopicsPage /> },
      { path: 'setup', element: <SetupPage /> },
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
