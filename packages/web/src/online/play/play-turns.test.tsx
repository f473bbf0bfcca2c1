import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartyState } from '@trivia/game';
import { guessBy, HOST, playingParty, viewFor } from '../../test/party-play-views';
import { fakeSend, renderPlay } from './testing/render-play';

/** The server's clock as the screen reads it: here the (fake) local clock, offset 0. */
const serverNow = () => Date.now();
const timer = () => screen.getByRole('timer');
const deadlineOf = (state: PartyState) => state.party.turnDeadline ?? 0;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function startAt(secondsLeft: number, state: PartyState) {
  vi.useFakeTimers({ now: deadlineOf(state) - secondsLeft * 1000 });
}

afterEach(() => void vi.useRealTimers());

describe('online countdown', () => {
  it('[TURN-10] counts down from the party deadline each second: green, yellow at 20, red pulse at 10', async () => {
    const state = playingParty();
    startAt(25, state);
    renderPlay(viewFor(state, 'ana'), { serverNow });
    expect(timer().getAttribute('aria-label')).toBe('25 seconds left');
    expect(timer().dataset.color).toBe('green');
    await advance(5000);
    expect(timer().textContent).toContain('20');
    expect(timer().dataset.color).toBe('yellow');
    await advance(10_000);
    expect(timer().dataset.color).toBe('red');
    expect(timer().className).toContain('animate-timer-pulse');
  });

  it("[TURN-6][TURN-10] uses the server's clock: a phone 7 s fast still shows the party's time", () => {
    const state = playingParty();
    vi.useFakeTimers({ now: deadlineOf(state) - 30_000 + 7000 });
    renderPlay(viewFor(state, 'ana'), { serverNow: () => Date.now() - 7000 });
    expect(timer().getAttribute('aria-label')).toBe('30 seconds left');
  });

  it('[TURN-10] restarts when the turn passes to the next team', async () => {
    const state = playingParty();
    startAt(3, state);
    const view = renderPlay(viewFor(state, 'ana'), { serverNow });
    const next = guessBy(state, HOST, 'pluto');
    vi.setSystemTime(next.party.lastUpdatedAt);
    view.show(viewFor(next, 'ana'));
    await advance(0);
    expect(timer().getAttribute('aria-label')).toBe('30 seconds left');
  });
});

describe('auto-submit at 0', () => {
  it("[TURN-12] sends what the active team's member typed, with the turn", async () => {
    const state = playingParty();
    startAt(2, state);
    const { send } = renderPlay(viewFor(state, HOST), { serverNow });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: ' satur ' } });
    await advance(1000);
    expect(send).not.toHaveBeenCalled();
    await advance(1100);
    expect(send).toHaveBeenCalledWith('guess', { code: 'ABC123', text: 'satur', turn: 1 });
  });

  it('[TURN-7] sends nothing when nothing is typed: the server records the time-out', async () => {
    const state = playingParty();
    startAt(1, state);
    const { send } = renderPlay(viewFor(state, HOST), { serverNow });
    await advance(5000);
    expect(send).not.toHaveBeenCalled();
  });

  it('[TURN-12][TURN-4] sends nothing from a member of another team', async () => {
    const state = playingParty();
    startAt(1, state);
    const { send } = renderPlay(viewFor(state, 'ana'), { serverNow });
    await advance(5000);
    expect(send).not.toHaveBeenCalled();
  });

  it("[TURN-12] stays quiet when the server refuses a teammate's duplicate auto-submit", async () => {
    const state = playingParty();
    startAt(1, state);
    const send = fakeSend({ ok: false, error: 'This turn has already ended' });
    renderPlay(viewFor(state, HOST), { serverNow, send });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'mars' } });
    await advance(3000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Last result' }).textContent).toBe('');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('[TURN-12][TURN-5] leaves the turn to the server when the typed answer is already on the board', async () => {
    const state = playingParty();
    startAt(1, state);
    const send = fakeSend({
      ok: false,
      error: 'This answer has already been given. Please try a different answer.',
    });
    renderPlay(viewFor(state, HOST), { serverNow, send });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'jupiter' } });
    await advance(3000);
    expect(send.mock.calls.map(([, payload]) => payload)).toEqual([
      { code: 'ABC123', text: 'jupiter', turn: 1 },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
