import type { PartyState } from '@trivia/game';

/**
 * "Party CODE is at version N", published after the change is committed. `state` is the
 * committed state when the publisher has it (null once the party is closed); a listener
 * on another instance gets only code and version and reads the database.
 */
export interface PartyChange {
  code: string;
  version: number;
  closed: boolean;
  state?: PartyState | null;
}

export type PartyChangeListener = (change: PartyChange) => void;

/**
 * The fan-out port. In one process the listeners are called directly; a scale-out bus
 * (Redis) carries { code, version, closed } to the other instances as well.
 */
export interface PartyChangeBus {
  publish(change: PartyChange): void;
  subscribe(listener: PartyChangeListener): () => void;
  /**
   * A bus that can miss changes (Redis pub/sub while disconnected) calls these once it
   * listens again: every party a listener shows must be read again.
   */
  onResync?(listener: () => void): () => void;
}

/** The embedded bus: listeners in this process, called in publish order. */
export function createLocalChangeBus(onError: (error: unknown) => void): PartyChangeBus {
  const listeners = new Set<PartyChangeListener>();
  return {
    publish(change) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          onError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
