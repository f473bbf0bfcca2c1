import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PartyState } from '@trivia/game';
import type { Realtime } from '../connection';
import { finishedParty, guessBy, HOST, step, TOPIC, viewFor } from '../../test/party-play-views';
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

  it('[ROUND-6][ROUND-7] tells each phone how its team did and names the top scorer', () => {
    renderResults(teamOneWins());
    expect(screen.getByText('You won!')).toBeTruthy();
    // The host (Hana) found Jupiter, Saturn and Uranus.
    expect(screen.getByText('Top scorer: Hana (12 points)')).toBeTruthy();
  });

  it('[ROUND-6] a team that came second is told so', () => {
    renderResults(teamOneWins(), 'ana');
    expect(screen.getByText('Your team came 2nd')).toBeTruthy();
  });

  it('[ROUND-1] one game: no match standings and no End Match', () => {
    renderResults(teamOneWins());
    expect(screen.queryByRole('region', { name: 'Match Standings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End Match' })).toBeNull();
  });

  it('[ROUND-2][SETUP-6] the host\'s "Next Round" starts a surprise round; "Choose Topic" opens the topics', async () => {
    const { send } = renderResults(teamOneWins());
    await userEvent.click(screen.getByRole('button', { name: 'Next Round' }));
    expect(send).toHaveBeenCalledWith('quickStart', {
      code: 'ABC123',
      pick: { kind: 'surprise', difficulty: null },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Topic' }));
    expect(send).toHaveBeenCalledWith('startGame', { code: 'ABC123' });
  });

  it('[ROUND-1][ROUND-3] from round 2: the match standings, End Match, then the match winner', async () => {
    const first = teamOneWins();
    let second = step(first, {
      type: 'quickStart',
      userId: HOST,
      gameType: { id: 'top5-blitz', name: 'Top-5 Blitz', description: 'Top 5', maxAnswers: 5 },
      topic: { ...TOPIC, id: 'second' },
    });
    // Team 1 (host) finds Earth (1), Team 2 (ana) finds Jupiter (5); then both miss on.
    for (const [who, text] of [
      [HOST, 'earth'],
      ['ana', 'jupiter'],
      [HOST, 'pluto'],
      ['ana', 'mars'],
      [HOST, 'ceres'],
      ['ana', 'venus'],
    ] as const) {
      second = guessBy(second, who, text);
    }
    if (second.party.hostChecking) second = step(second, { type: 'skipChecking', userId: HOST });
    const { send } = renderResults(second);
    const region = screen.getByRole('region', { name: 'Match Standings' });
    expect(within(region).getByText('After 2 rounds')).toBeTruthy();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^1stTeam 1.*13 pts$/),
      expect.stringMatching(/^2ndTeam 2.*5 pts$/),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'End Match' }));
    expect(send).toHaveBeenCalledWith('endMatch', { code: 'ABC123' });
    const over = step(second, { type: 'endMatch', userId: HOST });
    renderResults(over, 'ana');
    expect(screen.getAllByText('Team 1 wins the match!').length).toBeGreaterThan(0);
  });
});
