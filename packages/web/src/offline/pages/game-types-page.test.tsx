import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGame } from '../store/offline-storage';
import { deleteSavedBundle } from '../../offline-pack/pack-storage';
import { gameInPlay, makeBundle, makeTopic, TOP5 } from '../../test/offline-fixtures';
import { mockApi, renderOffline } from '../testing/render-offline';

const BUNDLE_PATH = '/api/offline-bundle';

afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteSavedBundle();
});

describe('/offline', () => {
  it('lists game types with name, description and maxAnswers', async () => {
    mockApi({ [BUNDLE_PATH]: makeBundle([TOP5], [makeTopic()]) });
    renderOffline('/offline');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const choice = await screen.findByRole('button', { name: /Top-5 Blitz/ });
    expect(choice.textContent).toContain(TOP5.description);
    expect(choice.textContent).toContain('5 answers');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('resets the game, stores the choice and goes to /topics', async () => {
    mockApi({ [BUNDLE_PATH]: makeBundle([TOP5], [makeTopic()]) });
    const { router } = renderOffline('/offline', { state: gameInPlay() });
    await userEvent.click(await screen.findByRole('button', { name: /Top-5 Blitz/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/topics'));
    const saved = loadGame().state;
    expect(saved.phase).toBe('topicSelection');
    expect(saved.gameType).toEqual(TOP5);
    expect(saved.teams).toEqual([]);
  });

  it('shows "No game types available" when there are none', async () => {
    mockApi({ [BUNDLE_PATH]: makeBundle([], []) });
    renderOffline('/offline');
    expect(await screen.findByText('No game types available')).toBeTruthy();
  });

  it('shows "Error Loading Games" with the database hint', async () => {
    mockApi({ [BUNDLE_PATH]: { error: 'boom' } }, 500);
    renderOffline('/offline');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error Loading Games');
    expect(alert.textContent).toContain('Failed to load game types');
    expect(alert.textContent).toMatch(/database configuration/);
    expect(alert.textContent).toContain('game_types collection');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });
});
