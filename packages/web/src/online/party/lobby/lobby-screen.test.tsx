import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRealtimeServer } from '../../testing/fake-realtime-server';
import { makeChoosing, makeParty, makeLobby, viewOf } from '../../testing/party-views';
import { renderOnline, serveParty } from '../../testing/render-online';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

describe('lobby', { timeout: 20_000 }, () => {
  it('shows the code, a share hint and the join link', async () => {
    serveParty(server, viewOf(makeParty()));
    renderOnline('/party/ABC123/lobby', server);
    expect(await screen.findByText('ABC123', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/Share this code with your friends/)).toBeTruthy();
    const link = screen.getByRole<HTMLInputElement>('textbox', { name: 'Join link' });
    expect(link.value).toBe(`${window.location.origin}/join/ABC123`);
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeTruthy();
  });

  it('[JOIN-9] the host alone: "You\'re the Host!", the powers, "Need at least 2 players to start"', async () => {
    serveParty(server, viewOf(makeParty()));
    renderOnline('/party/ABC123/lobby', server);
    expect(await screen.findByRole('heading', { name: "You're the Host!" })).toBeTruthy();
    expect(screen.getByText('Promote another member to host')).toBeTruthy();
    expect(screen.getByText('Need at least 2 players to start')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Game' })).toBeNull();
  });

  it('[JOIN-9][SETUP-7] the host with 2 members gets "Start Game", which starts the game', async () => {
    serveParty(server, viewOf(makeLobby(1)));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/lobby', server);
    await user.click(await screen.findByRole('button', { name: 'Start Game' }));
    await waitFor(() => expect(server.commands('startGame')).toHaveLength(1));
    // SETUP-7: the page asks for the default game type, so the topics come next.
    expect(server.commands('startGame')[0]?.payload).toEqual({
      code: 'ABC123',
      defaultGameType: true,
    });
    expect(screen.queryByText('Need at least 2 players to start')).toBeNull();
  });

  it('[ROLE-2] a player: "Welcome to the Party!" and the player count, no host controls', async () => {
    serveParty(server, viewOf(makeLobby(2), 'player-2'));
    renderOnline('/party/ABC123/lobby', server);
    expect(await screen.findByRole('heading', { name: 'Welcome to the Party!' })).toBeTruthy();
    expect(screen.getByText('3 players in the party')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Game' })).toBeNull();
  });

  it.each([
    [false, 'Host is choosing a game...'],
    [true, 'Host is choosing a topic...'],
  ])(
    'a player waits with what the host is doing now (game type chosen: %s)',
    async (chosen, words) => {
      serveParty(server, viewOf(makeChoosing(1, chosen), 'player-1'));
      renderOnline('/party/ABC123/lobby', server);
      expect(await screen.findByText(words)).toBeTruthy();
    },
  );
});
