import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartyState } from '@trivia/game';
import { GameBoard } from '../../board/game-board';
import { boardState } from '../play/board-adapters';
import { makePlayingParty, viewOf } from '../testing/party-views';

/** A survey board in play with slots 1 and 3 revealed: 6, 4, 3, 2 and 1 people said them. */
function surveyGame(status: PartyState['party']['status'] = 'playing'): PartyState {
  const state = makePlayingParty();
  const topic = state.party.topic;
  if (topic === null) throw new Error('no topic');
  return {
    ...state,
    party: {
      ...state.party,
      status,
      topic: { ...topic, id: 'survey:prompt-beach-bag' },
      topicCounts: [6, 4, 3, 2, 1],
      revealedIndices: [2, 0],
    },
  };
}

const tiles = () =>
  within(screen.getByRole('list', { name: 'Answer board' })).getAllByRole('listitem');

describe('"N said it" on a survey board', () => {
  it('[SURVEY-11] shows the count on each revealed slot only, on a phone and on the TV', () => {
    for (const size of ['page', 'room'] as const) {
      const view = viewOf(surveyGame(), 'player-1');
      const { unmount } = render(
        <GameBoard board={boardState(view)} activeTeamIndex={0} maxAttempts={3} size={size} />,
      );
      expect(
        tiles().map((tile) => within(tile).queryByTestId('said-it')?.textContent ?? null),
      ).toEqual(['6 said it', null, '3 said it', null, null]);
      unmount();
    }
  });

  it('[SURVEY-11] shows every count once the game is finished', () => {
    const view = viewOf(surveyGame('finished'), 'player-1');
    render(<GameBoard board={boardState(view)} activeTeamIndex={-1} maxAttempts={3} showAll />);
    expect(screen.getAllByTestId('said-it').map((line) => line.textContent)).toEqual([
      '6 said it',
      '4 said it',
      '3 said it',
      '2 said it',
      '1 said it',
    ]);
  });

  it('a library topic has no counts', () => {
    const state = makePlayingParty();
    const view = viewOf({ ...state, party: { ...state.party, revealedIndices: [0] } });
    render(<GameBoard board={boardState(view)} activeTeamIndex={0} maxAttempts={3} />);
    expect(screen.queryByTestId('said-it')).toBeNull();
  });
});
