import { expect, it } from 'vitest';
import { PAIRING_ERRORS } from '@trivia/protocol';
import {
  e2eSuite,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectText,
  watchConsole,
} from './support';
import { createParty, joinParty, newPlayer } from './online-steps';
import { TV } from './online-screen-steps';
import { connectTv, tvPairingCode, tvPairingShown } from './tv-pairing-steps';

const CONNECTED = 'TV connected. It now shows the party.';

e2eSuite('TV pairing (/tv, Connect a TV)', (e2e) => {
  /** A TV that never signed in opens /tv. */
  async function freshTv() {
    const context = await e2e.newContext({ device: 'desktop', viewport: TV });
    const console = await watchConsole(context);
    const tv = await context.newPage();
    await tv.goto('/tv');
    await tvPairingShown(tv);
    return { tv, console };
  }

  it('[SCREEN-1][SCREEN-2][SCREEN-3][HOST-3] a TV that never signed in pairs by its code and shows the lobby; a wrong or used code changes nothing; disconnecting stops it and offers a new code', async () => {
    const host = await newPlayer(e2e);
    const code = await createParty(host.page);
    const { tv, console } = await freshTv();
    // A stage of its own: no navbar, no sign-in, one line telling what to do.
    expect(await tv.locator('header.sticky').count()).toBe(0);
    await expectText(tv, 'On your phone, open the party lobby and enter this code');
    await expectNoAxeViolations(tv, { label: '/tv (no session, 1920×1080)' });
    const tvCode = await tvPairingCode(tv);
    expect(tvCode).toMatch(/^[A-Z2-9]{6}$/);
    // The code reads from the sofa: at least 15 % of the screen's height.
    const height = await tv
      .getByTestId('tv-pairing-code')
      .evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(TV.height * 0.15);

    // A code that is not the TV's: one clear refusal, and the TV keeps waiting.
    const wrong = tvCode === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF';
    await connectTv(host.page, wrong);
    await expectText(host.page, PAIRING_ERRORS.invalid);
    await connectTv(host.page, 'AB');
    await expectText(host.page, 'A TV code is 6 letters and digits, as the TV shows it');
    expect(new URL(tv.url()).pathname).toBe('/tv');
    expect(await tvPairingCode(tv)).toBe(tvCode);

    // The right code, typed as people type it: the TV becomes the party's big screen.
    await connectTv(host.page, `${tvCode.slice(0, 3).toLowerCase()} ${tvCode.slice(3)}`);
    await expectText(host.page, CONNECTED);
    await tv.waitForURL((url) => url.pathname === `/party/${code}/screen`);
    await tv.getByRole('img', { name: `QR code of the link to join party ${code}` }).waitFor();
    await tv.getByRole('region', { name: 'Players (1)' }).getByText(host.name).waitFor();
    const al = await newPlayer(e2e);
    await joinParty(al.page, code);
    await tv.getByRole('region', { name: 'Players (2)' }).getByText(al.name).waitFor();

    // A used code is refused like a wrong one (as an expired one is: the server's tests).
    await connectTv(host.page, tvCode);
    await expectText(host.page, PAIRING_ERRORS.invalid);

    // Revocable as a display link: the TV says plainly the host disconnected it, and shows
    // a new code on request.
    await host.page.getByRole('button', { name: 'Disconnect Screens' }).click();
    await tv.getByRole('heading', { name: 'The host disconnected this screen' }).waitFor();
    await expectNoAxeViolations(tv, { label: 'paired TV disconnected by the host' });
    await tv.getByRole('link', { name: 'Show a New TV Code' }).click();
    await tv.waitForURL((url) => url.pathname === '/tv');
    await tvPairingShown(tv);
    expect(await tvPairingCode(tv)).not.toBe(tvCode);
    await expectNoHorizontalOverflow(host.page);
    console.expectClean();
  });

  it("[SCREEN-4] the QR path: the host opens the TV's link on the phone, picks the party, and the TV pairs", async () => {
    const host = await newPlayer(e2e);
    const code = await createParty(host.page);
    const { tv } = await freshTv();
    const tvCode = await tvPairingCode(tv);

    // Someone who hosts no party is told how to host one.
    const guest = await newPlayer(e2e);
    await guest.page.goto(`/tv/${tvCode}`);
    await expectText(guest.page, 'You are not hosting a party');

    // The QR code's link on the host's phone: one tap names the party.
    await host.page.goto(`/tv/${tvCode}`);
    await host.page.getByRole('button', { name: `Show Party ${code} on the TV` }).click();
    await expectText(host.page, `The TV now shows party ${code}.`);
    await tv.waitForURL((url) => url.pathname === `/party/${code}/screen`);
    await tv.getByRole('region', { name: 'Players (1)' }).getByText(host.name).waitFor();
    await expectNoAxeViolations(host.page, { label: '/tv/{code} (host phone)' });
    await host.page.getByRole('link', { name: 'Back to the Lobby' }).click();
    await host.page.waitForURL((url) => url.pathname === `/party/${code}/lobby`);
  });
});
