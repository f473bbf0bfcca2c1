import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartyView } from '@trivia/game';
import { ScreenPlay } from '../screen/screen-play';
import { ScreenResults } from '../screen/screen-results';
import { REVEAL_REST_MS } from './use-reveal-rest';
import { feudView } from './testing/feud-views';

vi.mock('canvas-confetti', () => {
  const cannon = Object.assign(vi.fn(), { reset: vi.fn() });
  return { default: Object.assign(vi.fn(), { reset: vi.fn(), create: () => cannon }) };
});

afterEach(() => void vi.useRealTimers());

const screenOf = (view: PartyView) => ({ ...view, viewer: { ...view.viewer, isMember: false } });
const play = (view: PartyView) => (
  <ScreenPlay view={screenOf(view)} serverNow={() => (view.party.turnDeadline ?? 0) - 20_000} />
);

describe('Feud on the big screen', { timeout: 20_000 }, () => {
  it('[FEUD-2] shows the face-off pair and the bank', () => {
    render(play(feudView('@screen')));
    const faceOff = within(screen.getByTestId('screen-face-off'));
    expect(faceOff.getByText('Face-off!')).toBeTruthy();
    expect(faceOff.getByText('Hana')).toBeTruthy();
    expect(faceOff.getByText('ana')).toBeTruthy();
    expect(screen.getByTestId('feud-bank').dataset.bank).toBe('0');
  });

  it('[FEUD-3] who has the floor, who guesses, strikes as big ✕; a new strike flashes', () => {
    const floor = (strikes: number) =>
      feudView('@screen', {
        round: { phase: 'floor', controlTeam: 0, strikes, bank: 9 },
        feudTurnUserId: 'ben',
      });
    const { rerender } = render(play(floor(1)));
    expect(screen.getByText('has the floor')).toBeTruthy();
    expect(screen.getByText('ben is guessing...')).toBeTruthy();
    expect(screen.getByRole('img', { name: '1 of 3 strikes' })).toBeTruthy();
    expect(screen.queryByTestId('feud-strike-flash')).toBeNull();
    rerender(play(floor(2)));
    expect(screen.getByTestId('feud-strike-flash').dataset.strikes).toBe('2');
    // No attempts on a Feud scoreboard: strikes count instead.
    expect(screen.queryByText(/Attempts:/)).toBeNull();
  });

  it('[FEUD-4] "STEAL!" while the other team confers', () => {
    render(
      play(
        feudView('@screen', {
          round: { phase: 'steal', controlTeam: 0, strikes: 3, bank: 9, stealQueue: [1] },
          activeTeamId: 'team-2',
        }),
      ),
    );
    const steal = within(screen.getByTestId('screen-steal'));
    expect(steal.getByText('STEAL!')).toBeTruthy();
    expect(steal.getByText('Team 2')).toBeTruthy();
    expect(screen.getByRole('img', { name: '3 of 3 strikes' })).toBeTruthy();
  });

  it('[FEUD-5] after the round: who took the bank, and the unfound answers turn over one by one', async () => {
    vi.useFakeTimers();
    const done = feudView('@screen', {
      round: { phase: 'done', controlTeam: 0, strikes: 3, bank: 9, winner: 1, wonBy: 'steal' },
      status: 'finished',
    });
    const topic = {
      ...done.party.topic!,
      answers: ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Earth'].map((text, rank) => ({
        text,
        rank,
      })),
    };
    render(<ScreenResults view={{ ...done, party: { ...done.party, topic } }} />);
    expect(screen.getByTestId('screen-feud-won').textContent).toBe(
      'Team 2 stole the bank: 9 points!',
    );
    const hidden = () => document.querySelectorAll('[data-rest="hidden"]').length;
    expect(hidden()).toBe(5);
    await act(() => vi.advanceTimersByTimeAsync(REVEAL_REST_MS));
    expect(hidden()).toBe(4);
    expect(screen.getByText('Jupiter')).toBeTruthy();
    for (let step = 0; step < 4; step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(REVEAL_REST_MS));
    }
    expect(hidden()).toBe(0);
  });
});
