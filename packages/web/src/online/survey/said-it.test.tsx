import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartyState } from '@trivia/game';
import { GameBoard } from '../../board/game-board';
import { boardState } from '../play/board-adapters';
import { topicCounts } from './survey-view';
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
        <GameBoard
          board={boardState(view)}
          activeTeamIndex={0}
          maxAttempts={3}
          size={size}
          counts={topicCounts(view.party.topic)}
        />,
      );
      expect(
        tiles().map((tile) => /\d+ said it/.exec(tile.textContent ?? '')?.[0] ?? null),
      ).toEqual(['6 said it', null, '3 said it', null, null]);
      unmount();
    }
  });

  it('[SURVEY-11] a finished view brings every count, by rank', () => {
    const view = viewOf(surveyGame('finished'), 'player-1');
    expect(topicCounts(view.party.topic)).toEqual([6, 4, 3, 2, 1]);
    // While playing, only the revealed slots' counts are in the view.
    expect(topicCounts(viewOf(surveyGame(), 'player-1').party.topic)).toEqual([6, 0, 3, 0, 0]);
  });

  it('a library topic has no counts', () => {
    const state = makePlayingParty();
    const view = viewOf({ ...state, party: { ...state.party, revealedIndices: [0] } });
    expect(topicCounts(view.party.topic)).toBeNull();
    render(<GameBoard board={boardState(view)} activeTeamIndex={0} maxAttempts={3} />);
    expect(screen.queryByText(/said it/)).toBeNull();
  });
});
