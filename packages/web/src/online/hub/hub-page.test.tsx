import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, FakeRealtimeServer } from '../testing/fake-realtime-server';
import { makeLobby, viewOf } from '../testing/party-views';
import { renderOnline, serveParty } from '../testing/render-online';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
  serveParty(server, viewOf(makeLobby()));
});

afterEach(async () => {
  await server.close();
});

const codeInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Party code' });
const joinButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Join Party' });

describe('party hub /online (party code and joining)', { timeout: 20_000 }, () => {
  it('shows "Party Play", both cards and how it works for hosts and players', async () => {
    renderOnline('/online', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Party Play' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create Party' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Join Party' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'For hosts' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'For players' })).toBeTruthy();
  });

  it('[JOIN-2] upper-cases the code, strips other characters, keeps 6; Join only at exactly 6', async () => {
    const user = userEvent.setup();
    renderOnline('/online', server);
    await user.type(await screen.findByRole('textbox', { name: 'Party code' }), 'ab-c1');
    expect(codeInput().value).toBe('ABC1');
    expect(joinButton().disabled).toBe(true);
    await user.type(codeInput(), ' 2 3 4 5');
    expect(codeInput().value).toBe('ABC123');
    expect(joinButton().disabled).toBe(false);
    await user.clear(codeInput());
    await user.paste('xyz 98?7');
    expect(codeInput().value).toBe('XYZ987');
  });

  it('joining leads to /party/{code}/lobby', async () => {
    const user = userEvent.setup();
    renderOnline('/online', server);
    await user.type(await screen.findByRole('textbox', { name: 'Party code' }), 'abc123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Party Lobby' })).toBeTruthy();
    expect(server.commands('joinParty')[0]?.payload).toEqual({ code: 'ABC123' });
  });

  it('a failed join shows the message; creating leads to the lobby', async () => {
    const user = userEvent.setup();
    renderOnline('/online', server);
    await user.type(await screen.findByRole('textbox', { name: 'Party code' }), 'ZZZ999');
    await user.click(joinButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Party not found');
    await user.click(screen.getByRole('button', { name: 'Create Party' }));
    expect(await screen.findByRole('heading', { name: 'Party Lobby' })).toBeTruthy();
    expect(screen.getByText('ABC123', { selector: 'p' })).toBeTruthy();
  });

  it('a failed create without a message shows "Failed to create party"', async () => {
    server.handler = (envelope) => fail(envelope, '');
    const user = userEvent.setup();
    renderOnline('/online', server);
    await user.click(await screen.findByRole('button', { name: 'Create Party' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to create party');
  });

  it('/join/{code} opens on the name step', async () => {
    renderOnline('/join/abc123', server);
    expect(await screen.findByRole('heading', { name: 'Join the Party' })).toBeTruthy();
    expect(screen.getByText('Party ABC123')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeTruthy();
    expect(server.commands('joinParty')).toHaveLength(0);
  });

  it('/join/{code}: once named, joins the linked party with the code filled in, then the lobby', async () => {
    renderOnline({ pathname: '/join/abc123', state: { named: true } }, server);
    expect(await screen.findByRole('heading', { name: 'Party Lobby' })).toBeTruthy();
    await waitFor(() => expect(server.commands('joinParty')).toHaveLength(1));
  });

  it('/join/{code}: a failed join stays on the hub with the code and the message', async () => {
    renderOnline({ pathname: '/join/ZZZ999', state: { named: true } }, server);
    expect((await screen.findByRole('alert')).textContent).toContain('Party not found');
    expect(codeInput().value).toBe('ZZZ999');
  });

  it('/online from Home\'s "Host a Party": makes the party at once and lands in its lobby', async () => {
    renderOnline({ pathname: '/online', state: { host: true } }, server);
    expect(await screen.findByRole('heading', { name: 'Party Lobby' })).toBeTruthy();
    expect(server.commands('createParty')).toHaveLength(1);
    expect(screen.getByText('ABC123', { selector: 'p' })).toBeTruthy();
  });

  it('/online from Home\'s "Host a Party": a refused create stays on the hub and says why', async () => {
    server.handler = (envelope) => fail(envelope, 'Too many requests');
    renderOnline({ pathname: '/online', state: { host: true } }, server);
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
    expect(server.commands('createParty')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create Party' })).toBeTruthy();
  });

  it('/online opened directly makes nothing until "Create Party"', async () => {
    renderOnline('/online', server);
    await screen.findByRole('button', { name: 'Create Party' });
    expect(server.commands('createParty')).toHaveLength(0);
  });
});
