import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeGuest, makeUser, renderApp } from '../test/render';
import { RequireAuth } from './require-auth';

function Guarded() {
  return (
    <Routes>
      <Route path="/login" element={<p>Login screen</p>} />
      <Route element={<RequireAuth />}>
        <Route path="/profile" element={<p>Profile screen</p>} />
      </Route>
    </Routes>
  );
}

describe('the sign-in guard', () => {
  it('[AUTH-1] sends an unauthenticated user to /login, replacing history, with path plus query as next', async () => {
    renderApp(<Guarded />, { route: '/profile?tab=stats', user: null });
    expect(await screen.findByText('Login screen')).toBeTruthy();
    const location = screen.getByTestId('location');
    expect(location.textContent).toBe('/login?next=%2Fprofile%3Ftab%3Dstats');
    expect(location.dataset.navigation).toBe('REPLACE');
  });

  it('[AUTH-1] lets a guest through', () => {
    renderApp(<Guarded />, { route: '/profile', user: makeGuest() });
    expect(screen.getByText('Profile screen')).toBeTruthy();
  });

  it('[AUTH-1] lets a Google-signed-in user through', () => {
    renderApp(<Guarded />, { route: '/profile', user: makeUser() });
    expect(screen.getByText('Profile screen')).toBeTruthy();
  });

  it('shows a spinner while authentication loads', () => {
    globalThis.fetch = (() => new Promise(() => undefined)) as typeof fetch;
    renderApp(<Guarded />, { route: '/profile' });
    expect(screen.getByRole('status').textContent).toContain('Checking your session...');
    expect(screen.queryByText('Profile screen')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });
});
