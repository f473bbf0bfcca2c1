import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialOfflineState } from '@trivia/game';
import { loadGame, SESSION_TIME_PER_TURN_KEY, SESSION_TOPIC_KEY } from '../store/offline-storage';
import { deleteSavedBundle } from '../../offline-pack/pack-storage';
import { gameTypeChosen, makeBundle, makeTopic, TOP5 } from '../../test/offline-fixtures';
import { mockApi, renderOffline } from '../testing/render-offline';

const BUNDLE_PATH = '/api/offline-bundle';
const planets = makeTopic();
const albums = makeTopic({
  id: 'albums',
  title: 'Best-selling albums',
  category: 'Music',
  sourceUrl: '',
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteSavedBundle();
});

describe('/topics', () => {
  it('redirects to / with no game type selected', async () => {
    mockApi({});
    const { router } = renderOffline('/topics', { state: initialOfflineState });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows topic cards with the title, "Top 5 List", the source host and "Start Game"', async () => {
    mockApi({ [BUNDLE_PATH]: makeBundle([TOP5], [planets, albums]) });
    renderOffline('/topics', { state: gameTypeChosen() });
    const card = (await screen.findByRole('heading', { name: 'Largest planets' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Top 5 List')).toBeTruthy();
    expect(within(card).getByText('Source: example.org')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Start Game' })).toBeTruthy();
    const noSource = screen
      .getByRole('heading', { name: 'Best-selling albums' })
      .closest('article')!;
    expect(within(noSource).queryByText(/Source:/)).toBeNull();
  });

  it('filters by search and category', async () => {
    mockApi({ [BUNDLE_PATH]: makeBundle([TOP5], [planets, albums]) });
    renderOffline('/topics', { state: gameTypeChosen() });
    await userEvent.type(await screen.findByLabelText('Search topics'), 'album');
    expect(screen.queryByRole('heading', { name: 'Largest planets' })).toBeNull();
    expect(screen.getByText('Showing 1 of 1 topic')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Search topics'));
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Science');
    expect(screen.queryByRole('heading', { name: 'Best-selling albums' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Largest planets' })).toBeTruthy();
  });

  it('filters by difficulty and "Family-friendly only" where the bundle carries them', async () => {
    const easyFamily = { ...planets, difficulty: 'easy' as const, family: true };
    const hardAdult = { ...albums, difficulty: 'hard' as const, family: false };
    mockApi({ [BUNDLE_PATH]: makeBundle([TOP5], [easyFamily, hardAdult]) });
    renderOffline('/topics', { state: gameTypeChosen() });
    await userEvent.selectOptions(await screen.findByLabelText('Difficulty'), 'hard');
    expect(screen.queryByRole('heading', { name: 'Largest planets' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Best-selling albums' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Family-friendly only' }));
    expect(screen.getByText('No topics match your search.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), '');
    expect(screen.getByRole('heading', { name: 'Largest planets' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Best-selling albums' })).toBeNull();
  });

  it('[SETUP-2] has a time-per-turn slider from 10 to 120 in steps of 5, default 30', async () => {
    mockApi({ [BUNDLE_PATH]: makeBundle([TOP5], [planets]) });
    renderOffline('/topics', { state: gameTypeChosen() });
    const slider = await screen.findByRole('slider', { name: 'Time per turn' });
    expect([
      slider.getAttribute('min'),
      slider.getAttribute('max'),
      slider.getAttribute('step'),
    ]).toEqual(['10', '120', '5']);
    expect((slider as HTMLInputElement).value).toBe('30');
  });

  it('[PAUSE-3] a relaxed time per turn chosen before comes back relaxed, not 10 s', async () => {
    mockApi({ [BUNDLE_PATH]: makeBundle([TOP5], [planets]) });
    sessionStorage.setItem(SESSION_TIME_PER_TURN_KEY, '0');
    renderOffline('/topics', { state: gameTypeChosen() });
    const slider = await screen.findByRole('slider', { name: 'Time per turn' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Relaxed: no countdown');
  });

  it('saves the topic and time per turn in session storage and goes to /setup', async () => {
    mockApi({ [BUNDLE_PATH]: makeBundle([TOP5], [planets]) });
    const { router } = renderOffline('/topics', { state: gameTypeChosen() });
    fireEvent.change(await screen.findByRole('slider', { name: 'Time per turn' }), {
      target: { value: '45' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start Game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'));
    expect(sessionStorage.getItem(SESSION_TIME_PER_TURN_KEY)).toBe('45');
    expect(JSON.parse(sessionStorage.getItem(SESSION_TOPIC_KEY) ?? 'null')).toEqual(planets);
    expect(loadGame().state.timePerTurn).toBe(45);
  });

  it('[VIEW-7] plays one of the user\'s own topics from "My Topics", unsealed on start', async () => {
    const mine = makeTopic({ id: 'u_1', title: 'Board games', category: 'sport', sourceUrl: '' });
    mockApi({ [BUNDLE_PATH]: makeBundle([TOP5], [planets], 'v1', [mine]) });
    const { router } = renderOffline('/topics', { state: gameTypeChosen() });
    await screen.findByRole('heading', { name: 'Largest planets' });
    expect(screen.queryByRole('heading', { name: 'Board games' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'My Topics (1)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start Game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'));
    expect(JSON.parse(sessionStorage.getItem(SESSION_TOPIC_KEY) ?? 'null')).toEqual(mine);
  });

  it('"Back to Game Types" resets the game and goes to /', async () => {
    mockApi({ [BUNDLE_PATH]: makeBundle([TOP5], [planets]) });
    const { router } = renderOffline('/topics', { state: gameTypeChosen() });
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Game Types' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(loadGame().state).toEqual(initialOfflineState);
  });

  it('shows "Error Loading Topics" with "Back to Game Types"', async () => {
    mockApi({});
    renderOffline('/topics', { state: gameTypeChosen() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error Loading Topics');
    expect(alert.textContent).toContain('Failed to load topics');
    expect(within(alert).getByRole('button', { name: 'Back to Game Types' })).toBeTruthy();
  });
});
