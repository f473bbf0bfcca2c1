import { partyForm } from './home-steps';
import { openUserMenu } from './support/auth';
import type { ScreenshotTarget } from './support/screenshot-target';

/** The shell, sign-in and profile screens (the Offline Party Pack's are in screenshot-targets-offline.ts). */
export const shellScreenshotTargets: ScreenshotTarget[] = [
  {
    name: 'home-signed-out',
    path: '/',
    ready: (page) => page.getByRole('button', { name: 'Sign In with Google' }).waitFor(),
  },
  {
    name: 'home-signed-out-dark',
    path: '/',
    colorScheme: 'dark',
    ready: (page) => page.getByRole('button', { name: 'Sign In with Google' }).waitFor(),
  },
  {
    name: 'home-guest',
    path: '/',
    auth: 'guest',
    ready: (page) => page.getByText('Sign in with Google to access this feature').waitFor(),
  },
  {
    name: 'home-google',
    path: '/',
    auth: 'google',
    ready: (page) => page.getByRole('button', { name: 'Clear Expired Parties' }).waitFor(),
  },
  // Home's front door on a 360×640 phone and a desktop: a name typed, Host a Party ready.
  {
    name: 'home-host',
    path: '/',
    sizes: [
      { label: 'phone-360x640', width: 360, height: 640 },
      { label: 'desktop', width: 1280, height: 800 },
    ],
    setup: (page) => partyForm(page).getByRole('textbox', { name: 'Your name' }).fill('Hana'),
    ready: (page) =>
      partyForm(page).locator('button:enabled', { hasText: 'Host a Party' }).waitFor(),
  },
  // A name the name rule refuses, said in place above the buttons.
  {
    name: 'home-host-refused',
    path: '/',
    sizes: [{ label: 'phone-360x640', width: 360, height: 640 }],
    setup: async (page) => {
      const form = partyForm(page);
      await form.getByRole('textbox', { name: 'Your name' }).fill('The Host');
      await form.getByRole('button', { name: 'Host a Party' }).click();
    },
    ready: (page) => partyForm(page).getByRole('alert').waitFor(),
  },
  {
    name: 'user-menu-guest',
    path: '/',
    auth: 'guest',
    setup: openUserMenu,
    ready: (page) => page.getByText('End Session').waitFor(),
  },
  {
    name: 'user-menu-google',
    path: '/',
    auth: 'google',
    colorScheme: 'dark',
    setup: openUserMenu,
    ready: (page) => page.getByText('See you next time!').waitFor(),
  },
  {
    name: 'login',
    path: '/login?next=%2Fprofile',
    ready: (page) => page.getByRole('button', { name: 'Continue as Guest' }).waitFor(),
  },
  {
    name: 'profile-guest',
    path: '/profile',
    auth: 'guest',
    ready: (page) => page.getByRole('link', { name: 'Create Account' }).waitFor(),
  },
  {
    name: 'profile-google',
    path: '/profile',
    auth: 'google',
    ready: (page) => page.getByText('Games played').waitFor(),
  },
  {
    // A join link (or QR scan) opens on the name step, no sign-in first.
    name: 'join-name-step',
    path: '/join/ABC123',
    ready: (page) => page.getByRole('heading', { name: 'Join the Party' }).waitFor(),
  },
  {
    name: 'not-found',
    path: '/no-such-screen',
    ready: (page) => page.getByRole('heading', { name: 'Page not found' }).waitFor(),
  },
];
