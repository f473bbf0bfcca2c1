import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guessBy, HOST, finishedParty, playingParty } from '../../test/party-play-views';
import { FakeRealtimeServer } from '../testing/fake-realtime-server';
import {
  makeChoosing,
  makeLobby,
  makeSetupParty,
  makeTeamSetupParty,
} from '../testing/party-views';
import { renderOnline } from '../testing/render-online';
import { screenUrl, screenViewOf, serveScreen, SCREEN_KEY } from './testing';

// jsdom has no canvas: the celebration is canvas-confetti's business.
vi.mock('canvas-confetti', () => {
  const cannon = Object.assign(vi.fn(), { reset: vi.fn() });
  return { default: Object.assign(vi.fn(), { reset: vi.fn(), create: () => cannon }) };
});

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

const board = () => within(screen.getByRole('list', { name: 'Answer board' }));
const teams = () => within(screen.getByRole('list', { name: 'Teams' }));

describe('big screen (/party/{code}/screen)', { timeout: 20_000 }, () => {
  it('[AUTH-6][VIEW-5] watches the party with the link key, not as a member, and shows the lobby', async () => {
    serveScreen(server, screenViewOf(makeLobby(2)));
    renderOnline(screenUrl(), server);
    expect(await screen.findByText('ABC123', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Join the party!' })).toBeTruthy();
    expect(screen.getByText('Waiting for the host to start the game.')).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/join/ABC123`)).toBeTruthy();
    const players = within(screen.getByRole('region', { name: 'Players (3)' }));
    expect(players.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Online:HostHost',
      'Online:player-1',
      'Online:player-2',
    ]);
    expect(server.commands('watchScreen')[0]?.payload).toEqual({ code: 'ABC123', key: SCREEN_KEY });
    expect(server.commands('subscribe')).toHaveLength(0);
    // No member panel and no controls but sound and full screen.
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Mute sounds',
    ]);
  });

  it("shows what the host is choosing, then configuring (the product's waiting strings)", async () => {
    serveScreen(server, screenViewOf(makeChoosing()));
    const { unmount } = renderOnline(screenUrl(), server);
    expect(await screen.findByText('Host is choosing a game...')).toBeTruthy();
    server.sendView('ABC123', 50, { ...screenViewOf(makeChoosing(1, true)), version: 50 });
    expect(await screen.findByText('Host is choosing a topic...')).toBeTruthy();
    server.sendView('ABC123', 51, { ...screenViewOf(makeSetupParty()), version: 51 });
    expect(await screen.findByText('Host is configuring the game...')).toBeTruthy();
    unmount();
  });

  it('shows the teams once set', async () => {
    serveScreen(server, screenViewOf(makeTeamSetupParty({ teams: 2, players: 3 })));
    renderOnline(screenUrl(), server);
    expect(await screen.findByText('Waiting for host to start the game...')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Team 1' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Team 2' })).toBeTruthy();
  });

  it('follows play: the board, scores, attempts, the active team, the countdown, the last result', async () => {
    const start = playingParty();
    serveScreen(server, screenViewOf(start));
    renderOnline(screenUrl(), server);
    await screen.findByRole('heading', { name: 'Largest planets' });
    expect(board().getAllByText('hidden')).toHaveLength(5);
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(teams().getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('true');

    const found = guessBy(start, HOST, 'jupiter');
    server.sendView('ABC123', found.party.version, screenViewOf(found));
    await waitFor(() => expect(board().getByText('Jupiter')).toBeTruthy());
    expect(board().getByText('Found by Team 1')).toBeTruthy();
    const [team1, team2] = teams().getAllByRole('listitem');
    // The score counts up: wait for it to settle.
    await waitFor(() => expect(team1!.textContent).toContain('5 points'));
    expect(team1!.textContent).toContain('Attempts: 1/3');
    expect(team2!.getAttribute('aria-current')).toBe('true');
    const result = screen.getByRole('status', { name: 'Last result' });
    expect(result.textContent).toContain('Correct! #1 answer found! +5 points');
  });

  it('[WIN-1][VIEW-1] shows the winner, the standings and all 5 answers at the end', async () => {
    serveScreen(
      server,
      screenViewOf(finishedParty(['jupiter', 'pluto', 'saturn', 'mars', 'uranus', 'venus'])),
    );
    renderOnline(screenUrl(), server);
    expect(await screen.findByRole('heading', { name: 'Game Over!' })).toBeTruthy();
    expect(screen.getByText('Team 1 wins!')).toBeTruthy();
    expect(screen.getByText('with 12 points')).toBeTruthy();
    const standings = within(screen.getByRole('region', { name: 'Final Scoreboard' }));
    expect(standings.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1stTeam 112 pts',
      '2ndTeam 20 pts',
    ]);
    const answers = within(screen.getByRole('region', { name: 'The Answers' }));
    expect(answers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Jupiter.*Found by Team 1/),
      expect.stringMatching(/Saturn.*Found by Team 1/),
      expect.stringMatching(/Uranus.*Found by Team 1/),
      expect.stringMatching(/Neptune.*Not found/),
      expect.stringMatching(/Earth.*Not found/),
    ]);
  });

  it('watches again after a reconnect', async () => {
    serveScreen(server, screenViewOf(makeLobby(1)));
    renderOnline(screenUrl(), server);
    await screen.findByText('ABC123', { selector: 'p' });
    server.dropConnections();
    await waitFor(() => expect(server.commands('watchScreen').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByText('ABC123', { selector: 'p' })).toBeTruthy();
  });

  it('a wrong key, an unknown party, a closed party, a missing key: a clear message', async () => {
    serveScreen(server, screenViewOf(makeLobby(1)));
    const wrong = renderOnline(screenUrl('ABC123', 'not-the-key-000000'), server);
    expect(
      await screen.findByText('This big screen link is not valid. Ask the host for a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Party Hub' }).getAttribute('href')).toBe(
      '/online',
    );
    wrong.unmount();

    const unknown = renderOnline(screenUrl('ZZZ999'), server);
    expect(await screen.findByRole('heading', { name: 'Party not found' })).toBeTruthy();
    unknown.unmount();

    const closed = renderOnline(screenUrl(), server);
    await screen.findByText('ABC123', { selector: 'p' });
    server.broadcast('partyClosed', { type: 'partyClosed', code: 'ABC123' });
    expect(await screen.findByRole('heading', { name: 'Party not found' })).toBeTruthy();
    closed.unmount();

    renderOnline('/party/ABC123/screen', server);
    expect(
      await screen.findByRole('heading', { name: 'This big screen link is incomplete' }),
    ).toBeTruthy();
  });

  it('[SCREEN-2] a TV paired by code whose link the host revoked says so and offers a new code', async () => {
    serveScreen(server, screenViewOf(makeLobby(1)));
    const paired = renderOnline(`${screenUrl()}&from=tv`, server);
    await screen.findByText('ABC123', { selector: 'p' });
    server.broadcast('screenRevoked', {
      type: 'screenRevoked',
      code: 'ABC123',
      message:
        "This big screen link was replaced. Open the big screen again from the host's phone.",
    });
    expect(
      await screen.findByRole('heading', { name: 'The host disconnected this screen' }),
    ).toBeTruthy();
    expect(screen.queryByText(/was replaced/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Show a New TV Code' }).getAttribute('href')).toBe(
      '/tv',
    );
    paired.unmount();

    // Opened again later (a reload) with the revoked key: the same.
    renderOnline(`${screenUrl('ABC123', 'not-the-key-000000')}&from=tv`, server);
    expect(
      await screen.findByRole('heading', { name: 'The host disconnected this screen' }),
    ).toBeTruthy();
  });
});
