import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRealtimeServer } from '../testing/fake-realtime-server';
import { makeLobby, viewOf } from '../testing/party-views';
import { renderOnline, serveParty } from '../testing/render-online';
import { BEACH, BREAKFAST, makeSurvey, withSurvey } from '../testing/survey-views';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

describe('the lobby survey', { timeout: 20_000 }, () => {
  it('[SURVEY-8] the host starts "While we wait: 5 quick questions"', async () => {
    serveParty(server, viewOf(makeLobby(1)));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/lobby', server);
    await user.click(
      await screen.findByRole('button', { name: 'While we wait: 5 quick questions' }),
    );
    await waitFor(() =>
      expect(server.commands('startSurvey')[0]?.payload).toEqual({
        code: 'ABC123',
        surprise: { count: 5 },
      }),
    );
  });

  it('[SURVEY-11] says how many boards a closed survey left ready; players see no button', async () => {
    const slots = ['Towel', 'Sunscreen', 'Book'].map((text, rank) => ({
      text,
      aliases: [],
      count: 3 - rank,
      points: 5 - rank,
    }));
    const survey = makeSurvey({
      status: 'closed',
      boards: { [BEACH.id]: { ok: true, slots }, [BREAKFAST.id]: { ok: true, slots } },
      played: [BREAKFAST.id],
    });
    serveParty(server, viewOf(withSurvey(makeLobby(1), survey)));
    const { unmount } = renderOnline('/party/ABC123/lobby', server);
    expect(await screen.findByText('1 board ready: pick Survey Says when you start.')).toBeTruthy();
    unmount();
    serveParty(server, viewOf(withSurvey(makeLobby(1), survey), 'player-1'));
    renderOnline('/party/ABC123/lobby', server);
    expect(await screen.findByRole('heading', { name: 'Welcome to the Party!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /While we wait/ })).toBeNull();
  });
});
