import { lazy } from 'react';
import { preloadableLazy } from '../shell/preloadable-lazy';

// Screens other than Home load on demand, so the first visit downloads only what / needs.
// The service worker precaches every chunk, so they still load with the network off.
export const LoginPage = lazy(async () => ({
  default: (await import('../pages/login/login-page')).LoginPage,
}));
export const ProfilePage = lazy(async () => ({
  default: (await import('../pages/profile/profile-page')).ProfilePage,
}));
export const NotFoundPage = lazy(async () => ({
  default: (await import('../pages/not-found/not-found-page')).NotFoundPage,
}));
// The play routes render at once when their code is already here: main.tsx starts loading
// it before the first render (see preloadRoute).
export const OfflineScreens = preloadableLazy(() => import('./offline-screens'));
// The Online Party Arena (hub, join link, party screens) with its realtime client.
export const OnlineScreens = preloadableLazy(() => import('../online/routes'));
// My Topics: the user's own topics, their editor, import/export and packs.
export const MyTopicsScreens = lazy(async () => ({
  default: (await import('../my-topics/routes')).MyTopicsScreens,
}));
export const SharedPackPage = lazy(async () => ({
  default: (await import('../my-topics/packs/shared-pack-page')).SharedPackPage,
}));
/** The name step of a join link, for a newcomer with no session yet. */
export const JoinNameStep = lazy(async () => ({
  default: (await import('../join/join-name-step')).JoinNameStep,
}));
/** SCREEN-1: /tv, a TV's pairing code (no sign-in, its own small chunk). */
export const TvPairingPage = lazy(async () => ({
  default: (await import('../online/tv/tv-pairing-page')).TvPairingPage,
}));
