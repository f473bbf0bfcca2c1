import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, FakeRealtimeServer } from '../../testing/fake-realtime-server';
import {
  joinMembers,
  later,
  makeLobby,
  makePlayingParty,
  makeTeamSetupParty,
  run,
  viewOf,
} from '../../testing/party-views';
import { renderOnline, serveParty } from '../../testing/render-online';
import { LEAVE_CONFIRM, LEAVE_CONFIRM_HOST } from './leave-button';
import { kickConfirmText } from '../use-member-actions';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

/** A lobby of Host, player-1 and player-2, with player-2 offline. */
function lobbyWithOfflinePlayer() {
  const state = makeLobby(2);
  return run(state, { type: 'setPresence', userId: 'player-2', online: false, now: later(state) });
}

async function openPanel() {
  const panel = await screen.findByRole('complementary', { name: /Party ABC123/ });
  return within(panel);
}

describe('member panel', { timeout: 20_000 }, () => {
  it('is titled with the code and count; names, host marker, (You), Online/Offline', async () => {
    serveParty(server, viewOf(lobbyWithOfflinePlayer()));
    renderOnline('/party/ABC123/lobby', server);
    const panel = await openPanel();
    expect(panel.getByRole('heading', { name: 'Party ABC123 · 3 members' })).toBeTruthy();
    const rows = panel.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Online:Host\(You\).*Host/),
      expect.stringMatching(/^Online:player-1/),
      expect.stringMatching(/^Offline:player-2/),
    ]);
  });

  it('[ROLE-2][ROLE-4] the host sees Promote and Kick on every other member, and "Leave & Transfer Host"', async () => {
    serveParty(server, viewOf(lobbyWithOfflinePlayer()));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/lobby', server);
    const panel = await openPanel();
    expect(panel.queryByRole('button', { name: 'Promote Host' })).toBeNull();
    expect(panel.queryByRole('button', { name: 'Kick Host' })).toBeNull();
    expect(panel.getAllByRole('button', { name: /^Promote / })).toHaveLength(2);
    await user.click(panel.getByRole('button', { name: 'Promote player-1' }));
    await waitFor(() =>
      expect(server.commands('promote')[0]?.payload).toEqual({
        code: 'ABC123',
        targetUserId: 'player-1',
      }),
    );
    // The app's own dialog, never window.confirm.
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(panel.getByRole('button', { name: 'Kick player-2' }));
    const kickDialog = await screen.findByRole('alertdialog', { name: 'Kick player-2?' });
    expect(kickDialog.textContent).toContain(kickConfirmText('player-2'));
    await user.click(within(kickDialog).getByRole('button', { name: 'Kick' }));
    await waitFor(() =>
      expect(server.commands('kick')[0]?.payload).toMatchObject({ targetUserId: 'player-2' }),
    );
    await user.click(panel.getByRole('button', { name: 'Leave & Transfer Host' }));
    const leaveDialog = await screen.findByRole('alertdialog', { name: 'Leave & Transfer Host' });
    expect(leaveDialog.textContent).toContain(LEAVE_CONFIRM_HOST);
    await user.click(within(leaveDialog).getByRole('button', { name: 'Leave' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Party Play' })).toBeTruthy();
    expect(server.commands('leave')).toHaveLength(1);
  });

  it('[ROLE-2] a player sees no host controls, and "Leave Party" asks first', async () => {
    serveParty(server, viewOf(makeLobby(1), 'player-1'));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/lobby', server);
    const panel = await openPanel();
    expect(panel.queryByRole('button', { name: /^(Promote|Kick) / })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Leave Party' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Party' });
    expect(dialog.textContent).toContain(LEAVE_CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.commands('leave')).toHaveLength(0);
  });

  it("shows each member's team badge; on a phone the toggle shows the count", async () => {
    serveParty(server, viewOf(makeTeamSetupParty({ players: 2 })));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/teams', server);
    const toggle = await screen.findByRole('button', { name: 'Members (3 members)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = await openPanel();
    expect(panel.getAllByText('Team 1')).toHaveLength(2);
    expect(panel.getAllByText('Team 2')).toHaveLength(1);
  });

  it("[HOST-7] during a game the host renames a team; the name rule's refusal shows", async () => {
    serveParty(server, viewOf(makePlayingParty()));
    const served = server.handler;
    server.handler = (envelope, socket) =>
      envelope.type === 'renameTeam' && (envelope.payload as { name: string }).name === 'Team 2'
        ? fail(envelope, 'Team names must be different: "Team 2" is used twice')
        : served(envelope, socket);
    const user = userEvent.setup();
    renderOnline('/party/ABC123/play', server);
    const panel = await openPanel();
    await user.click(panel.getByRole('button', { name: 'Rename Team 1' }));
    const field = panel.getByLabelText('New name for Team 1');
    await user.clear(field);
    await user.paste('Team 2');
    await user.click(panel.getByRole('button', { name: 'Save Name' }));
    expect(
      await panel.findByText('Team names must be different: "Team 2" is used twice'),
    ).toBeTruthy();
    await user.clear(field);
    await user.paste('Night Owls');
    await user.click(panel.getByRole('button', { name: 'Save Name' }));
    await waitFor(() =>
      expect(server.commands('renameTeam').at(-1)?.payload).toEqual({
        code: 'ABC123',
        teamId: 'team-1',
        name: 'Night Owls',
      }),
    );
  });

  it('[TEAM-6][JOIN-5] during a game the host puts a spectator on a team; nobody else can', async () => {
    const state = joinMembers(makePlayingParty(), ['late']);
    serveParty(server, viewOf(state));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/play', server);
    const panel = await openPanel();
    expect(panel.getAllByRole('combobox')).toHaveLength(1);
    await user.selectOptions(panel.getByRole('combobox', { name: 'Team of late' }), 'team-2');
    await waitFor(() =>
      expect(server.commands('assignTeam')[0]?.payload).toEqual({
        code: 'ABC123',
        targetUserId: 'late',
        teamId: 'team-2',
      }),
    );
  });

  it('[TEAM-6] players see no team picker during a game', async () => {
    serveParty(server, viewOf(joinMembers(makePlayingParty(), ['late']), 'player-1'));
    renderOnline('/party/ABC123/play', server);
    const panel = await openPanel();
    expect(panel.queryByRole('combobox')).toBeNull();
    expect(panel.getByText('No team')).toBeTruthy();
  });
});
