import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { applyOfflineAction, leaders, RELAXED_TURN_SECONDS } from '@trivia/game';
import type { OfflineAction, OfflineGameState } from '@trivia/game';
import { useToast } from '../../ui/toast';
import { loadGame, saveGame, saveMaxAttempts, saveTopicChoice } from './offline-storage';
import { flushOfflineGameRecords, recordOfflineGame } from './offline-game-record';
import type { StoredGame } from './offline-storage';

export interface OfflineGameApi {
  state: OfflineGameState;
  /** Epoch ms when the current turn runs out; null outside play and in a relaxed game. */
  deadline: number | null;
  /**
   * Applies an action with the @trivia/game rules, saves the result and returns the new state.
   * A refused action shows its message as the toast and returns null.
   */
  dispatch: (action: OfflineAction, options?: DispatchOptions) => OfflineGameState | null;
  /** The latest state, even before React re-renders (to compare before and after an action). */
  getState: () => OfflineGameState;
}

export interface DispatchOptions {
  /** Do not show a refused action's message (the caller has a fallback). */
  silent?: boolean;
}

const OfflineGameContext = createContext<OfflineGameApi | null>(null);

/**
 * The countdown of the turn: none outside play, while the device is being passed (OFF-3:
 * it starts on Ready) or while paused (OFF-8: it stands still and resumes with the time
 * that was left); a new one whenever a turn starts (OFF-3: the timer restarts).
 */
function timerFor(prev: StoredGame, next: OfflineGameState, now: number): TurnTimerState {
  const stopped = { deadline: null, remainingMs: null };
  if (next.phase !== 'play' || next.awaitingReady) return stopped;
  if (next.paused) {
    const remainingMs =
      prev.remainingMs ?? (prev.deadline === null ? null : Math.max(0, prev.deadline - now));
    return { deadline: null, remainingMs };
  }
  const sameTurn = prev.state.phase === 'play' && prev.state.turn === next.turn;
  if (sameTurn && prev.state.paused && typeof prev.remainingMs === 'number') {
    return { deadline: now + prev.remainingMs, remainingMs: null };
  }
  if (sameTurn && !prev.state.awaitingReady && prev.deadline !== null) {
    return { deadline: prev.deadline, remainingMs: null };
  }
  return { deadline: turnDeadline(next.timePerTurn, now), remainingMs: null };
}

type TurnTimerState = Pick<StoredGame, 'deadline' | 'remainingMs'>;

/** PAUSE-3: A relaxed game has no countdown. */
function turnDeadline(timePerTurn: number, now: number): number | null {
  return timePerTurn === RELAXED_TURN_SECONDS ? null : now + timePerTurn * 1000;
}

function restore(now: number): StoredGame {
  const saved = loadGame();
  const { phase, awaitingReady, paused } = saved.state;
  if (phase === 'play' && !awaitingReady && !paused && saved.deadline === null) {
    return { ...saved, deadline: turnDeadline(saved.state.timePerTurn, now) };
  }
  return saved;
}

/** OFF-9: The game just finished on this device counts in the host's games played. */
function countFinishedGame(prev: OfflineGameState, next: OfflineGameState, now: number): void {
  if (prev.phase === 'play' && next.phase === 'results' && next.topic) {
    const winners = leaders(next.teams).map((team) => team.name);
    recordOfflineGame(next.topic.title, new Date(now), winners);
  }
}

function rememberSessionChoices(action: OfflineAction): void {
  if (action.type === 'selectTopic') saveTopicChoice(action.topic, action.timePerTurn);
  if (action.type === 'startGame') saveMaxAttempts(action.maxAttempts);
}

export interface OfflineGameProviderProps {
  children: ReactNode;
  /** The clock, for tests. */
  now?: () => number;
}

/** The one offline game of this device, persisted across refreshes. Needs a ToastProvider above. */
export function OfflineGameProvider({ children, now = Date.now }: OfflineGameProviderProps) {
  const { showToast } = useToast();
  const [game, setGame] = useState<StoredGame>(() => restore(now()));
  // OFF-9: Games finished with no network are counted once the server can be reached.
  useEffect(() => {
    const flush = () => void flushOfflineGameRecords();
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);
  // The latest game, so two actions in one event (reset, then select) build on each other.
  const current = useRef(game);

  const dispatch = useCallback(
    (action: OfflineAction, options: DispatchOptions = {}): OfflineGameState | null => {
      const prev = current.current;
      const result = applyOfflineAction(prev.state, action);
      if (!result.ok) {
        if (!options.silent) showToast(result.error, 'error');
        return null;
      }
      const next: StoredGame = { state: result.state, ...timerFor(prev, result.state, now()) };
      current.current = next;
      saveGame(next);
      rememberSessionChoices(action);
      countFinishedGame(prev.state, result.state, now());
      setGame(next);
      return result.state;
    },
    [now, showToast],
  );

  const getState = useCallback(() => current.current.state, []);
  const api = useMemo(
    () => ({ state: game.state, deadline: game.deadline, dispatch, getState }),
    [game, dispatch, getState],
  );
  return <OfflineGameContext.Provider value={api}>{children}</OfflineGameContext.Provider>;
}

/** The offline game of the nearest OfflineGameProvider. */
export function useOfflineGame(): OfflineGameApi {
  const api = useContext(OfflineGameContext);
  if (!api) throw new Error('useOfflineGame must be used inside an OfflineGameProvider');
  return api;
}
