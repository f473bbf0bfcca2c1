import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useMatch, useRoutes, useSearchParams, type RouteObject } from 'react-router';
import { preloadableLazy, useCodeReady } from '../shell/preloadable-lazy';
import { Spinner } from '../ui';
import { ToastProvider } from '../ui/toast';
import { createRealtimeSocket, RealtimeProvider } from './connection';
import { ConnectionGate } from './connection-gate';
import { HubEntry } from './hub/hub-entry';
import { JoinLinkPage } from './hub/join-link-page';
import { usePartyOutlet } from './party/party-context';
import { LOADING_LABELS } from './party/party-screens';
import { screenSocketFactory } from './screen/screen-socket';
import { TvPairPhonePage } from './tv/tv-pair-phone-page';

// The party's screens: one chunk (party/party-area.ts), each screen rendered at once once it
// is here. loadPartyArea() brings them all, so moving between them never waits.
const partyArea = () => import('./party/party-area');
const PartyLayout = preloadableLazy(async () => ({ default: (await partyArea()).PartyLayout }));
const LobbyScreen = preloadableLazy(async () => ({ default: (await partyArea()).LobbyScreen }));
const SelectScreen = preloadableLazy(async () => ({ default: (await partyArea()).SelectScreen }));
const SetupScreen = preloadableLazy(async () => ({ default: (await partyArea()).SetupScreen }));
const TeamsScreen = preloadableLazy(async () => ({ default: (await partyArea()).TeamsScreen }));
const TopicsScreen = preloadableLazy(async () => ({ default: (await partyArea()).TopicsScreen }));
const SurveyScreen = preloadableLazy(async () => ({ default: (await partyArea()).SurveyScreen }));
const PARTY_SCREENS = [
  PartyLayout,
  LobbyScreen,
  SelectScreen,
  SetupScreen,
  TeamsScreen,
  TopicsScreen,
  SurveyScreen,
];

function partyAreaLoaded(): boolean {
  return PARTY_SCREENS.every((screen) => screen.isLoaded());
}

function loadPartyArea(): Promise<unknown> {
  const screens = Promise.all(PARTY_SCREENS.map((screen) => screen.preload()));
  // Then, without waiting for them, play and results (the board and `motion`): when the
  // host begins, every phone shows the board at once instead of a spinner.
  void screens
    .then(() => Promise.all([PlayScreen.preload(), ResultsScreen.preload()]))
    .catch(() => {});
  return screens;
}

/**
 * False until the party's screens are here when `needed` (a party's own link, opened
 * directly): a plain spinner meanwhile, as a Suspense fallback would stay on screen 300 ms
 * longer than the code takes. `soon` (a join link, which leads to the lobby) starts loading
 * them at once without waiting for them; elsewhere (the hub) they load once the page is drawn.
 */
function usePartyArea(needed: boolean, soon: boolean): boolean {
  const ready = useCodeReady(
    loadPartyArea,
    partyAreaLoaded,
    needed || soon ? 'now' : 'afterFirstScreen',
  );
  return ready || !needed;
}

const PlayScreen = preloadableLazy(async () => ({
  default: (await import('./play/play-screen')).PlayScreen,
}));
const ResultsScreen = preloadableLazy(async () => ({
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

/** The big screen's route: outside the party layout, as a screen is not a member. */
const SCREEN_PATH = 'party/:code/screen';

/** The route table of the Online Party Arena, relative to the app's root. */
export const onlineRoutes: RouteObject[] = [
  { path: 'online', element: <HubEntry /> },
  { path: 'join/:code', element: <JoinLinkPage /> },
  // SCREEN-4: a TV's QR code, opened on the host's phone.
  { path: 'tv/:code', element: <TvPairPhonePage /> },
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
      { path: 'survey', element: <SurveyScreen /> },
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
  const party = useMatch('/party/:code/*');
  const joinLink = useMatch('/join/:code');
  const partyReady = usePartyArea(party !== null && screen === null, joinLink !== null);
  const [search] = useSearchParams();
  const code = screen?.params.code?.toUpperCase() ?? '';
  const key = screen ? (search.get('key') ?? '') : '';
  // AUTH-6: The screen's socket carries its link's key, for a TV that never signed in.
  const createSocket = useMemo(
    () => (key === '' ? createRealtimeSocket : screenSocketFactory(code, key)),
    [code, key],
  );
  return (
    <RealtimeProvider key={screen ? `screen:${code}:${key}` : 'member'} createSocket={createSocket}>
      <ToastProvider>
        <ConnectionGate>
          {partyReady ? routes : <Spinner label={LOADING_LABELS.lobby} />}
        </ConnectionGate>
      </ToastProvider>
    </RealtimeProvider>
  );
}
