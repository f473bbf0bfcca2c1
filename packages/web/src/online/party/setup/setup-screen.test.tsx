import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRealtimeServer, fail } from '../../testing/fake-realtime-server';
import { makeSetupParty, viewOf } from '../../testing/party-views';
import { renderOnline, serveParty } from '../../testing/render-online';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

const nextButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Team Setup' });
const nameInput = (n: number) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: `Team ${n} name` });

describe('game setup', { timeout: 20_000 }, () => {
  it('[TEAM-1][SETUP-1][SETUP-2][SETUP-3] the host starts from "Team 1" and "Team 2", 3 attempts and 30 s, and saves them', async () => {
    serveParty(server, viewOf(makeSetupParty({ players: 2 })));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/setup', server);
    await screen.findByRole('heading', { name: 'Game Setup' });
    expect([nameInput(1).value, nameInput(2).value]).toEqual(['Team 1', 'Team 2']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '3' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Time per turn' }).value).toBe(
      '30',
    );
    await user.clear(nameInput(1));
    await user.type(nameInput(1), '  Owls ');
    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(nextButton());
    await waitFor(() =>
      expect(server.commands('saveTeams')[0]?.payload).toEqual({
        code: 'ABC123',
        teamNames: ['  Owls ', 'Team 2'],
        maxAttempts: 5,
        turnSeconds: 30,
      }),
    );
  });

  it('[TEAM-2] more teams than players: the red notice and "Reduce teams to {n} or fewer"', async () => {
    serveParty(server, viewOf(makeSetupParty({ players: 1 })));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/setup', server);
    await user.click(await screen.findByRole('button', { name: '+ Add Team (max 4)' }));
    expect(nameInput(3).value).toBe('Team 3');
    expect(screen.getByRole('alert').textContent).toBe(
      'Cannot have more teams (3) than players (2)',
    );
    expect(screen.getByText('Reduce teams to 2 or fewer')).toBeTruthy();
    expect(nextButton().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove team 3 (Team 3)' }));
    expect(nextButton().disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('[TEAM-2] blank names: "Please ensure at least 2 teams have valid names"', async () => {
    serveParty(server, viewOf(makeSetupParty({ players: 3 })));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/setup', server);
    await user.clear(await screen.findByRole('textbox', { name: 'Team 2 name' }));
    await user.type(nameInput(2), '   ');
    expect(screen.getByText('Please ensure at least 2 teams have valid names')).toBeTruthy();
    expect(nextButton().disabled).toBe(true);
  });

  it('[TEAM-2] a team name the server refuses: its reason is shown', async () => {
    serveParty(server, viewOf(makeSetupParty({ players: 2 })));
    const served = server.handler;
    const reason = 'Team names must be different: "Team l" looks like "Team 1"';
    server.handler = (envelope, socket) =>
      envelope.type === 'saveTeams' ? fail(envelope, reason) : served(envelope, socket);
    const user = userEvent.setup();
    renderOnline('/party/ABC123/setup', server);
    await user.clear(await screen.findByRole('textbox', { name: 'Team 2 name' }));
    await user.type(nameInput(2), 'Team l');
    await user.click(nextButton());
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(nextButton().disabled).toBe(false);
  });

  it('[ROLE-2] a player sees "Host is configuring the game..." and the settings, read-only', async () => {
    serveParty(server, viewOf(makeSetupParty({ players: 1 }), 'player-1'));
    renderOnline('/party/ABC123/setup', server);
    expect(await screen.findByText('Host is configuring the game...')).toBeTruthy();
    expect(screen.getByText('Team 1')).toBeTruthy();
    expect(screen.getByText('30 s')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Team Setup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to Topics' })).toBeNull();
  });
});
