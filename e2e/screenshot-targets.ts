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
