import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeGuest, makeUser, renderApp } from '../test/render';
import { UserMenu } from './user-menu';

function open() {
  return userEvent.click(screen.getByRole('button', { name: /^Account menu for/ }));
}

describe("the navbar's user menu", () => {
  it('shows a guest "Guest User", the "Guest Mode" badge and the guest items', async () => {
    renderApp(<UserMenu user={makeGuest()} onSignOut={vi.fn()} />);
    await open();
    expect(screen.getByText('Guest User')).toBeTruthy();
    expect(screen.getByText('Guest Mode')).toBeTruthy();
    expect(
      screen
        .getByRole('menuitem', { name: /Profile & Stats.*View your game history/ })
        .getAttribute('href'),
    ).toBe('/profile');
    expect(
      screen
        .getByRole('menuitem', { name: /Upgrade Account.*Get full features & cloud sync/ })
        .getAttribute('href'),
    ).toBe('/login');
    expect(
      screen.getByRole('menuitem', { name: /End Session.*Return to welcome screen/ }),
    ).toBeTruthy();
    expect(screen.queryByText('Sign Out')).toBeNull();
  });

  it('shows a Google user the email, no upgrade, and "Sign Out" / "See you next time!"', async () => {
    renderApp(<UserMenu user={makeUser()} onSignOut={vi.fn()} />);
    await open();
    expect(screen.getByText('alice@example.com')).toBeTruthy();
    expect(screen.queryByText('Guest Mode')).toBeNull();
    expect(screen.queryByText('Upgrade Account')).toBeNull();
    expect(screen.getByRole('menuitem', { name: /Sign Out.*See you next time!/ })).toBeTruthy();
  });

  it('shows the first letter on a tile when there is no photo', () => {
    renderApp(<UserMenu user={makeUser({ displayName: 'zoe' })} onSignOut={vi.fn()} />);
    expect(screen.getAllByTestId('avatar-letter')[0]!.textContent).toBe('Z');
  });

  it('is a Radix menu button with aria-expanded that closes on Escape, returning focus', async () => {
    renderApp(<UserMenu user={makeUser()} onSignOut={vi.fn()} />);
    const button = screen.getByRole('button', { name: /^Account menu for/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on an outside click', async () => {
    renderApp(
      <div>
        <p>Outside</p>
        <UserMenu user={makeUser()} onSignOut={vi.fn()} />
      </div>,
    );
    await open();
    expect(screen.getByText('See you next time!')).toBeTruthy();
    await userEvent.click(screen.getByText('Outside'));
    expect(
      screen.getByRole('button', { name: /^Account menu for/ }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('signs out (which then loads /) and closes', async () => {
    const onSignOut = vi.fn().mockResolvedValue(undefined);
    renderApp(<UserMenu user={makeGuest()} onSignOut={onSignOut} />, { route: '/profile' });
    await open();
    await userEvent.click(screen.getByRole('menuitem', { name: /End Session/ }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(
      screen.getByRole('button', { name: /^Account menu for/ }).getAttribute('aria-expanded'),
    ).toBe('false');
  });
});
