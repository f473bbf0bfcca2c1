import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRealtimeServer } from '../../testing/fake-realtime-server';
import { HOST, later, makeTeamSetupParty, run, viewOf } from '../../testing/party-views';
import { renderOnline, serveParty } from '../../testing/render-online';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

/** Host and player-1 on team-1 and team-2; player-2 (and optionally player-1) unassigned. */
function partyWithUnassigned(unassignPlayer1 = false) {
  let state = makeTeamSetupParty({ players: 2 });
  const unassign = (userId: string) => {
    state = run(state, {
      type: 'assignTeam',
      userId: HOST,
      targetUserId: userId,
      teamId: null,
      now: later(state),
    });
  };
  unassign('player-2');
  if (unassignPlayer1) unassign('player-1');
  return state;
}

const beginButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Begin Game' });

describe('team assignment', { timeout: 20_000 }, () => {
  it('[TEAM-7] lists teams with members and the unassigned; Begin waits for everyone', async () => {
    serveParty(server, viewOf(partyWithUnassigned()));
    renderOnline('/party/ABC123/teams', server);
    const unassigned = await screen.findByRole('region', { name: 'Unassigned' });
    expect(within(unassigned).getByText('player-2')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Team 1' })).getByText('Host (You)'),
    ).toBeTruthy();
    expect(screen.getByText('1 player(s) still unassigned')).toBeTruthy();
    expect(beginButton().disabled).toBe(true);
  });

  it('[TEAM-7] an empty team: "Each team must have at least one player"', async () => {
    let state = makeTeamSetupParty({ players: 1 });
    state = run(state, {
      type: 'assignTeam',
      userId: HOST,
      targetUserId: 'player-1',
      teamId: 'team-1',
      now: later(state),
    });
    serveParty(server, viewOf(state));
    renderOnline('/party/ABC123/teams', server);
    expect(await screen.findByText('Each team must have at least one player')).toBeTruthy();
    expect(beginButton().disabled).toBe(true);
  });

  it('[TEAM-5][TEAM-4] the host moves anyone, redistributes and begins', async () => {
    serveParty(server, viewOf(makeTeamSetupParty({ players: 1 })));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/teams', server);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Team of player-1' }),
      'Team 1',
    );
    await user.click(screen.getByRole('button', { name: 'Redistribute All Members Evenly' }));
    await user.click(beginButton());
    await waitFor(() => expect(server.commands('beginGame')).toHaveLength(1));
    expect(server.commands('assignTeam')[0]?.payload).toEqual({
      code: 'ABC123',
      targetUserId: 'player-1',
      teamId: 'team-1',
    });
    expect(server.commands('redistributeTeams')).toHaveLength(1);
  });

  it('[TEAM-5] a player moves only themself and waits for the host', async () => {
    serveParty(server, viewOf(partyWithUnassigned(true), 'player-1'));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/teams', server);
    expect(await screen.findByText('Waiting for host to start the game...')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Begin Game' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to Setup' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join Team 2' }));
    await waitFor(() =>
      expect(server.commands('assignTeam')[0]?.payload).toEqual({
        code: 'ABC123',
        targetUserId: 'player-1',
        teamId: 'team-2',
      }),
    );
  });
});
