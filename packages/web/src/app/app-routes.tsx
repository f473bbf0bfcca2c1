import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { normalizeJoinCode } from '@trivia/game';
import { RequireAuth } from '../auth/require-auth';
import { useAuth } from '../auth/use-auth';
import { HomePage } from '../pages/home/home-page';
import { AppShell } from '../shell/app-shell';
import { Spinner } from '../ui';
import { isBigScreenPath } from '../shell/big-screen-path';
import { useScreenReady, type PreloadableLazy } from '../shell/preloadable-lazy';
import { OFFLINE_PATH, ONLINE_PATH, withoutTrailingSlash } from './route-paths';
import {
  JoinNameStep,
  LoginPage,
  MyTopicsScreens,
  NotFoundPage,
  OfflineScreens,
  OnlineScreens,
  ProfilePage,
  SharedPackPage,
  TvPairingPage,
} from './lazy-pages';

/**
 * Offline and online screens behind the guard; anything else that no route claims is not
 * found. Every online path renders the same OnlineScreens here, so moving from the hub to a
 * party (and between party screens) keeps its one realtime connection.
 */
function OtherRoutes() {
  const { pathname } = useLocation();
  const path = withoutTrailingSlash(pathname);
  const online = ONLINE_PATH.test(path);
  const offline = OFFLINE_PATH.test(path);
  const queryClient = useQueryClient();
  const { user, loading } = useAuth();
  const signedIn = user !== null;
  // Fetch the screens' code while the guard checks the session, not after (a faster first
  // load), and the offline pack as soon as there is a session to fetch it with (a signed-out browser
  // is on its way to /login).
  useEffect(() => {
    if (online) void OnlineScreens.preload().catch(() => {});
    else if (offline) {
      void OfflineScreens.preload().catch(() => {});
      const pack = import('../offline-pack/offline-pack-query');
      if (signedIn) {
        void pack
          .then(({ offlinePackQuery }) => queryClient.prefetchQuery(offlinePackQuery))
          .catch(() => {});
      }
    }
  }, [online, offline, signedIn, queryClient]);
  // AUTH-6: The big screen needs no session (its link's key admits it as a watcher).
  if (online && isBigScreenPath(path)) return <OnlineScreens />;
  // A join link needs no sign-in first; its name step makes the guest session.
  const joinCode = /^\/join\/([^/]+)$/.exec(path)?.[1];
  if (joinCode !== undefined && !loading && user === null) {
    return <JoinNameStep code={normalizeJoinCode(decodeURIComponent(joinCode))} />;
  }
  if (online) {
    return (
      <RequireAuth>
        <WhenReady screen={OnlineScreens} />
      </RequireAuth>
    );
  }
  if (!offline) return <NotFoundPage />;
  return (
    <RequireAuth>
      <WhenReady screen={OfflineScreens} />
    </RequireAuth>
  );
}

/** A play route's screens once their code is here (no Suspense reveal delay). */
function WhenReady({ screen: Screen }: { screen: PreloadableLazy<object> }) {
  const ready = useScreenReady(Screen);
  return ready ? <Screen /> : <Spinner />;
}

/**
 * AUTH-1: the route table: /, /login and a TV's /tv (SCREEN-1) are open; /profile, /my-topics, the Offline Party
 * Pack and the Online Party Arena (/online, /join/{code}, /party/{code}/...) sit behind the
 * sign-in guard; every other path gets the not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="tv" element={<TvPairingPage />} />
        <Route element={<RequireAuth />}>
          <Route path="profile" element={<ProfilePage />} />
          <Route path="my-topics/*" element={<MyTopicsScreens />} />
          <Route path="shared-pack/:token" element={<SharedPackPage />} />
        </Route>
        <Route path="*" element={<OtherRoutes />} />
      </Route>
    </Routes>
  );
}
