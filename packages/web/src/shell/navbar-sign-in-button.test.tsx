import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderApp } from '../test/render';
import { NavbarSignInButton } from './navbar-sign-in-button';

const enabled = { google: { enabled: true } };

function deferredResponse() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

afterEach(() => vi.restoreAllMocks());

describe('the navbar\'s "Sign In with Google"', () => {
  it('a click before the sign-in config has arrived waits for it, then opens the popup', async () => {
    const config = deferredResponse();
    mockFetch({ 'GET /api/auth/config': () => config.promise });
    // The popup window as the page sees it (open, not yet signed in).
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
    renderApp(<NavbarSignInButton />, { user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In with Google' }));
    expect(open).not.toHaveBeenCalled();
    await act(async () => config.resolve(json(enabled)));
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('without Google on this server, leads to /login', async () => {
    mockFetch({
      'GET /api/auth/config': () => json({ google: { enabled: false, reason: 'Not set up' } }),
    });
    const open = vi.spyOn(window, 'open');
    renderApp(<NavbarSignInButton />, { user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In with Google' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(open).not.toHaveBeenCalled();
  });
});
