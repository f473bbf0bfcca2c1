import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import type { PartyView } from '@trivia/protocol';
import { ToastProvider } from '../../ui/toast';
import { createRealtimeSocket, RealtimeProvider } from '../connection';
import { ConnectionGate } from '../connection-gate';
import { onlineRoutes } from '../routes';
import { fail, ok, type FakeRealtimeServer } from './fake-realtime-server';

// Two shared cores and a real socket per test: give async queries room before they fail.
configure({ asyncUtilTimeout: 5000 });

function Elsewhere() {
  return <p>Screen {useLocation().pathname}</p>;
}

function TestRoutes() {
  return useRoutes([...onlineRoutes, { path: '*', element: <Elsewhere /> }]);
}

/**
 * Renders the online area at `path`, connected over a real WebSocket to `server`. Paths
 * outside it render "Screen /path", so navigations can be seen.
 */
export function renderOnline(
  path: string | { pathname: string; state: unknown },
  server: FakeRealtimeServer,
) {
  const createSocket = () =>
    createRealtimeSocket(server.url, { reconnectionDelay: 20, reconnectionDelayMax: 50 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <RealtimeProvider createSocket={createSocket}>
          <ToastProvider>
            <ConnectionGate>
              <TestRoutes />
            </ConnectionGate>
          </ToastProvider>
        </RealtimeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Scripts the server as a party of `view`: subscribe, join and create answer with it (an
 * unknown code is "Party not found"); every other command is acked.
 */
export function serveParty(server: FakeRealtimeServer, view: PartyView): void {
  const code = view.party.code;
  server.handler = (envelope) => {
    const payload = envelope.payload as { code?: string };
    if (['subscribe', 'joinParty', 'createParty'].includes(envelope.type)) {
      if (envelope.type !== 'createParty' && payload.code !== code) {
        return fail(envelope, 'Party not found');
      }
      setTimeout(() => server.sendView(code, view.version, view), 5);
      return ok(envelope, { code, version: view.version });
    }
    return ok(envelope, { version: view.version });
  };
}
