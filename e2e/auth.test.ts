import { expect, it } from 'vitest';
import {
  continueAsGuest,
  e2eSuite,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectText,
  openUserMenu,
  signInWithGoogle,
} from './support';

e2eSuite('Sign-in: guard, guest, Google popup, upgrade', (e2e) => {
  it('[AUTH-1] guard: /profile signed out → /login?next=%2Fprofile, guest → back on /profile', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?next=%2Fprofile');
    await page.getByRole('button', { name: 'Sign in with Google', exact: true }).waitFor();
    await expectText(page, 'Guest mode');
    await expectNoAxeViolations(page, { label: '/login' });
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile & Stats' }).waitFor();
    // The redirect replaced history: Back leaves /profile for the page before it, not /login.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('[AUTH-1] guard: the offline screens are guarded too, with their query', async () => {
    const page = await e2e.newPage();
    await page.goto('/setup?from=test');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/setup?from=test');
  });

  it('[AUTH-2] the guest menu with "Guest User" and "Guest Mode"; End Session', async () => {
    const page = await e2e.newPage();
    await continueAsGuest(page);
    await openUserMenu(page);
    await expectText(page, 'Guest User');
    await expectText(page, 'Guest Mode');
    await expectText(page, 'View your game history');
    await expectText(page, 'Get full features & cloud sync');
    await expectText(page, 'Return to welcome screen');
    await expectNoAxeViolations(page, { label: 'guest menu' });
    await expectNoHorizontalOverflow(page);

    await page.keyboard.press('Escape');
    expect(
      await page.getByRole('button', { name: /^Account menu for / }).getAttribute('aria-expanded'),
    ).toBe('false');

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: /Profile & Stats/ }).click();
    await page.waitForURL((url) => url.pathname === '/profile');

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: /End Session.*Return to welcome screen/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In with Google' }).waitFor();
  });

  it('[AUTH-3] Google sign-in through the popup; the menu shows the email; Sign Out', async () => {
    const page = await e2e.newPage({ device: 'desktop' });
    await page.goto('/');
    await signInWithGoogle(page, 'alice', 'Sign In with Google');
    await page.getByRole('button', { name: 'Account menu for Alice' }).waitFor();
    await openUserMenu(page);
    await expectText(page, 'alice@example.com');
    await expectText(page, 'See you next time!');
    expect(await page.getByText('Guest Mode').count()).toBe(0);
    expect(await page.getByText('Upgrade Account').count()).toBe(0);

    await page.getByRole('menuitem', { name: /Sign Out/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In with Google' }).waitFor();
  });

  it('[AUTH-3] Upgrade Account → Google → no longer a guest', async () => {
    const page = await e2e.newPage();
    await continueAsGuest(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: /Upgrade Account/ }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expectText(page, 'Upgrade your guest session');
    await signInWithGoogle(page, 'bob', 'Sign in with Google');
    await page.waitForURL((url) => url.pathname === '/');
    await openUserMenu(page);
    await expectText(page, 'bob@example.com');
    expect(await page.getByText('Guest Mode').count()).toBe(0);
  });
});
