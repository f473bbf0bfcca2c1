import { Suspense, useEffect, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { preloadableLazy } from '../shell/preloadable-lazy';
import { afterLoadIdle } from '../shell/after-load';
import { Spinner } from '../ui';
import { OfflineLayout } from './offline-layout';
import { GameTypesPage } from './pages/game-types-page';

// /offline's first load carries only its own screen; the topic list and the team
// set-up come once it is drawn (OfflineArea), and render at once when chosen.
const TopicsPage = preloadableLazy(async () => ({
  default: (await import('./pages/topics-page')).TopicsPage,
}));
const SetupPage = preloadableLazy(async () => ({
  default: (await import('./pages/setup-page')).SetupPage,
}));
// OFF-13: Survey Says picks a prompt and runs its survey here instead of /topics.
const SurveyPage = preloadableLazy(async () => ({
  default: (await import('./survey/survey-page')).SurveyPage,
}));

// The game-show board and the winner moment animate with `motion`: /play and
// /results need it, and fetch it once /offline's first screen is drawn, never on its way.
// The service worker precaches every chunk all the same, so offline play needs no network.
const PlayPage = preloadableLazy(async () => ({
  default: (await import('./pages/play-page')).PlayPage,
}));
const ResultsPage = preloadableLazy(async () => ({
  default: (await import('./pages/results-page')).ResultsPage,
}));
/** Every screen after /offline, fetched once the first is drawn: none of them waits later. */
const LATER_SCREENS = [TopicsPage, SetupPage, SurveyPage, PlayPage, ResultsPage];

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** The offline screens' frame; fetches the next screens' code once the first is drawn. */
function OfflineArea() {
  useEffect(
    () =>
      afterLoadIdle(() => {
        for (const screen of LATER_SCREENS) void screen.preload().catch(() => {});
      }),
    [],
  );
  return <OfflineLayout />;
}

/**
 * The Offline Party Pack screens (the route table), mounted by the app behind the
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
        path: 'survey',
        element: (
          <Loading>
            <SurveyPage />
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
