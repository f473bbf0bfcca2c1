import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRealtimeServer, ok } from '../../testing/fake-realtime-server';
import { HOST, later, makeLobby, run, viewOf } from '../../testing/party-views';
import { renderOnline, serveParty } from '../../testing/render-online';

const KEY = 'screen-key-0123456789';
let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

/** The party of serveParty, and openScreen answered with the party's screen key. */
function servePartyWithScreen(viewerId?: string) {
  serveParty(server, viewOf(makeLobby(1), viewerId));
  const party = server.handler;
  server.handler = (envelope, socket) =>
    envelope.type === 'openScreen'
      ? ok(envelope, { code: 'ABC123', screenKey: KEY })
      : party(envelope, socket);
}

describe('lobby: Open Big Screen', { timeout: 20_000 }, () => {
  it('[ROLE-2] the host opens the big screen in a new window and gets its link to share', async () => {
    servePartyWithScreen();
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const user = userEvent.setup();
    renderOnline('/party/ABC123/lobby', server);
    await user.click(await screen.findByRole('button', { name: 'Open Big Screen' }));
    const link = `${window.location.origin}/party/ABC123/screen?key=${KEY}`;
    await waitFor(() => expect(popup.location.href).toBe(link));
    expect(open).toHaveBeenCalledOnce();
    expect(popup.opener).toBeNull();
    expect(server.commands('openScreen')[0]?.payload).toEqual({ code: 'ABC123' });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Big screen link' });
    expect(field.value).toBe(link);
    expect(screen.getByRole('button', { name: 'Copy Big Screen Link' })).toBeTruthy();
    // The host keeps every host action.
    expect(screen.getByRole('button', { name: 'Start Game' })).toBeTruthy();
  });

  it('closes the empty window and says why when the server refuses', async () => {
    serveParty(server, viewOf(makeLobby(1)));
    const party = server.handler;
    server.handler = (envelope, socket) =>
      envelope.type === 'openScreen'
        ? {
            type: 'ack',
            commandId: envelope.commandId,
            ok: false,
            error: 'Only the host can open the big screen',
          }
        : party(envelope, socket);
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderOnline('/party/ABC123/lobby', server);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Big Screen' }));
    expect(await screen.findByText('Only the host can open the big screen')).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
  });

  it('[HOST-3] the host revokes the link, and a new screen epoch hides the old link', async () => {
    const lobby = makeLobby(1);
    serveParty(server, viewOf(lobby));
    const party = server.handler;
    server.handler = (envelope, socket) =>
      envelope.type === 'openScreen' || envelope.type === 'revokeScreen'
        ? ok(envelope, { code: 'ABC123', screenKey: KEY })
        : party(envelope, socket);
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderOnline('/party/ABC123/lobby', server);
    await user.click(await screen.findByRole('button', { name: 'Open Big Screen' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke Big Screen Link' }));
    expect(server.commands('revokeScreen')[0]?.payload).toEqual({ code: 'ABC123' });

    const revoked = run(lobby, { type: 'revokeScreen', userId: HOST, now: later(lobby) });
    server.sendView('ABC123', revoked.party.version, viewOf(revoked));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Big screen link' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Open Big Screen' })).toBeTruthy();
  });

  it('[ROLE-2] players do not see it', async () => {
    servePartyWithScreen('player-1');
    renderOnline('/party/ABC123/lobby', server);
    await screen.findByRole('heading', { name: 'Welcome to the Party!' });
    expect(screen.queryByRole('button', { name: 'Open Big Screen' })).toBeNull();
  });
});
