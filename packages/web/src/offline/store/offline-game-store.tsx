import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { applyOfflineAction, RELAXED_TURN_SECONDS } from '@trivia/game';
import type { OfflineAction, OfflineGameState } from '@trivia/game';
import { useToast } from '../../ui/toast';
import { loadGame, saveGame, saveMaxAttempts, saveTopicChoice } from './offline-storage';
import type { StoredGame } from './offline-storage';

export interface OfflineGameApi {
  state: OfflineGameState;
  /** Epoch ms when the current turn runs out; null outside play and in a relaxed game. */
  deadline: number | null;
  /**
   * Applies an action with the @trivia/game rules, saves the result and returns the new state.
   * A refused action shows its SPEC message as the toast and returns null.
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

/** A new deadline whenever play starts or the turn changes (SPEC §4: the timer restarts). */
function deadlineFor(prev: StoredGame, next: OfflineGameState, now: number): number | null {
  if (next.phase !== 'play') return null;
  const sameTurn = prev.state.phase === 'play' && prev.state.turn === next.turn;
  if (sameTurn && prev.deadline !== null) return prev.deadline;
  return turnDeadline(next.timePerTurn, now);
}

/** Issue 23: a relaxed game has no countdown. */
function turnDeadline(timePerTurn: number, now: number): number | null {
  return timePerTurn === RELAXED_TURN_SECONDS ? null : now + timePerTurn * 1000;
}

function restore(now: number): StoredGame {
  const saved = loadGame();
  if (saved.state.phase === 'play' && saved.deadline === null) {
    return { ...saved, deadline: turnDeadline(saved.state.timePerTurn, now) };
  }
  return saved;
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
      const next: StoredGame = {
        state: result.state,
        deadline: deadlineFor(prev, result.state, now()),
      };
      current.current = next;
      saveGame(next);
      rememberSessionChoices(action);
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
