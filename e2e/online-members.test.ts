import { expect, it } from 'vitest';
import { e2eSuite, expectText } from './support';
import {
  createParty,
  expectBanner,
  guess,
  joinParty,
  newPlayer,
  openMembers,
  playTurns,
  reachPlay,
  waitForScreen,
} from './online-steps';

e2eSuite('Online members (member panel, members, host)', (e2e) => {
  it('[ROLE-5][JOIN-7] the host kicks a player, who sees the removed screen', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await createParty(host.page);
    await joinParty(al.page, code);

    await openMembers(host.page);
    await host.page.getByRole('button', { name: `Kick ${al.name}` }).click();
    await host.page
      .getByRole('alertdialog', { name: `Kick ${al.name}?` })
      .getByRole('button', { name: 'Kick', exact: true })
      .click();
    await expectText(al.page, 'You were removed from the party');
    await expectText(al.page, 'The host has removed you from this party.');
    await expectText(host.page, 'Need at least 2 players to start');
    await al.page
      .getByRole('button', { name: 'Go to Home' })
      .or(al.page.getByRole('link', { name: 'Go to Home' }))
      .click();
    await al.page.waitForURL((url) => url.pathname === '/');
  });

  it('[HOST-1] the host hands the party to a player', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await createParty(host.page);
    await joinParty(al.page, code);

    await openMembers(host.page);
    await host.page.getByRole('button', { name: `Promote ${al.name}` }).click();
    await expectText(al.page, /You're the Host!/);
    await expectText(host.page, 'Welcome to the Party!');
    await al.page.getByRole('button', { name: 'Start Game' }).click();
    await waitForScreen(al.page, code, 'topics');
  });

  it('[HOST-2] "Leave Game": the host leaves mid-game; the next member hosts and plays on', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const bea = await newPlayer(e2e);
    const code = await reachPlay(host, [al, bea]);

    await host.page.getByRole('button', { name: 'Leave Game' }).click();
    const dialog = host.page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to leave the game?').waitFor();
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
    await host.page.waitForURL((url) => url.pathname === '/online');

    // The earliest-joined member left (Al) becomes host; Bea still plays for Team 1.
    await openMembers(al.page);
    const alRow = al.page.getByRole('listitem').filter({ hasText: '(You)' });
    await alRow.getByText('Host').waitFor();
    await guess(bea.page, 'pacific');
    await expectBanner(al.page, 'Correct! #1 answer found! +5 points');
    await playTurns(
      [
        [al.page, 'red sea'],
        [bea.page, 'baltic'],
        [al.page, 'caribbean'],
        [bea.page, 'aral'],
        [al.page, 'dead sea'],
      ],
      bea.page,
    );
    await waitForScreen(al.page, code, 'results');
    await expectText(al.page, 'Team 1 wins!');
    await al.page.getByRole('button', { name: 'Play Again' }).click();
    // PARTY-4: Play Again brings everyone back to the lobby; only the new host may start.
    await waitForScreen(al.page, code, 'lobby');
    await waitForScreen(bea.page, code, 'lobby');
    await al.page.getByRole('button', { name: 'Start Game' }).waitFor();
    expect(await bea.page.getByRole('button', { name: 'Start Game' }).count()).toBe(0);
  });
});
