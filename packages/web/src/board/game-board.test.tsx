import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfflineGameState } from '@trivia/game';
import { gameInPlay, guess, play } from '../test/offline-fixtures';
import { GameBoard } from './game-board';

function board(state: OfflineGameState, showAll = false) {
  return (
    <GameBoard
      board={state}
      activeTeamIndex={state.activeTeamIndex}
      maxAttempts={state.maxAttempts}
      showAll={showAll}
    />
  );
}

const tiles = () =>
  within(screen.getByRole('list', { name: 'Answer board' })).getAllByRole('listitem');
const log = () => screen.getByRole('log', { name: 'Game announcements' });

describe('the one board', () => {
  it('[SCORE-1] shows five ranked tiles with their points, hidden until found', () => {
    render(board(gameInPlay()));
    expect(tiles()).toHaveLength(5);
    expect(tiles().map((tile) => tile.textContent)).toEqual([
      '1Answer 1: ? ? ?hidden5 pts',
      '2Answer 2: ? ? ?hidden4 pts',
      '3Answer 3: ? ? ?hidden3 pts',
      '4Answer 4: ? ? ?hidden2 pts',
      '5Answer 5: ? ? ?hidden1 pt',
    ]);
    expect(log().textContent).toBe('');
  });

  it('turns a found tile over in the finder’s colour and symbol, and says so', () => {
    const before = gameInPlay();
    const view = render(board(before));
    view.rerender(board(play(before, guess('saturn'))));
    const tile = tiles()[1]!;
    expect(tile.getAttribute('data-found')).toBe('true');
    expect(tile.textContent).toContain('Saturn');
    expect(tile.textContent).toContain('Found by Team Red');
    expect(tile.querySelector('[title="triangle"]')).not.toBeNull();
    expect(tile.firstElementChild?.className).toContain('bg-red-700');
    expect(log().textContent).toBe("Saturn, number 2, 4 points to Team RedTeam Blue's turn");
    expect(screen.getByTestId('turn-banner').textContent).toContain("Team Blue's turn");
  });

  it('lands the turn banner away from the tile just revealed', () => {
    const before = gameInPlay();
    const view = render(board(before));
    view.rerender(board(play(before, guess('jupiter'))));
    expect(screen.getByTestId('turn-banner').dataset.side).toBe('bottom');
    const later = play(before, guess('jupiter'), guess('earth'));
    view.rerender(board(later));
    expect(screen.getByTestId('turn-banner').dataset.side).toBe('top');
  });

  it('stamps a strike over the board on a miss', () => {
    const before = gameInPlay();
    const view = render(board(before));
    expect(screen.queryByTestId('miss-strike')).toBeNull();
    view.rerender(board(play(before, guess('Pluto'))));
    expect(screen.getByTestId('miss-strike').textContent).toBe('✕');
    expect(log().textContent).toContain('Miss: Pluto. Team Red: 0 found, 1 miss, 2 left');
  });

  it('does not flip or announce what was already on the board when it loads', () => {
    render(board(play(gameInPlay(), guess('jupiter'))));
    expect(tiles()[0]?.textContent).toContain('Jupiter');
    expect(log().textContent).toBe('');
    expect(screen.queryByTestId('turn-banner')).toBeNull();
  });

  it('shows the answers nobody found when asked (Show Answers)', () => {
    render(board(gameInPlay(), true));
    expect(tiles()[4]?.textContent).toContain('Earth (not found)');
  });
});
