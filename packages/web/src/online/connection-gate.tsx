import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../auth/auth-api';
import { loginUrl } from '../auth/safe-next';
import { Button, ButtonLink, Card, Page } from '../ui';
import { useRealtime } from './connection';

/**
 * A connection the server refused (docs/PROTOCOL.md): an old app version must reload; a
 * session that ended must sign in again (the sign-in state is refreshed, so the guard
 * takes over). Anything else shows the screens.
 */
export function ConnectionGate({ children }: { children: ReactNode }) {
  const { status, refusal } = useRealtime();
  const queryClient = useQueryClient();
  const location = useLocation();
  const unauthorized = refusal?.code === 'unauthorized';
  useEffect(() => {
    if (unauthorized) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [unauthorized, queryClient]);

  if (status !== 'refused' || !refusal) return children;
  return (
    <Page width="narrow">
      <Card className="text-center" role="alert">
        <h1 className="text-2xl font-bold">
          {refusal.code === 'reload_required' ? 'Update available' : 'Cannot connect'}
        </h1>
        <p className="mt-2">{refusal.message}</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          {refusal.code === 'reload_required' ? (
            <Button onClick={() => window.location.reload()}>Reload</Button>
          ) : null}
          {refusal.code === 'too_many_connections' ? (
            <Button onClick={() => window.location.reload()}>Try Again</Button>
          ) : null}
          {unauthorized ? (
            <ButtonLink to={loginUrl(location.pathname + location.search)}>Sign In</ButtonLink>
          ) : null}
          <ButtonLink to="/" variant="secondary">
            Go to Home
          </ButtonLink>
        </div>
      </Card>
    </Page>
  );
}
