import type { Page } from 'playwright-core';
import type { TvPairingResponse } from '@trivia/protocol';
import type { ScreenshotTarget } from './support/screenshot-target';
import { TV } from './online-screen-steps';
import { createParty } from './online-steps';
import { tvPairingShown } from './tv-pairing-steps';

/** SCREEN-4: the host (this page) hosts a party and opens a TV's QR link on the phone. */
async function qrLinkOnHostPhone(page: Page): Promise<void> {
  await createParty(page);
  // A TV's code, asked for as /tv asks (this page's address stands in for the TV's).
  const pairing = await page.evaluate(async () => {
    const response = await fetch('/api/tv/pairings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return (await response.json()) as TvPairingResponse;
  });
  await page.goto(`/tv/${pairing.code}`);
}

/** SCREEN-1: a TV's /tv page, never signed in, at 1920×1080: the code and the QR code. */
export const tvPairingScreenshotTargets: ScreenshotTarget[] = [
  {
    name: 'tv-pairing',
    path: '/tv',
    auth: 'none',
    sizes: [{ label: 'tv-1920x1080', ...TV }],
    ready: tvPairingShown,
  },
  {
    name: 'tv-pairing-host-phone',
    path: '/',
    auth: 'guest',
    setup: qrLinkOnHostPhone,
    ready: (page) =>
      page.getByRole('button', { name: /^Show Party [A-Z0-9]{6} on the TV$/ }).waitFor(),
  },
];
