// Party flow without friction: names and joining from the front door, with
// several browsers (a host and newcomers who have never signed in).
import { expect, it } from 'vitest';
import { e2eSuite, expectNoAxeViolations, expectText } from './support';
import { partyForm } from './home-steps';
import { createParty, newPlayer, openMembers, waitForScreen, memberPanel } from './online-steps';

e2eSuite('Party flow: names and joining', (e2e) => {
  it('[AUTH-2] the front door: a newcomer types the code and a name, one tap, and lands in the lobby under that name', async () => {
    const host = await newPlayer(e2e);
    const code = await createParty(host.page);

    // A phone that has never signed in: Home → code + name → one tap.
    const newcomer = await e2e.newPage();
    await newcomer.goto('/');
    const card = partyForm(newcomer);
    await card.getByLabel('Party code').fill(code.toLowerCase());
    await card.getByRole('textbox', { name: 'Your name' }).fill('Zed the Newcomer');
    await expectNoAxeViolations(newcomer, { label: 'Home with the join box filled' });
    await card.getByRole('button', { name: 'Join Party' }).click();
    await waitForScreen(newcomer, code, 'lobby');

    // Everyone else sees the chosen name, live.
    await openMembers(host.page);
    await memberPanel(host.page).getByText('Zed the Newcomer').waitFor();
    await openMembers(newcomer);
    await memberPanel(newcomer).getByText('Zed the Newcomer').waitFor();
  });

  it('[NAME-4][NAME-5] a join link goes to the name step; a refused name says why; the chosen name is what the others see', async () => {
    const host = await newPlayer(e2e);
    const code = await createParty(host.page);
    const visitor = await e2e.newPage();
    await visitor.goto(`/join/${code}`);
    await visitor.getByRole('heading', { name: 'Join the Party' }).waitFor();
    await expectNoAxeViolations(visitor, { label: 'the join name step' });
    const name = visitor.getByRole('textbox', { name: 'Your name' });
    await name.fill('The Host');
    await visitor.getByRole('button', { name: 'Join Party' }).click();
    await expectText(visitor, 'Display name cannot contain "Host"');
    // NAME-4, NAME-5: a role word or a profane word spelled apart is read as written together.
    await name.fill('A d m i n');
    await visitor.getByRole('button', { name: 'Join Party' }).click();
    await expectText(visitor, 'Display name cannot contain "Admin"');
    await name.fill('f.u.c.k');
    await visitor.getByRole('button', { name: 'Join Party' }).click();
    await expectText(
      visitor,
      'Display name contains a word that is not allowed. Please choose another.',
    );
    await name.fill('Yara');
    await visitor.getByRole('button', { name: 'Join Party' }).click();
    await waitForScreen(visitor, code, 'lobby');
    await openMembers(host.page);
    await memberPanel(host.page).getByText('Yara').waitFor();

    // A second Yara: the party lists them "Yara (2)", and their lobby says so clearly.
    const twin = await e2e.newPage();
    await twin.goto(`/join/${code}`);
    await twin.getByRole('textbox', { name: 'Your name' }).fill('Yara');
    await twin.getByRole('button', { name: 'Join Party' }).click();
    await waitForScreen(twin, code, 'lobby');
    await expectText(
      twin,
      '"Yara" is already taken in this party, so you are "Yara (2)" here. You can change your name in your profile.',
    );
  });

  it('[NAME-9] a rename in the profile reaches the party live', async () => {
    const host = await newPlayer(e2e);
    const code = await createParty(host.page);
    const player = await newPlayer(e2e);
    await player.page.goto(`/join/${code}`);
    const name = player.page.getByRole('textbox', { name: 'Your name' });
    expect(await name.inputValue()).toBe(player.name);
    await player.page.getByRole('button', { name: 'Join Party' }).click();
    await waitForScreen(player.page, code, 'lobby');
    await openMembers(host.page);
    await memberPanel(host.page).getByText(player.name).waitFor();

    const profile = await player.context.newPage();
    await profile.goto('/profile');
    const field = profile.getByRole('textbox', { name: 'Display name' });
    await field.fill('Renamed Rosa');
    await field.press('Enter');
    await memberPanel(host.page).getByText('Renamed Rosa').waitFor();
  });
});
