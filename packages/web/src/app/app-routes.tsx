import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { normalizeJoinCode } from '@trivia/game';
import { RequireAuth } from '../auth/require-auth';
import { useAuth } from '../auth/use-auth';
import { HomePage } from '../pages/home/home-page';
import { AppShell } from '../shell/app-shell';
import { isBigScreenPath } from './big-screen-path';
import {
  loadOfflineScreens,
  loadOnlineScreens,
  JoinNameStep,
  LoginPage,
  MyTopicsScreens,
  NotFoundPage,
  OfflineScreens,
  OnlineScreens,
  ProfilePage,
  SharedPackPage,
} from './lazy-pages';

/** SPEC §2 route table: the Offline Party Pack's paths (routes owned by src/offline/routes.tsx). */
export const OFFLINE_PATHS: ReadonlySet<string> = new Set([
  '/offline',
  '/topics',
  '/setup',
  '/play',
  '/results',
]);

/** SPEC §2 route table: the Online Party Arena's paths (routes owned by src/online/routes.tsx). */
const ONLINE_PATH = /^\/(?:online|join\/[^/]+|party\/[^/]+(?:\/.*)?)$/;

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Offline and online screens behind the guard; anything else that no route claims is not
 * found. Every online path renders the same OnlineScreens here, so moving from the hub to a
 * party (and between party screens) keeps its one realtime connection.
 */
function OtherRoutes() {
  const { pathname } = useLocation();
  const path = withoutTrailingSlash(pathname);
  const online = ONLINE_PATH.test(path);
  const offline = OFFLINE_PATHS.has(path);
  const queryClient = useQueryClient();
  const { user, loading } = useAuth();
  // Fetch the screens' code (and read the offline pack saved on this device) while the
  // guard checks the session, not after (issue 10).
  useEffect(() => {
    if (online) void loadOnlineScreens().catch(() => {});
    else if (offline) {
      void loadOfflineScreens().catch(() => {});
      void import('../offline/pack/offline-pack-query')
        .then(({ offlinePackQuery }) => queryClient.prefetchQuery(offlinePackQuery))
        .catch(() => {});
    }
  }, [online, offline, queryClient]);
  // Issue 17: the big screen needs no session (its link's key admits it as a watcher).
  if (online && isBigScreenPath(path)) return <OnlineScreens />;
  // Issue 18: a join link needs no sign-in first; its name step makes the guest session.
  const joinCode = /^\/join\/([^/]+)$/.exec(path)?.[1];
  if (joinCode !== undefined && !loading && user === null) {
    return <JoinNameStep code={normalizeJoinCode(decodeURIComponent(joinCode))} />;
  }
  if (online) {
    return (
      <RequireAuth>
        <OnlineScreens />
      </RequireAuth>
    );
  }
  if (!offline) return <NotFoundPage />;
  return (
    <RequireAuth>
      <OfflineScreens />
    </RequireAuth>
  );
}

/**
 * SPEC §2 route table: / and /login are open; /profile, /my-topics (issue 19), the Offline Party Pack and the
 * Online Party Arena (/online, /join/{code}, /party/{code}/...) sit behind the sign-in
 * guard; every other path gets the not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
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
