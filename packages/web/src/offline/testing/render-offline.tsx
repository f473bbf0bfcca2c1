import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { OfflineGameState } from '@trivia/game';
import { offlineRoutes } from '../routes';
import { saveGame } from '../store/offline-storage';

// Two shared cores and parallel test files: give async queries room before they fail.
configure({ asyncUtilTimeout: 5000 });

function Elsewhere() {
  return <p>Screen {useLocation().pathname}</p>;
}

/**
 * Renders the offline routes at `path`, starting from a saved game when given (as after a
 * refresh). Other routes render "Screen /path" so redirects can be seen.
 */
export function renderOffline(
  path: string,
  game?: { state: OfflineGameState; deadline?: number | null },
) {
  if (game) saveGame({ state: game.state, deadline: game.deadline ?? null });
  const router = createMemoryRouter([...offlineRoutes, { path: '*', element: <Elsewhere /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** Answers the API's GETs with JSON bodies by path; anything else is a 404. */
export function mockApi(routes: Record<string, unknown>, status = 200) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = routes[path];
    if (body === undefined)
      return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
