import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadGame } from '../store/offline-storage';
import { gameTypeChosen, gameInPlay, topicChosen } from '../../test/offline-fixtures';
import { renderOffline } from '../testing/render-offline';

const nameInputs = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const WARNING = 'Please ensure at least 2 teams have valid names.';

describe('/setup', () => {
  it('redirects to /topics with no stored topic', async () => {
    const { router } = renderOffline('/setup', { state: gameTypeChosen() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/topics'));
  });

  it('returns to the game in progress instead of setting up again', async () => {
    const { router } = renderOffline('/setup', { state: gameInPlay() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/play'));
  });

  it('[TEAM-1] shows the game type, the topic, the rules and the default teams Team Red and Team Blue', () => {
    renderOffline('/setup', { state: topicChosen() });
    expect(screen.getByText('Top-5 Blitz')).toBeTruthy();
    expect(screen.getByText('Largest planets')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How to play' })).toBeTruthy();
    expect(nameInputs().map((input) => input.value)).toEqual(['Team Red', 'Team Blue']);
  });

  it('[OFF-6] after Play Again the teams of the last game come back', () => {
    const again = {
      ...topicChosen(),
      teams: ['Owls', 'Foxes', 'Bees'].map((name) => ({
        name,
        guesses: [],
        score: 0,
        attempts: 0,
      })),
    };
    renderOffline('/setup', { state: again });
    expect(nameInputs().map((input) => input.value)).toEqual(['Owls', 'Foxes', 'Bees']);
  });

  it('[SETUP-1] offers max attempts 1 to 5, default 3', () => {
    renderOffline('/setup', { state: topicChosen() });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '3' })).toHaveProperty('checked', true);
  });

  it('[TEAM-1][OFF-2] removes only above 2 teams and adds "Team N" only below 4', async () => {
    renderOffline('/setup', { state: topicChosen() });
    expect(screen.queryByRole('button', { name: /Remove team/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '+ Add Team (max 4)' }));
    expect(nameInputs().map((input) => input.value)).toEqual(['Team Red', 'Team Blue', 'Team 3']);
    expect(screen.getAllByRole('button', { name: /Remove team/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '+ Add Team (max 4)' }));
    expect(nameInputs()[3]?.value).toBe('Team 4');
    expect(screen.queryByRole('button', { name: '+ Add Team (max 4)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove team 1 (Team Red)' }));
    expect(nameInputs().map((input) => input.value)).toEqual(['Team Blue', 'Team 3', 'Team 4']);
  });

  it('[OFF-2] warns and blocks the start with fewer than 2 valid names', async () => {
    renderOffline('/setup', { state: topicChosen() });
    expect(screen.queryByText(WARNING)).toBeNull();
    await userEvent.clear(nameInputs()[1]!);
    await userEvent.type(nameInputs()[1]!, '   ');
    expect(screen.getByText(WARNING)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Game' })).toHaveProperty('disabled', true);
  });

  it('starts the game with the chosen attempts and names and goes to /play', async () => {
    const { router } = renderOffline('/setup', { state: topicChosen() });
    await userEvent.click(screen.getByRole('radio', { name: '2' }));
    await userEvent.clear(nameInputs()[0]!);
    await userEvent.type(nameInputs()[0]!, 'Owls');
    await userEvent.click(screen.getByRole('button', { name: 'Start Game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/play'));
    const state = loadGame().state;
    expect(state.phase).toBe('play');
    expect(state.maxAttempts).toBe(2);
    expect(state.teams.map((team) => team.name)).toEqual(['Owls', 'Team Blue']);
  });
});
