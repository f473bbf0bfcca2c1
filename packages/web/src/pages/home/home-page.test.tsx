import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@trivia/protocol';
import { HOST_STEP_FAILED } from '../../join/use-host-with-name';
import { json, makeGuest, makeUser, mockFetch, renderApp } from '../../test/render';
import { HomePage } from './home-page';

afterEach(() => void vi.restoreAllMocks());

/** Home at /, with every other path left empty (the location probe shows where it went). */
function renderHome(user: User | null) {
  return renderApp(
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={null} />
    </Routes>,
    { user },
  );
}

const nameBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Your name' });
const hostButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Host a Party' });
const joinButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Join Party' });
const location = () => screen.getByTestId('location').textContent;

describe('Home: host or join a party, no sign-in first', () => {
  it('shows Host a Party beside Join, the Offline Party Pack, and no "Sign In & Play Online"', () => {
    mockFetch({});
    renderHome(null);
    const arena = screen.getByRole('region', { name: 'Online Party Arena' });
    expect(arena.textContent).toContain('Host a Party');
    expect(arena.textContent).toContain('Join Party');
    expect(screen.getByRole('link', { name: 'Play Offline' }).getAttribute('href')).toBe(
      '/offline',
    );
    expect(screen.queryByText(/Sign In & Play Online|Play Online/)).toBeNull();
    expect(nameBox().value).toBe('');
    expect(hostButton().disabled).toBe(true);
    expect(joinButton().disabled).toBe(true);
  });

  it('waits for the session before Host a Party can be tapped (no guest made beside an account)', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({ 'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp(<HomePage />);
    await userEvent.type(nameBox(), 'Sam');
    expect(hostButton().disabled).toBe(true);
    answer(json({ user: null }));
    await waitFor(() => expect(hostButton().disabled).toBe(false));
  });

  it('[AUTH-2] a newcomer types a name and taps Host a Party: a guest under that name, then /online to make the party', async () => {
    const calls = mockFetch({
      'POST /api/auth/guest': () => json({ user: makeGuest({ displayName: 'Sam' }) }),
    });
    renderHome(null);
    await userEvent.type(nameBox(), '  Sam ');
    expect(hostButton().disabled).toBe(false);
    await userEvent.click(hostButton());
    await waitFor(() => expect(location()).toBe('/online'));
    expect(calls).toEqual([{ key: 'POST /api/auth/guest', body: { displayName: 'Sam' } }]);
  });

  it('a signed-in user finds their name filled in and hosts with no request at all', async () => {
    const calls = mockFetch({});
    renderHome(makeUser());
    expect(nameBox().value).toBe('Alice');
    await userEvent.click(hostButton());
    await waitFor(() => expect(location()).toBe('/online'));
    expect(calls).toEqual([]);
  });

  it('[AUTH-7] a returning guest who changes the name keeps the account and is renamed', async () => {
    const calls = mockFetch({
      'PATCH /api/me': () => json({ user: makeGuest({ displayName: 'Sam' }) }),
    });
    renderHome(makeGuest());
    expect(nameBox().value).toBe('Guest Fox');
    await userEvent.clear(nameBox());
    await userEvent.type(nameBox(), 'Sam');
    await userEvent.click(hostButton());
    await waitFor(() => expect(location()).toBe('/online'));
    expect(calls).toEqual([{ key: 'PATCH /api/me', body: { displayName: 'Sam' } }]);
  });

  it.each([
    [400, 'That name is not allowed'],
    [429, 'Too many requests, please try again later'],
  ])(
    "a refused host (%i) says the server's reason in place and stays on Home",
    async (status, text) => {
      mockFetch({ 'POST /api/auth/guest': () => json({ error: text }, status) });
      renderHome(null);
      await userEvent.type(nameBox(), 'Sam');
      await userEvent.click(hostButton());
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(location()).toBe('/');
      expect(hostButton().disabled).toBe(false);
    },
  );

  it('no network while hosting says so in place, and the tap can be tried again', async () => {
    mockFetch({
      'POST /api/auth/guest': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderHome(null);
    await userEvent.type(nameBox(), 'Sam');
    await userEvent.click(hostButton());
    expect((await screen.findByRole('alert')).textContent).toBe(HOST_STEP_FAILED);
    expect(location()).toBe('/');
    expect(hostButton().disabled).toBe(false);
  });

  it('[JOIN-2] joining stays one tap: code and name, then Join Party goes to the join link', async () => {
    const calls = mockFetch({
      'GET /api/parties/ABC123/joinable': () => json({ joinable: true }),
      'POST /api/auth/guest': () => json({ user: makeGuest({ displayName: 'Kim' }) }),
    });
    renderHome(null);
    await userEvent.type(nameBox(), 'Kim');
    await userEvent.type(screen.getByRole('textbox', { name: 'Party code' }), 'abc-123');
    expect(joinButton().disabled).toBe(false);
    await userEvent.click(joinButton());
    await waitFor(() => expect(location()).toBe('/join/ABC123'));
    expect(calls.map((call) => call.key)).toEqual([
      'GET /api/parties/ABC123/joinable',
      'POST /api/auth/guest',
    ]);
  });

  it('[JOIN-6] a wrong code is said under the code box and makes no guest', async () => {
    const calls = mockFetch({
      'GET /api/parties/ZZ99QQ/joinable': () => json({ joinable: false }),
    });
    renderHome(null);
    await userEvent.type(nameBox(), 'Kim');
    await userEvent.type(screen.getByRole('textbox', { name: 'Party code' }), 'ZZ99QQ{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('No party with code ZZ99QQ');
    expect(calls.map((call) => call.key)).toEqual(['GET /api/parties/ZZ99QQ/joinable']);
    expect(location()).toBe('/');
  });

  it("shows only the last tap's error: a refused host, then a wrong code, says only the code", async () => {
    mockFetch({
      'POST /api/auth/guest': () => json({ error: 'Display name cannot contain "Host"' }, 400),
      'GET /api/parties/ZZ99QQ/joinable': () => json({ joinable: false }),
    });
    renderHome(null);
    await userEvent.type(nameBox(), 'The Host');
    await userEvent.click(hostButton());
    await screen.findByText('Display name cannot contain "Host"');
    await userEvent.type(screen.getByRole('textbox', { name: 'Party code' }), 'ZZ99QQ');
    await userEvent.click(joinButton());
    expect((await screen.findByRole('alert')).textContent).toBe('No party with code ZZ99QQ');
    expect(screen.queryByText('Display name cannot contain "Host"')).toBeNull();
  });
});
