import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import type { User } from '@trivia/protocol';
import { meQueryKey } from '../auth/auth-api';

/** A user as the server describes it; overrides pick the case under test. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    uid: 'u-1',
    displayName: 'Alice',
    email: 'alice@example.com',
    photoURL: null,
    emailVerified: true,
    createdAt: '2025-01-02T10:00:00.000Z',
    lastSignInAt: '2025-01-03T10:00:00.000Z',
    isGuest: false,
    ...overrides,
  };
}

export function makeGuest(overrides: Partial<User> = {}): User {
  return makeUser({
    uid: 'g-1',
    displayName: 'Guest Fox',
    email: null,
    emailVerified: false,
    isGuest: true,
    ...overrides,
  });
}

/** Shows the router's current location, for asserting redirects. */
export function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <div data-testid="location" data-navigation={navigationType}>
      {location.pathname + location.search}
    </div>
  );
}

export interface RenderOptions {
  /** The first URL (default /). */
  route?: string;
  /** Seeds GET /api/me: a user, null (signed out), or undefined (still loading). */
  user?: User | null;
}

/** Renders `ui` inside the app's providers (query client, memory router) and a location probe. */
export function renderApp(ui: ReactElement, { route = '/', user }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (user !== undefined) queryClient.setQueryData(meQueryKey, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Replaces fetch with answers by "METHOD /path"; unknown requests fail the test loudly. */
export function mockFetch(
  routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>,
) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request ${key}`);
    return handler(init);
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * The toast on screen (Radix Toast renders the visible toast as a list item with its tone,
 * and a visually hidden copy for screen readers); throws when there is none.
 */
export function shownToast(): HTMLElement & { dataset: { tone?: string } } {
  const toast = document.querySelector<HTMLElement>('li[data-tone]');
  if (!toast) throw new Error('No toast on screen');
  return toast;
}
