import type { ScreenshotTarget } from './support/screenshot-target';
import { TV } from './online-screen-steps';
import { tvPairingShown } from './tv-pairing-steps';

/** SCREEN-1: a TV's /tv page, never signed in, at 1920×1080: the code and the QR code. */
export const tvPairingScreenshotTargets: ScreenshotTarget[] = [
  {
    name: 'tv-pairing',
    path: '/tv',
    auth: 'none',
    sizes: [{ label: 'tv-1920x1080', ...TV }],
    ready: tvPairingShown,
  },
];
