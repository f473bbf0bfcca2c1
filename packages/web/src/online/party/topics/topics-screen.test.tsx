import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/render';
import { FakeRealtimeServer } from '../../testing/fake-realtime-server';
import { makeChoosing, viewOf } from '../../testing/party-views';
import { renderOnline, serveParty } from '../../testing/render-online';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

const topic = (id: string, title: string, category: string) => ({
  id,
  gameTypeId: 'top5-blitz',
  title,
  category,
  sourceUrl: 'https://example.org',
  retrievedAt: '2025-01-01',
});

describe('topic selection', { timeout: 20_000 }, () => {
  it('the host searches, filters and picks a topic from the answer-free list', async () => {
    mockFetch({
      'GET /api/my-topics/summaries': () => json({ topics: [] }),
      'GET /api/game-types/top5-blitz/topic-summaries': () =>
        json({
          topics: [
            topic('planets', 'Largest planets', 'Science'),
            topic('oceans', 'Largest oceans', 'Geography'),
          ],
        }),
    });
    serveParty(server, viewOf(makeChoosing(1, true)));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/topics', server);
    // Categories and search first: no topic is listed before one is chosen.
    expect(await screen.findByRole('heading', { name: 'Browse by category' })).toBeTruthy();
    expect(screen.queryByText('Largest oceans')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Geography/ }));
    expect(screen.getByText('Largest oceans')).toBeTruthy();
    expect(screen.queryByText('Largest planets')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search topics' }), 'planets');
    expect(screen.queryByText('Largest oceans')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose Topic' }));
    await waitFor(() =>
      expect(server.commands('chooseTopic')[0]?.payload).toEqual({
        code: 'ABC123',
        topicId: 'planets',
      }),
    );
  });

  it('"Family-friendly only" keeps the topics fine for children', async () => {
    mockFetch({
      'GET /api/my-topics/summaries': () => json({ topics: [] }),
      'GET /api/game-types/top5-blitz/topic-summaries': () =>
        json({
          topics: [
            { ...topic('planets', 'Largest planets', 'Science'), family: true },
            { ...topic('cocktails', 'Best-selling cocktails', 'Food'), family: false },
          ],
        }),
    });
    serveParty(server, viewOf(makeChoosing(1, true)));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/topics', server);
    await screen.findByRole('heading', { name: 'Browse by category' });
    await user.click(screen.getByRole('checkbox', { name: 'Family-friendly only' }));
    // The category tiles count only what the toggle keeps.
    expect(screen.queryByRole('button', { name: /^Food/ })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search topics' }), 'l');
    expect(screen.getByText('Largest planets')).toBeTruthy();
    expect(screen.queryByText('Best-selling cocktails')).toBeNull();
    // The difficulty is chosen with "Surprise me" above: no second difficulty filter.
    expect(screen.queryByRole('combobox', { name: 'Difficulty' })).toBeNull();
  });

  it('[ROUND-8] a twin of a topic played tonight (after End Match too) is shown but not offered, with its reason', async () => {
    mockFetch({
      'GET /api/my-topics/summaries': () => json({ topics: [] }),
      'GET /api/game-types/top5-blitz/topic-summaries': () =>
        json({
          topics: [
            { ...topic('wine-2022', 'Wine producers 2022', 'Food'), twins: ['wine-2023'] },
            { ...topic('wine-2023', 'Wine producers 2023', 'Food'), twins: ['wine-2022'] },
            topic('oceans', 'Largest oceans', 'Geography'),
          ],
        }),
    });
    const view = viewOf(makeChoosing(1, true));
    // After "End Match" the new match has no rounds, yet the server refuses the twin.
    const party = { ...view.party, rounds: [], playedTopicIds: ['wine-2022'] };
    serveParty(server, { ...view, party });
    const user = userEvent.setup();
    renderOnline('/party/ABC123/topics', server);
    await screen.findByRole('heading', { name: 'Browse by category' });
    await user.click(screen.getByRole('button', { name: /^Food/ }));
    const twin = screen.getByRole('heading', { name: 'Wine producers 2023' }).closest('article')!;
    expect(within(twin).getByText('Too close to a topic played tonight')).toBeTruthy();
    for (const button of within(twin).getAllByRole('button')) {
      expect(button.hasAttribute('disabled')).toBe(true);
    }
    const played = screen.getByRole('heading', { name: 'Wine producers 2022' }).closest('article')!;
    expect(within(played).queryByText('Too close to a topic played tonight')).toBeNull();
    expect(within(played).getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('[SETUP-6][ROUND-5] "Play" starts at once; the difficulty filters the list and "Surprise me"', async () => {
    mockFetch({
      'GET /api/my-topics/summaries': () => json({ topics: [] }),
      'GET /api/game-types/top5-blitz/topic-summaries': () =>
        json({
          topics: [
            { ...topic('planets', 'Largest planets', 'Science'), difficulty: 'hard' },
            { ...topic('oceans', 'Largest oceans', 'Geography'), difficulty: 'easy' },
          ],
        }),
    });
    serveParty(server, viewOf(makeChoosing(1, true)));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/topics', server);
    await screen.findByRole('heading', { name: 'Browse by category' });
    await user.click(screen.getByRole('radio', { name: 'Hard' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search topics' }), 'largest');
    expect(screen.getByText('Largest planets')).toBeTruthy();
    expect(screen.queryByText('Largest oceans')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Surprise me' }));
    await waitFor(() =>
      expect(server.commands('quickStart')[0]?.payload).toEqual({
        code: 'ABC123',
        pick: { kind: 'surprise', difficulty: 'hard' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() =>
      expect(server.commands('quickStart')[1]?.payload).toEqual({
        code: 'ABC123',
        pick: { kind: 'topic', topicId: 'planets' },
      }),
    );
  });

  it('no topics: "No topics available for this game type"; back goes to game selection', async () => {
    mockFetch({
      'GET /api/game-types/top5-blitz/topic-summaries': () => json({ topics: [] }),
      'GET /api/my-topics/summaries': () => json({ topics: [] }),
    });
    serveParty(server, viewOf(makeChoosing(1, true)));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/topics', server);
    expect(await screen.findByText('No topics available for this game type')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to Game Selection' }));
    await waitFor(() =>
      expect(server.commands('goBack')[0]?.payload).toEqual({ code: 'ABC123', to: 'select' }),
    );
  });

  it('"My Topics" beside the library lists the host\'s own topics to choose', async () => {
    mockFetch({
      'GET /api/game-types/top5-blitz/topic-summaries': () =>
        json({ topics: [topic('oceans', 'Largest oceans', 'geography')] }),
      'GET /api/my-topics/summaries': () =>
        json({ topics: [{ ...topic('u_1', 'Board games', 'sport'), sourceUrl: '' }] }),
    });
    serveParty(server, viewOf(makeChoosing(1, true)));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/topics', server);
    expect(await screen.findByRole('button', { name: /^Geography/ })).toBeTruthy();
    expect(screen.queryByText('Board games')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'My Topics (1)' }));
    expect(screen.queryByRole('button', { name: /^Geography/ })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search topics' }), 'board');
    await user.click(screen.getByRole('button', { name: 'Choose Topic' }));
    await waitFor(() =>
      expect(server.commands('chooseTopic')[0]?.payload).toEqual({
        code: 'ABC123',
        topicId: 'u_1',
      }),
    );
  });

  it('a player who stays here sees "Host is choosing a topic..."', async () => {
    serveParty(server, viewOf(makeChoosing(1, true), 'player-1'));
    renderOnline('/party/ABC123/topics', server);
    expect(await screen.findByText('Host is choosing a topic...')).toBeTruthy();
  });
});
