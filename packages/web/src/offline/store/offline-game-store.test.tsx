import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialOfflineState } from '@trivia/game';
import { ToastProvider } from '../../ui/toast';
import { shownToast } from '../../test/render';
import {
  gameInPlay,
  guess,
  makeTopic,
  TOP5,
  topicChosen,
  ready,
} from '../../test/offline-fixtures';
import { OfflineGameProvider, useOfflineGame } from './offline-game-store';
import { PENDING_RECORDS_KEY } from './offline-game-record';
import {
  GAME_STORAGE_KEY,
  loadGame,
  saveGame,
  SESSION_TIME_PER_TURN_KEY,
  SESSION_TOPIC_KEY,
} from './offline-storage';

let clock = 1_000_000;
const now = () => clock;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <OfflineGameProvider now={now}>{children}</OfflineGameProvider>
    </ToastProvider>
  );
}

const mountStore = () => renderHook(() => useOfflineGame(), { wrapper });

afterEach(() => {
  clock = 1_000_000;
});

describe('offline game store: refresh-proof', () => {
  it('[OFF-1] starts idle with max attempts 3 and time per turn 30 when nothing is saved', () => {
    const { result } = mountStore();
    expect(result.current.state).toEqual(initialOfflineState);
    expect(result.current.deadline).toBeNull();
  });

  it('[OFF-10] returns to the same turn with the same scores after a remount (a page refresh)', () => {
    saveGame({ state: gameInPlay(), deadline: null });
    const first = mountStore();
    act(() => void first.result.current.dispatch(guess('Jupiter')));
    const before = first.result.current;
    expect(before.state.teams[0]?.score).toBe(5);
    expect(before.state.activeTeamIndex).toBe(1);
    first.unmount();

    clock += 4000;
    const second = mountStore();
    expect(second.result.current.state).toEqual(before.state);
    // The timer continues: the deadline is the one set when the turn began.
    expect(second.result.current.deadline).toBe(before.deadline);
  });

  it('[OFF-3] sets the deadline when a turn starts, on Ready, and restarts it every turn', () => {
    saveGame({ state: topicChosen(20), deadline: null });
    const { result } = mountStore();
    act(
      () =>
        void result.current.dispatch({ type: 'startGame', teamNames: ['A', 'B'], maxAttempts: 3 }),
    );
    // The device is passed to the first team: no timer until Ready.
    expect(result.current.deadline).toBeNull();
    clock += 5000;
    act(() => void result.current.dispatch(ready));
    expect(result.current.deadline).toBe(clock + 20_000);

    clock += 7000;
    act(() => void result.current.dispatch(guess('Pluto')));
    expect(result.current.deadline).toBeNull();
    clock += 9000;
    act(() => void result.current.dispatch(ready));
    expect(result.current.deadline).toBe(clock + 20_000);
    const saved = JSON.parse(localStorage.getItem(GAME_STORAGE_KEY) ?? '{}') as {
      deadline: number;
    };
    expect(saved.deadline).toBe(clock + 20_000);
  });

  it('[OFF-8] a pause stops the timer and a resume gives back the time that was left', () => {
    saveGame({ state: gameInPlay({ timePerTurn: 30 }), deadline: clock + 30_000 });
    const { result } = mountStore();
    clock += 12_000;
    act(() => void result.current.dispatch({ type: 'pause' }));
    expect(result.current.deadline).toBeNull();
    clock += 60_000;
    act(() => void result.current.dispatch({ type: 'resume' }));
    expect(result.current.deadline).toBe(clock + 18_000);
  });

  it('[OFF-9] a finished game is counted in the games played (kept until the server has it)', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    saveGame({ state: gameInPlay(), deadline: clock + 30_000 });
    const { result } = mountStore();
    act(() => void result.current.dispatch({ type: 'endGame' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/me/offline-games');
    expect(JSON.parse(String(init.body))).toMatchObject({ topicTitle: 'Largest planets' });
    await waitFor(() => expect(localStorage.getItem(PENDING_RECORDS_KEY)).toBeNull());
    vi.unstubAllGlobals();
  });

  it('clears the deadline when the game reaches results', () => {
    saveGame({ state: gameInPlay(), deadline: clock + 30_000 });
    const { result } = mountStore();
    act(() => void result.current.dispatch({ type: 'endGame' }));
    expect(result.current.state.phase).toBe('results');
    expect(result.current.deadline).toBeNull();
    expect(loadGame().state.endedBy).toBe('endGame');
  });

  it('[OFF-10] gives a saved game in play with no deadline a fresh full turn', () => {
    saveGame({ state: gameInPlay({ timePerTurn: 45 }), deadline: null });
    const { result } = mountStore();
    expect(result.current.deadline).toBe(clock + 45_000);
  });

  it('ignores a corrupt or foreign saved game', () => {
    localStorage.setItem(GAME_STORAGE_KEY, '{"v":1,"state":{"phase":"nonsense"}}');
    expect(mountStore().result.current.state).toEqual(initialOfflineState);
    localStorage.setItem(GAME_STORAGE_KEY, 'not json');
    expect(loadGame().state).toEqual(initialOfflineState);
  });
});

describe('offline game store: actions', () => {
  it('lets two actions in one event build on each other (reset, then choose a game type)', () => {
    saveGame({ state: gameInPlay(), deadline: null });
    const { result } = mountStore();
    act(() => {
      result.current.dispatch({ type: 'reset' });
      result.current.dispatch({ type: 'selectGameType', gameType: TOP5 });
    });
    expect(result.current.state.phase).toBe('topicSelection');
    expect(result.current.state.teams).toEqual([]);
  });

  it('saves the topic and time per turn in session storage when a topic is chosen', () => {
    const { result } = mountStore();
    act(() => {
      result.current.dispatch({ type: 'selectGameType', gameType: TOP5 });
      result.current.dispatch({ type: 'selectTopic', topic: makeTopic(), timePerTurn: 55 });
    });
    expect(JSON.parse(sessionStorage.getItem(SESSION_TOPIC_KEY) ?? 'null')).toEqual(makeTopic());
    expect(sessionStorage.getItem(SESSION_TIME_PER_TURN_KEY)).toBe('55');
  });

  it('[OFF-4] shows a refused action as the red toast and keeps the state', () => {
    const { result } = mountStore();
    let outcome: unknown;
    act(() => {
      outcome = result.current.dispatch(guess('Jupiter'));
    });
    expect(outcome).toBeNull();
    expect(shownToast().textContent).toBe('No game in progress');
    expect(result.current.state).toEqual(initialOfflineState);
  });

  it('keeps quiet about a refused action when asked', () => {
    const { result } = mountStore();
    act(() => void result.current.dispatch(guess('Jupiter'), { silent: true }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
