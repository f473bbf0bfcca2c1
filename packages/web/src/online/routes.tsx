import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useMatch, useRoutes, useSearchParams, type RouteObject } from 'react-router';
import { Spinner } from '../ui';
import { ToastProvider } from '../ui/toast';
import { createRealtimeSocket, RealtimeProvider } from './connection';
import { ConnectionGate } from './connection-gate';
import { HubPage } from './hub/hub-page';
import { JoinLinkPage } from './hub/join-link-page';
import { LobbyScreen } from './party/lobby/lobby-screen';
import { usePartyOutlet } from './party/party-context';
import { PartyLayout } from './party/party-layout';
import { LOADING_LABELS } from './party/party-screens';
import { screenSocketFactory } from './screen/screen-socket';
import { SelectScreen } from './party/select/select-screen';
import { SetupScreen } from './party/setup/setup-screen';
import { TeamsScreen } from './party/teams/teams-screen';
import { TopicsScreen } from './party/topics/topics-screen';

const PlayScreen = lazy(async () => ({
  default: (await import('./play/play-screen')).PlayScreen,
}));
const ResultsScreen = lazy(async () => ({
  default: (await import('./results/results-screen')).ResultsScreen,
}));
const ScreenPage = lazy(async () => ({
  default: (await import('./screen/screen-page')).ScreenPage,
}));

function PlayRoute() {
  const { view } = usePartyOutlet();
  return (
    <Suspense fallback={<Spinner label={LOADING_LABELS.play} />}>
      <PlayScreen view={view} />
    </Suspense>
  );
}

function ResultsRoute() {
  const { view } = usePartyOutlet();
  return (
    <Suspense fallback={<Spinner label={LOADING_LABELS.results} />}>
      <ResultsScreen view={view} />
    </Suspense>
  );
}

/** The big screen's route (issue 9): outside the party layout, as a screen is not a member. */
const SCREEN_PATH = 'party/:code/screen';

/** SPEC §2 route table: the Online Party Arena, relative to the app's root. */
export const onlineRoutes: RouteObject[] = [
  { path: 'online', element: <HubPage /> },
  { path: 'join/:code', element: <JoinLinkPage /> },
  {
    path: SCREEN_PATH,
    element: (
      <Suspense fallback={<Spinner label={LOADING_LABELS.lobby} />}>
        <ScreenPage />
      </Suspense>
    ),
  },
  {
    path: 'party/:code',
    element: <PartyLayout />,
    children: [
      { index: true, element: <Navigate to="lobby" replace /> },
      { path: 'lobby', element: <LobbyScreen /> },
      { path: 'select', element: <SelectScreen /> },
      { path: 'topics', element: <TopicsScreen /> },
      { path: 'setup', element: <SetupScreen /> },
      { path: 'teams', element: <TeamsScreen /> },
      { path: 'play', element: <PlayRoute /> },
      { path: 'results', element: <ResultsRoute /> },
      { path: '*', element: <Navigate to="lobby" replace /> },
    ],
  },
];

/**
 * The online area, loaded on demand: one realtime connection shared by the hub, the join
 * link and every party screen (the app mounts this at each of their paths in one place).
 */
export default function OnlineScreens() {
  const routes = useRoutes(onlineRoutes);
  // A big screen's connection can only watch for the rest of its life (docs/PROTOCOL.md):
  // it gets a connection of its own, and leaving the screen opens a fresh one.
  const screen = useMatch(`/${SCREEN_PATH}`);
  const [search] = useSearchParams();
  const code = screen?.params.code?.toUpperCase() ?? '';
  const key = screen ? (search.get('key') ?? '') : '';
  // Issue 17: the screen's socket carries its link's key, for a TV that never signed in.
  const createSocket = useMemo(
    () => (key === '' ? createRealtimeSocket : screenSocketFactory(code, key)),
    [code, key],
  );
  return (
    <RealtimeProvider key={screen ? `screen:${code}:${key}` : 'member'} createSocket={createSocket}>
      <ToastProvider>
        <ConnectionGate>{routes}</ConnectionGate>
      </ToastProvider>
    </RealtimeProvider>
  );
}
