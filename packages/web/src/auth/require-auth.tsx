import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../ui';
import { loginUrl } from './safe-next';
import { useAuth } from './use-auth';

/**
 * AUTH-1: the sign-in guard. A signed-in user or a guest passes; anyone else goes to /login,
 * replacing history, with the original path plus query as `next`. A spinner shows while loading.
 * Wraps `children`, or the nested routes (<Outlet />) when used as a layout route.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label="Checking your session..." />;
  if (!user) return <Navigate to={loginUrl(location.pathname + location.search)} replace />;
  return children ?? <Outlet />;
}
