import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OfflineGameState } from '@trivia/game';
import { guess, play, ready, topicChosen } from '../../test/offline-fixtures';
import { loadGame } from '../store/offline-storage';
import { renderOffline } from '../testing/render-offline';

vi.mock('canvas-confetti', () => {
  const cannon = Object.assign(vi.fn(), { reset: vi.fn() });
  return { default: Object.assign(vi.fn(), { reset: vi.fn(), create: () => cannon }) };
});

const feudStarted = (): OfflineGameState =>
  play(topicChosen(), {
    type: 'startGame',
    teamNames: ['Team Red', 'Team Blue'],
    maxAttempts: 3,
    ruleSet: 'feud',
  });
const board = () => screen.getByRole('list', { name: 'Answer board' });
const typeGuess = async (text: string) => {
  const input = screen.getByRole('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
};

describe('/setup with Feud', () => {
  it('[OFF-11] offers Classic and Feud; Feud hides attempts and starts a Feud game', async () => {
    const { router } = renderOffline('/setup', { state: topicChosen() });
    const classic = await screen.findByRole('button', { name: /^Classic/ });
    expect(classic.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^Feud/ }));
    expect(screen.queryByRole('group', { name: 'Max attempts per team' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'How to play Feud' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start Game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/play'));
    expect(loadGame().state).toMatchObject({ ruleSet: 'feud', feud: { phase: 'faceOff' } });
  });

  it('[OFF-11][OFF-6] Play Again comes back with Feud chosen', async () => {
    const again = play(feudStarted(), { type: 'endGame' }, { type: 'playAgain' });
    renderOffline('/setup', {
      state: play(again, { type: 'selectTopic', topic: topicChosen().topic!, timePerTurn: 30 }),
    });
    const feud = await screen.findByRole('button', { name: /^Feud/ });
    expect(feud.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('/play with Feud', () => {
  it('[OFF-11] the face-off: the second player sees nothing of the first answer', async () => {
    renderOffline('/play', { state: feudStarted() });
    expect(await screen.findByRole('heading', { name: 'Face-off!' })).toBeTruthy();
    screen.getByText("Face-off: Team Red's player, answer without showing the others");
    fireEvent.click(screen.getByRole('button', { name: 'Ready' }));
    await typeGuess('Saturn');
    screen.getByText("Face-off: Team Blue's player, answer without showing the others");
    expect(document.body.textContent).not.toContain('Saturn');
    expect(screen.queryByTestId('feud-bank')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ready' }));
    await typeGuess('pluto');
    const result = screen.getByRole('status', { name: 'Face-off result' });
    expect(result.textContent).toContain('Team Red wins the face-off!');
    expect(result.textContent).toContain('“Saturn” #2 on the board');
    expect(result.textContent).toContain('“pluto” not on the board');
    expect(screen.getByRole('heading', { name: 'Pass to Team Red' })).toBeTruthy();
    expect(within(board()).getAllByRole('listitem')[1]?.textContent).toContain('Saturn');
    expect(screen.getByTestId('feud-bank').textContent).toContain('4');
  });

  it('[OFF-11][FEUD-3][FEUD-4] strikes show as ✕ marks; the third passes the device for the steal', async () => {
    const floor = play(feudStarted(), guess('Saturn'), guess('pluto'), ready);
    renderOffline('/play', { state: floor });
    await screen.findByText('Team Red has the floor');
    await typeGuess('mars');
    expect(screen.getByRole('img', { name: 'Strikes: 1 of 3' })).toBeTruthy();
    await typeGuess('venus');
    await typeGuess('ceres');
    expect(screen.getByRole('heading', { name: 'STEAL!' })).toBeTruthy();
    screen.getByText('Team Blue: confer with your team. One guess takes the bank of 4 points.');
    fireEvent.click(screen.getByRole('button', { name: 'Ready' }));
    screen.getByText('STEAL! Team Blue');
  });
});

describe('/results with Feud', () => {
  it('[OFF-11] says who took the bank and turns the rest over one by one', async () => {
    const stolen = play(
      feudStarted(),
      guess('Saturn'),
      guess('pluto'),
      guess('x'),
      guess('y'),
      guess('z'),
      guess('Earth'),
    );
    renderOffline('/results', { state: stolen });
    await screen.findByText('Team Blue stole the bank: 5 points!');
    expect(screen.getAllByTestId('hidden-answer').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryAllByTestId('hidden-answer')).toHaveLength(0), {
      timeout: 5000,
    });
    expect(screen.getByText('Jupiter')).toBeTruthy();
  });
});
