import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/render';
import { fail, FakeRealtimeServer } from '../testing/fake-realtime-server';
import { makeChoosing, makeLobby, makeSetupParty, viewOf } from '../testing/party-views';
import { renderOnline, serveParty } from '../testing/render-online';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

describe('party layout (status redirect, shared screens)', { timeout: 20_000 }, () => {
  it("shows the screen's loading text until the party arrives", async () => {
    server.handler = () => null;
    renderOnline('/party/ABC123/teams', server);
    expect(await screen.findByText('Loading team assignment...')).toBeTruthy();
  });

  it('[PARTY-8] sends the host to game selection while choosing', async () => {
    mockFetch({ 'GET /api/game-types': () => json({ gameTypes: [] }) });
    serveParty(server, viewOf(makeChoosing()));
    renderOnline('/party/ABC123/lobby', server);
    expect(await screen.findByRole('heading', { name: 'Choose a Game' })).toBeTruthy();
    expect(await screen.findByText('No game types available')).toBeTruthy();
    expect(
      screen.getByText('Contact your administrator to add game types to the system.'),
    ).toBeTruthy();
  });

  it('[PARTY-8] a player stays on the lobby while the host chooses', async () => {
    serveParty(server, viewOf(makeChoosing(), 'player-1'));
    renderOnline('/party/ABC123/teams', server);
    expect(await screen.findByRole('heading', { name: 'Welcome to the Party!' })).toBeTruthy();
    expect(screen.getByText('Host is choosing a game...')).toBeTruthy();
    expect(screen.getByText('2 players in the party')).toBeTruthy();
  });

  it('a missing party: "Party not found" and "Back to Party Hub"', async () => {
    serveParty(server, viewOf(makeLobby()));
    renderOnline('/party/NOPE99/lobby', server);
    expect(await screen.findByRole('heading', { name: 'Party not found' })).toBeTruthy();
    expect(
      screen.getByText('The party might have ended, expired, or the code might be incorrect.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Party Hub' }).getAttribute('href')).toBe(
      '/online',
    );
  });

  it('another failure: "Error", "Failed to load ...", back to the lobby or the hub', async () => {
    server.handler = (envelope) => fail(envelope, 'Something went wrong. Please try again.');
    renderOnline('/party/ABC123/teams', server);
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('Failed to load team assignment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Lobby' }).getAttribute('href')).toBe(
      '/party/ABC123/lobby',
    );
    expect(screen.getByRole('link', { name: 'Back to Online Hub' })).toBeTruthy();
  });

  it('[ROLE-5] the kicked screen: the host removed you', async () => {
    serveParty(server, viewOf(makeLobby(), 'player-1'));
    renderOnline('/party/ABC123/lobby', server);
    await screen.findByRole('heading', { name: 'Welcome to the Party!' });
    act(() =>
      server.broadcast('kicked', {
        type: 'kicked',
        code: 'ABC123',
        message: 'You were removed from the party',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'You were removed from the party' }),
    ).toBeTruthy();
    expect(screen.getByText('The host has removed you from this party.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows "Reconnecting…" while the connection is down, keeping what was typed', async () => {
    serveParty(server, viewOf(makeSetupParty()));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/setup', server);
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Team 1 name' });
    await user.clear(name);
    await user.type(name, 'Quiz');
    server.unreachable = true;
    act(() => server.dropConnections());
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
    await user.type(name, ' Wizards');
    await user.click(screen.getByRole('button', { name: /^Members/ }));
    expect(screen.getByRole('heading', { name: /Party ABC123/ })).toBeTruthy();
    server.unreachable = false;
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Team 1 name' }).value).toBe(
      'Quiz Wizards',
    );
  });
});
