import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PartyState } from '@trivia/game';
import type { Realtime } from '../connection';
import { finishedParty, HOST, viewFor } from '../../test/party-play-views';
import { fakeSend } from '../play/testing/render-play';

const confetti = vi.hoisted(() => Object.assign(vi.fn(), { reset: vi.fn() }));
// The component fires a cannon made on its own canvas: here, the same mock.
vi.mock('canvas-confetti', () => ({
  default: Object.assign(confetti, { create: () => confetti }),
}));
const { ResultsView } = await import('./results-view');

configure({ asyncUtilTimeout: 5000 });

function renderResults(state: PartyState, viewer = HOST) {
  confetti.mockClear();
  const send = fakeSend();
  render(<ResultsView view={viewFor(state, viewer)} send={send as unknown as Realtime['send']} />);
  return { send };
}

const standings = () =>
  within(screen.getByRole('region', { name: 'Final Scoreboard' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// Team 1 (host) finds Jupiter, Saturn and Uranus: 12 points to 0.
const teamOneWins = () => finishedParty(['jupiter', 'pluto', 'saturn', 'mars', 'uranus', 'venus']);
// Team 1: Saturn + Earth = 5; Team 2: Jupiter = 5.
const tiedAtFive = () => finishedParty(['saturn', 'jupiter', 'earth', 'pluto'], 2);
const nobodyScores = () => finishedParty(['a1', 'b1', 'a2', 'b2'], 2);

describe('online results', () => {
  it('[WIN-1] shows "Game Over!", the topic, the winner and the standings by score', () => {
    renderResults(teamOneWins());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Game Over!');
    expect(screen.getByText('Largest planets')).toBeTruthy();
    expect(screen.getByText('Team 1 wins!')).toBeTruthy();
    expect(screen.getByText('with 12 points')).toBeTruthy();
    expect(standings()).toEqual([
      expect.stringMatching(/^1stTeam 1.*12 pts$/),
      expect.stringMatching(/^2ndTeam 2.*0 pts$/),
    ]);
  });

  it('[WIN-1] sorts the standings by score, the higher team first', () => {
    renderResults(finishedParty(['pluto', 'jupiter', 'mars', 'saturn'], 2));
    expect(standings()).toEqual([
      expect.stringMatching(/^1stTeam 2.*9 pts$/),
      expect.stringMatching(/^2ndTeam 1.*0 pts$/),
    ]);
  });

  it('[VIEW-1] marks every answer found (by which team) or not found', () => {
    renderResults(teamOneWins());
    const answers = within(screen.getByRole('region', { name: 'The Answers' })).getAllByRole(
      'listitem',
    );
    expect(answers.map((answer) => answer.textContent)).toEqual([
      expect.stringMatching(/Jupiter.*Found by Team 1/),
      expect.stringMatching(/Saturn.*Found by Team 1/),
      expect.stringMatching(/Uranus.*Found by Team 1/),
      expect.stringMatching(/Neptune.*Not found/),
      expect.stringMatching(/Earth.*Not found/),
    ]);
  });

  it('[WIN-1] celebrates a single winner with more than 0 points', () => {
    renderResults(teamOneWins());
    expect(confetti).toHaveBeenCalled();
  });

  it('[WIN-1] calls a tie at the top, without a celebration', () => {
    renderResults(tiedAtFive());
    expect(screen.getByText("It's a tie!")).toBeTruthy();
    expect(screen.getByText('Team 1 and Team 2 share the top score with 5 points')).toBeTruthy();
    expect(confetti).not.toHaveBeenCalled();
  });

  it('[WIN-1] calls 0 to 0 a tie too, without a celebration', () => {
    renderResults(nobodyScores());
    expect(screen.getByText("It's a tie!")).toBeTruthy();
    expect(confetti).not.toHaveBeenCalled();
  });

  it('[PARTY-4][ROLE-2] gives the host "Play Again", which sends playAgain', async () => {
    const { send } = renderResults(teamOneWins());
    await userEvent.click(screen.getByRole('button', { name: 'Play Again' }));
    expect(send).toHaveBeenCalledWith('playAgain', { code: 'ABC123' });
  });

  it('shows the others a waiting message instead', () => {
    renderResults(teamOneWins(), 'ana');
    expect(screen.queryByRole('button', { name: 'Play Again' })).toBeNull();
    expect(screen.getByText('Waiting for the host to start a new game...')).toBeTruthy();
  });
});
