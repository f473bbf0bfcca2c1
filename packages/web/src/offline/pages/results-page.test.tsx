import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialOfflineState } from '@trivia/game';
import { loadGame } from '../store/offline-storage';
import { gameInPlay, guess, play } from '../../test/offline-fixtures';
import { mockApi, renderOffline } from '../testing/render-offline';
import { shownToast } from '../../test/render';

const confetti = vi.hoisted(() => Object.assign(vi.fn(), { reset: vi.fn() }));
// The component fires a cannon made on its own canvas: here, the same mock.
vi.mock('canvas-confetti', () => ({
  default: Object.assign(confetti, { create: () => confetti }),
}));

// Red finds Saturn (4), Blue finds Jupiter (5) and Earth (1): Blue wins 6 to 4.
const finished = () =>
  play(
    gameInPlay({ maxAttempts: 2 }),
    guess('Saturn'),
    guess('Jupiter'),
    guess('Pluto'),
    guess('Earth'),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  confetti.mockClear();
});

describe('/results', () => {
  it('redirects to / with no finished game', async () => {
    const { router } = renderOffline('/results', { state: initialOfflineState });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('[WIN-2][WIN-3] shows "Game Complete", the winner and the "Final Scoreboard" sorted by score', () => {
    renderOffline('/results', { state: finished() });
    expect(screen.getByRole('heading', { level: 1, name: 'Game Complete' })).toBeTruthy();
    expect(screen.getByText('Team Blue wins!')).toBeTruthy();
    const board = screen.getByRole('region', { name: 'Final Scoreboard' });
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^1stTeam Blue.*6 pts$/),
      expect.stringMatching(/^2ndTeam Red.*4 pts$/),
    ]);
  });

  it('lists the 5 answers with who found each, and the data source link', () => {
    renderOffline('/results', { state: finished() });
    const rows = within(screen.getByRole('region', { name: 'The Answers' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain('Found by Team Blue');
    expect(rows[1]?.textContent).toContain('Found by Team Red');
    expect(rows[2]?.textContent).toContain('Not found');
    const link = screen.getByRole('link', { name: /example\.org/ });
    expect(link.getAttribute('href')).toBe('https://www.example.org/planets');
  });

  it('celebrates with confetti', () => {
    renderOffline('/results', { state: finished() });
    expect(confetti).toHaveBeenCalled();
  });

  it('"Share Results" copies rank, name, points and topic with a toast when share is missing (no alert)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const alert = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    vi.stubGlobal('alert', alert);
    renderOffline('/results', { state: finished() });
    await userEvent.click(screen.getByRole('button', { name: 'Share Results' }));
    await waitFor(() => expect(shownToast().textContent).toBe('Results copied to clipboard!'));
    expect(alert).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(
      'Trivia Games results\nTopic: Largest planets\n1st Team Blue - 6 points\n2nd Team Red - 4 points',
    );
  });

  it('[OFF-6] "Play Again" keeps the teams and settings and goes to the topic choice', async () => {
    const done = finished();
    mockApi({});
    const { router } = renderOffline('/results', { state: done });
    await userEvent.click(screen.getByRole('button', { name: 'Play Again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/topics'));
    const { state } = loadGame();
    expect(state).toMatchObject({
      phase: 'topicSelection',
      topic: null,
      gameType: done.gameType,
      maxAttempts: 2,
      timePerTurn: done.timePerTurn,
    });
    expect(state.teams.map((t) => [t.name, t.score])).toEqual([
      ['Team Red', 0],
      ['Team Blue', 0],
    ]);
  });

  it('[OFF-1] "New Game" resets the game and goes to /', async () => {
    const { router } = renderOffline('/results', { state: finished() });
    await userEvent.click(screen.getByRole('button', { name: 'New Game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(loadGame().state).toEqual(initialOfflineState);
  });
});
