import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeGuest, makeUser, mockFetch, renderApp } from '../../test/render';
import { LoginPage } from './login-page';

/** The login route alone, as the app mounts it: other paths render nothing. */
function Login() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

const googleOn = { 'GET /api/auth/config': () => json({ google: { enabled: true } }) };

describe('/login', () => {
  it('offers "Sign in with Google", "Continue as Guest" and the guest-mode note', async () => {
    mockFetch(googleOn);
    renderApp(<Login />, { route: '/login', user: null });
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue as Guest' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Guest mode' })).toBeTruthy();
  });

  it('[AUTH-1][AUTH-2] continues as a guest, then goes to next', async () => {
    const calls = mockFetch({
      ...googleOn,
      'POST /api/auth/guest': () => json({ user: makeGuest() }),
    });
    renderApp(<Login />, { route: '/login?next=%2Fprofile', user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Guest' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
    expect(calls.map((c) => c.key)).toContain('POST /api/auth/guest');
  });

  it('[AUTH-2] a guest continues under the name they typed', async () => {
    const calls = mockFetch({
      ...googleOn,
      'POST /api/auth/guest': () => json({ user: makeGuest() }),
    });
    renderApp(<Login />, { route: '/login?next=%2Fprofile', user: null });
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name as a guest' }), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Guest' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
    const guest = calls.find((c) => c.key === 'POST /api/auth/guest');
    expect(guest?.body).toEqual({ displayName: 'Sam' });
  });

  it('[AUTH-1] redirects a signed-in user to next at once', () => {
    mockFetch(googleOn);
    renderApp(<Login />, { route: '/login?next=%2Fonline', user: makeUser() });
    expect(screen.getByTestId('location').textContent).toBe('/online');
  });

  it('[AUTH-1] ignores a next that leaves the app', () => {
    mockFetch(googleOn);
    renderApp(<Login />, { route: '/login?next=https%3A%2F%2Fevil.example', user: makeUser() });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('keeps a guest here to upgrade', () => {
    mockFetch(googleOn);
    renderApp(<Login />, { route: '/login?next=%2Fprofile', user: makeGuest() });
    expect(screen.getByTestId('location').textContent).toBe('/login?next=%2Fprofile');
    expect(screen.getByText('Upgrade your guest session')).toBeTruthy();
  });

  it('[AUTH-3] disables Google with the server reason when it is not set up', async () => {
    mockFetch({
      'GET /api/auth/config': () =>
        json({ google: { enabled: false, reason: 'Google sign-in is not configured.' } }),
    });
    renderApp(<Login />, { route: '/login', user: null });
    expect(await screen.findByText('Google sign-in is not configured.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
  });
});
