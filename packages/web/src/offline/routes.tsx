import type { RouteObject } from 'react-router';
import { OfflineLayout } from './offline-layout';
import { GameTypesPage } from './pages/game-types-page';
import { TopicsPage } from './pages/topics-page';
import { SetupPage } from './pages/setup-page';
import { PlayPage } from './pages/play-page';
import { ResultsPage } from './pages/results-page';

/**
 * The Offline Party Pack screens (SPEC §2 route table), mounted by the app behind the
 * sign-in guard. Eagerly loaded: the service worker precaches them for play with no network.
 */
export const offlineRoutes: RouteObject[] = [
  {
    element: <OfflineLayout />,
    children: [
      { path: 'offline', element: <GameTypesPage /> },
      { path: 'topics', element: <TopicsPage /> },
      { path: 'setup', element: <SetupPage /> },
      { path: 'play', element: <PlayPage /> },
      { path: 'results', element: <ResultsPage /> },
    ],
  },
];
