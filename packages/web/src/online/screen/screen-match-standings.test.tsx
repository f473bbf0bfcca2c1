import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PartyState } from '@trivia/game';
import { finishedParty, guessBy, HOST, step, TOPIC, viewFor } from '../../test/party-play-views';
import { MatchStandings } from '../results/match-standings';
import { ScreenMatchStandings } from './screen-match-standings';
import { ScreenResults } from './screen-results';

// jsdom draws no canvas: the match winner's confetti is not what this test looks at.
vi.mock('canvas-confetti', () => {
  const cannon = Object.assign(() => Promise.resolve(), { reset: () => undefined });
  return { default: Object.assign(cannon, { create: () => cannon }) };
});

// Team 1 (host) finds Jupiter, Saturn and Uranus: 12 points to 0.
const firstRound = () => finishedParty(['jupiter', 'pluto', 'saturn', 'mars', 'uranus', 'venus']);

/** A second round on another topic where Team 2 finds Jupiter (5) and Team 1 nothing. */
function secondRound(first: PartyState): PartyState {
  let state = step(first, {
    type: 'quickStart',
    userId: HOST,
    gameType: { id: 'top5-blitz', name: 'Top-5 Blitz', description: 'Top 5', maxAnswers: 5 },
    topic: { ...TOPIC, id: 'again' },
  });
  for (const [who, text] of [
    [HOST, 'pluto'],
    ['ana', 'jupiter'],
    [HOST, 'ceres'],
    ['ana', 'mars'],
    [HOST, 'eris'],
    ['ana', 'venus'],
  ] as const) {
    state = guessBy(state, who, text);
  }
  return state.party.hostChecking ? step(state, { type: 'skipChecking', userId: HOST }) : state;
}

describe('the big screen’s match standings', () => {
  it('[ROUND-1] show nothing after one game', () => {
    const { container } = render(
      <ScreenMatchStandings party={viewFor(firstRound(), HOST).party} />,
    );
    expect(container.textContent).toBe('');
  });

  it('[ROUND-1][ROUND-3] from round 2: the totals; once ended, the match winner heads the results', () => {
    const second = secondRound(firstRound());
    render(<ScreenMatchStandings party={viewFor(second, HOST).party} />);
    const region = screen.getByRole('region', { name: 'Match Standings · after 2 rounds' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^1stTeam 1.*12 pts$/),
      expect.stringMatching(/^2ndTeam 2.*5 pts$/),
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    const over = step(second, { type: 'endMatch', userId: HOST });
    render(<ScreenResults view={viewFor(over, 'ana')} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Team 1 wins the match!');
    // The round just played is named under it: Team 2 won it 5 to 0.
    expect(status.textContent).toContain('This round: Team 2 wins!');
  });

  it('[ROUND-1] the phone’s results and the big screen list the same standing rows', () => {
    const party = viewFor(secondRound(firstRound()), HOST).party;
    const rows = (region: HTMLElement) =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.className.includes('bg-')]);
    const { unmount } = render(<MatchStandings party={party} />);
    const phone = rows(screen.getByRole('region', { name: 'Match Standings' }));
    unmount();
    render(<ScreenMatchStandings party={party} />);
    expect(rows(screen.getByRole('region', { name: /^Match Standings · / }))).toEqual(phone);
  });
});
