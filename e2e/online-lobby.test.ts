import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, expectNoAxeViolations, expectNoHorizontalOverflow, expectText } from './support';
import {
  createParty,
  joinParty,
  newPlayer,
  memberPanel,
  OCEANS,
  openMembers,
  waitForScreen,
} from './online-steps';

/** Axe-clean and no sideways scroll at the page's size (a 360 px phone by default). */
async function checkScreen(page: Page, label: string): Promise<void> {
  await expectNoAxeViolations(page, { label });
  await expectNoHorizontalOverflow(page);
}

e2eSuite('Online party screens (/online, party screens, member panel, joining)', (e2e) => {
  it('[JOIN-3][JOIN-7] the host creates, a guest joins by code; lobby, member panel, kick', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    await host.page.goto('/online');
    await expectText(host.page, 'Party Play');
    await expectText(host.page, 'How it works');
    await checkScreen(host.page, '/online');

    const code = await createParty(host.page);
    await expectText(host.page, "You're the Host!");
    await expectText(host.page, 'Need at least 2 players to start');
    await expectText(host.page, code);
    expect(await host.page.getByRole('textbox', { name: 'Join link' }).inputValue()).toBe(
      `${e2e.baseURL}/join/${code}`,
    );
    await host.page.getByRole('img', { name: /QR code/ }).waitFor();
    await checkScreen(host.page, 'lobby (host)');

    await joinParty(al.page, code);
    await expectText(al.page, 'Welcome to the Party!');
    await expectText(al.page, '2 players in the party');
    await host.page.getByRole('button', { name: 'Start Game' }).waitFor();
    await checkScreen(al.page, 'lobby (player)');

    await openMembers(host.page);
    const panel = memberPanel(host.page);
    await panel.getByRole('heading', { name: `Party ${code} · 2 members` }).waitFor();
    await panel.getByRole('listitem').filter({ hasText: '(You)' }).getByText('Host').waitFor();
    await panel.getByRole('button', { name: `Promote ${al.name}` }).waitFor();
    await panel.getByRole('button', { name: 'Leave & Transfer Host' }).waitFor();
    await checkScreen(host.page, 'member panel (host)');
    await openMembers(al.page);
    await memberPanel(al.page).getByRole('button', { name: 'Leave Party' }).waitFor();
    expect(
      await memberPanel(al.page)
        .getByRole('button', { name: /^Kick / })
        .count(),
    ).toBe(0);

    // The app's own dialog confirms a kick.
    await panel.getByRole('button', { name: `Kick ${al.name}` }).click();
    await host.page
      .getByRole('alertdialog', { name: `Kick ${al.name}?` })
      .getByRole('button', { name: 'Kick', exact: true })
      .click();
    await expectText(al.page, 'You were removed from the party');
    await expectText(al.page, 'The host has removed you from this party.');
    await checkScreen(al.page, 'kicked');
  });

  it('[JOIN-3][JOIN-7] the /join/{code} link signs a new guest in, joins, and they can leave', async () => {
    const host = await newPlayer(e2e);
    const code = await createParty(host.page);
    const visitor = await e2e.newPage();
    await visitor.goto(`/join/${code}`);
    // The link goes straight to the name step; one tap joins as a new guest.
    await visitor.getByRole('heading', { name: 'Join the Party' }).waitFor();
    await visitor.getByRole('textbox', { name: 'Your name' }).fill('Link Visitor');
    await visitor.getByRole('button', { name: 'Join Party' }).click();
    await waitForScreen(visitor, code, 'lobby');
    await expectText(visitor, 'Welcome to the Party!');
    await host.page.getByRole('button', { name: 'Start Game' }).waitFor();

    await openMembers(visitor);
    await memberPanel(visitor).getByRole('button', { name: 'Leave Party' }).click();
    const leave = visitor.getByRole('alertdialog', { name: 'Leave Party' });
    await leave.getByText('Are you sure you want to leave the party?').waitFor();
    await leave.getByRole('button', { name: 'Leave', exact: true }).click();
    await visitor.waitForURL((url) => url.pathname === '/online');
    await expectText(host.page, 'Need at least 2 players to start');
  });

  it('[PARTY-2] select, topics, setup and teams for the host and a player, at 360 px', async () => {
    const host = await newPlayer(e2e);
    const al = await newPlayer(e2e);
    const code = await createParty(host.page);
    await joinParty(al.page, code);

    await host.page.getByRole('button', { name: 'Start Game' }).click();
    // SETUP-7: the topics of the default game type come first; the game type is one tap back.
    await waitForScreen(host.page, code, 'topics');
    await host.page.getByRole('button', { name: 'Back to Game Selection' }).click();
    await waitForScreen(host.page, code, 'select');
    await host.page.getByRole('button', { name: /Top-5 Blitz/ }).waitFor();
    await expectText(al.page, 'Host is choosing a game...');
    await checkScreen(host.page, 'select (host)');

    await host.page.getByRole('button', { name: /Top-5 Blitz/ }).click();
    await waitForScreen(host.page, code, 'topics');
    await host.page.getByLabel('Search topics').fill(OCEANS.title);
    await expectText(host.page, OCEANS.title);
    await checkScreen(host.page, 'topics (host)');
    await host.page.getByRole('button', { name: 'Choose Topic' }).first().click();
    await waitForScreen(host.page, code, 'setup');
    await waitForScreen(al.page, code, 'setup');
    await expectText(al.page, 'Host is configuring the game...');
    await checkScreen(al.page, 'setup (player)');

    await host.page.getByRole('button', { name: '+ Add Team (max 4)' }).click();
    await expectText(host.page, 'Cannot have more teams (3) than players (2)');
    await expectText(host.page, 'Reduce teams to 2 or fewer');
    expect(await host.page.getByRole('button', { name: 'Team Setup' }).isDisabled()).toBe(true);
    await checkScreen(host.page, 'setup (host)');
    await host.page.getByRole('button', { name: /^Remove team 3/ }).click();
    await host.page.getByRole('textbox', { name: 'Team 1 name' }).fill('Quiz Owls');
    await host.page.getByRole('button', { name: 'Team Setup' }).click();

    await waitForScreen(host.page, code, 'teams');
    await waitForScreen(al.page, code, 'teams');
    await expectText(al.page, 'Waiting for host to start the game...');
    await host.page.getByRole('region', { name: 'Quiz Owls' }).waitFor();
    await checkScreen(host.page, 'teams (host)');
    await checkScreen(al.page, 'teams (player)');
    await al.page.getByRole('button', { name: 'Join Quiz Owls' }).click();
    await host.page
      .getByRole('region', { name: 'Quiz Owls' })
      .getByText(al.name, { exact: true })
      .waitFor();
    await expectText(host.page, 'Each team must have at least one player');
    expect(await host.page.getByRole('button', { name: 'Begin Game' }).isDisabled()).toBe(true);

    await host.page.getByRole('button', { name: 'Back to Setup' }).click();
    await waitForScreen(host.page, code, 'setup');
    await waitForScreen(al.page, code, 'setup');
    expect(await host.page.getByRole('textbox', { name: 'Team 1 name' }).inputValue()).toBe(
      'Quiz Owls',
    );
  });
});
