import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeGuest, mockFetch, renderApp } from '../../test/render';
import { HomePage } from '../home/home-page';
import { LoginPage } from './login-page';

let online = true;

/** The browser's network state, as navigator.onLine and its events report it. */
function setNetwork(isOnline: boolean): void {
  online = isOnline;
  act(() => void window.dispatchEvent(new Event(isOnline ? 'online' : 'offline')));
}

function useFakeNetwork(): void {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
}

afterEach(() => void vi.restoreAllMocks());

describe('online-only actions say "You\'re offline" and recover without a reload', () => {
  it('/login: both sign-in buttons wait offline, then a guest signs in once back online', async () => {
    useFakeNetwork();
    mockFetch({
      'GET /api/auth/config': () => json({ google: { enabled: true } }),
      'POST /api/auth/guest': () => json({ user: makeGuest() }),
    });
    renderApp(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={null} />
      </Routes>,
      { route: '/login?next=%2Foffline', user: null },
    );
    setNetwork(false);
    expect(screen.getByText(/^You're offline\./)).toBeTruthy();
    const guest = screen.getByRole('button', { name: 'Continue as Guest' });
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    expect((guest as HTMLButtonElement).disabled).toBe(true);
    expect((google as HTMLButtonElement).disabled).toBe(true);

    setNetwork(true);
    expect(screen.queryByText(/^You're offline\./)).toBeNull();
    await waitFor(() => expect((google as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(guest);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/offline'));
  });

  it('Home: Host a Party and Join Party wait offline and work once back', () => {
    useFakeNetwork();
    mockFetch({});
    renderApp(<HomePage />, { user: makeGuest() });
    setNetwork(false);
    const arena = screen.getByRole('region', { name: 'Online Party Arena' });
    expect(arena.textContent).toContain(
      "You're offline: the Online Party Arena needs a connection.",
    );
    const host = screen.getByRole<HTMLButtonElement>('button', { name: 'Host a Party' });
    expect(host.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Join Party' }).disabled).toBe(
      true,
    );

    setNetwork(true);
    expect(host.disabled).toBe(false);
    expect(arena.textContent).not.toContain("You're offline");
  });
});
