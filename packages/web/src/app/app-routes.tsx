import { Route, Routes, useLocation } from 'react-router';
import { RequireAuth } from '../auth/require-auth';
import { HomePage } from '../pages/home/home-page';
import { AppShell } from '../shell/app-shell';
import { LoginPage, NotFoundPage, OfflineScreens, ProfilePage } from './lazy-pages';

/** SPEC §2 route table: the Offline Party Pack's paths (routes owned by src/offline/routes.tsx). */
export const OFFLINE_PATHS: ReadonlySet<string> = new Set([
  '/offline',
  '/topics',
  '/setup',
  '/play',
  '/results',
]);

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Offline screens behind the guard; anything else that no route claims is not found. */
function OtherRoutes() {
  const { pathname } = useLocation();
  if (!OFFLINE_PATHS.has(withoutTrailingSlash(pathname))) return <NotFoundPage />;
  return (
    <RequireAuth>
      <OfflineScreens />
    </RequireAuth>
  );
}

/**
 * SPEC §2 route table, as it exists now: / and /login are open; /profile and the Offline
 * Party Pack sit behind the sign-in guard; every other path gets the not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route element={<RequireAuth />}>
          <Route path="profile" element={<ProfilePage />} />
        </Route>
        <Route path="*" element={<OtherRoutes />} />
      </Route>
    </Routes>
  );
}
