// Host from Home: a name and one tap make a party (a guest account is made behind it); the
// join box beside it still takes a second phone into that party in one tap.
import { expect, it } from 'vitest';
import {
  e2eSuite,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectText,
  signInWithGoogle,
} from './support';
import { hostFromHome, joinFromHome, partyForm, TapCounter } from './home-steps';
import { memberPanel, newPlayer, openMembers } from './online-steps';

const PHONE_360x640 = { viewport: { width: 360, height: 640 } } as const;

e2eSuite('Host from Home', (e2e) => {
  it('[AUTH-2] a host who has never visited: a name and "Host a Party" on a 360×640 phone, and the lobby with its code; a second phone joins from Home by the code', async () => {
    const hostContext = await e2e.newContext(PHONE_360x640);
    const host = await hostContext.newPage();
    const visited: string[] = [];
    host.on('framenavigated', (frame) => {
      if (frame === host.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await host.goto('/');
    const form = partyForm(host);
    const hostButton = form.getByRole('button', { name: 'Host a Party' });
    await hostButton.waitFor();
    // At the top of Home: the name box and the Host button are on screen without scrolling.
    const button = await hostButton.boundingBox();
    expect(button && button.y + button.height).toBeLessThanOrEqual(640);
    expect(await host.getByText('Sign In & Play Online').count()).toBe(0);
    await host.getByRole('link', { name: 'Play Offline' }).waitFor();
    await expectNoAxeViolations(host, { label: 'Home (host a party)' });
    await expectNoHorizontalOverflow(host);

    const taps = new TapCounter();
    const code = await hostFromHome(host, 'Hana Hosting', taps);
    // Taps from Home to the lobby: the name box, then "Host a Party" (one tap after the name).
    expect(taps.count).toBe(2);
    console.log(`[taps] Home → lobby (host, never visited): ${taps.count}`);
    await expectText(host, "You're the Host!");
    await expectText(host, code);
    // No sign-in step on the way, and the host is a guest under the typed name.
    expect(visited.filter((path) => path === '/login')).toEqual([]);
    const me = await hostContext.request.get(`${e2e.baseURL}/api/me`);
    const { user } = (await me.json()) as { user: { displayName: string; isGuest: boolean } };
    expect(user).toMatchObject({ displayName: 'Hana Hosting', isGuest: true });

    // A second phone that has never visited joins that party from Home, one tap after typing.
    const guest = await e2e.newPage(PHONE_360x640);
    const joinTaps = new TapCounter();
    await joinFromHome(guest, code.toLowerCase(), 'Gus Guest', joinTaps);
    console.log(`[taps] Home → lobby (player with a code): ${joinTaps.count}`);
    await expectText(guest, 'Welcome to the Party!');
    await expectText(host, '2 players in the party');
    await openMembers(host);
    await memberPanel(host).getByText('Gus Guest').waitFor();
  });

  it('[NAME-4] a name the name rule refuses is said on Home, in place, and makes nothing; a good one then hosts', async () => {
    const context = await e2e.newContext(PHONE_360x640);
    const page = await context.newPage();
    await page.goto('/');
    const form = partyForm(page);
    await form.getByRole('textbox', { name: 'Your name' }).fill('The Host');
    await form.getByRole('button', { name: 'Host a Party' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'Display name cannot contain "Host"' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const me = await context.request.get(`${e2e.baseURL}/api/me`);
    expect(await me.json()).toEqual({ user: null });
    await expectNoAxeViolations(page, { label: 'Home with a refused name' });

    await form.getByRole('textbox', { name: 'Your name' }).fill('Rita');
    await form.getByRole('button', { name: 'Host a Party' }).click();
    await page.waitForURL((url) => /^\/party\/[A-Z0-9]{6}\/lobby$/.test(url.pathname));
  });

  it('[AUTH-2] a returning guest finds their name filled in and hosts in one tap, keeping their account', async () => {
    const returning = await newPlayer(e2e);
    await returning.page.goto('/');
    const name = partyForm(returning.page).getByRole('textbox', { name: 'Your name' });
    await expect.poll(() => name.inputValue()).toBe(returning.name);
    const taps = new TapCounter();
    const code = await hostFromHome(returning.page, undefined, taps);
    expect(taps.count).toBe(1);
    console.log(`[taps] Home → lobby (returning guest): ${taps.count}`);
    await expectText(returning.page, "You're the Host!");
    await expectText(returning.page, code);
    const me = await returning.context.request.get(`${e2e.baseURL}/api/me`);
    expect(((await me.json()) as { user: { uid: string } }).user.uid).toBe(returning.userId);
  });

  it('[AUTH-3] a user signed in with Google hosts from Home with their name filled in', async () => {
    const page = await e2e.newPage({ device: 'desktop' });
    await page.goto('/');
    await signInWithGoogle(page, 'hester', 'Sign In with Google');
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    const me = await page.context().request.get(`${e2e.baseURL}/api/me`);
    const { user } = (await me.json()) as { user: { displayName: string; isGuest: boolean } };
    expect(user.isGuest).toBe(false);
    const shown = user.displayName;
    const name = partyForm(page).getByRole('textbox', { name: 'Your name' });
    await expect.poll(() => name.inputValue()).toBe(shown);
    const code = await hostFromHome(page, undefined);
    await expectText(page, "You're the Host!");
    await expectText(page, code);
  });
});
