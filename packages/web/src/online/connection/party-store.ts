import { nextView, type ViewUpdate, type ViewUpdateOutcome } from '@trivia/game';
import type { PartyView, ViewDeltaMessage, ViewMessage } from '@trivia/protocol';

/** What the app knows of one party, for one viewer. */
export interface PartySnapshot {
  /** The latest (highest version) view. */
  view: PartyView | null;
  /** Until the first view or an error. */
  loading: boolean;
  error: string | null;
  kicked: boolean;
  closed: boolean;
}

/** The snapshot of a party nothing is known of yet (stable, for useSyncExternalStore). */
export const UNKNOWN_PARTY: PartySnapshot = Object.freeze({
  view: null,
  loading: true,
  error: null,
  kicked: false,
  closed: false,
});

interface Entry {
  /** How many screens hold the party (subscribed while above 0). */
  refs: number;
  /** A subscribe command is on its way. */
  subscribing: boolean;
  /** A delta did not fit the view held: a snapshot was asked for and has not come yet. */
  resyncing: boolean;
  snapshot: PartySnapshot;
}

function freeze(fields: Omit<PartySnapshot, 'loading'>): PartySnapshot {
  const loading = fields.view === null && fields.error === null && !fields.kicked && !fields.closed;
  return Object.freeze({ ...fields, loading });
}

/**
 * The parties this browser follows: their latest views (keeping the highest version, as
 * versions only grow; deltas applied to the version they start from), errors, kicked and
 * closed marks, and who holds them. Each change
 * makes a new snapshot object, so React re-renders exactly when something changed.
 */
export class PartyStore {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly changed: () => void) {}

  snapshot(code: string): PartySnapshot {
    return this.#entries.get(code)?.snapshot ?? UNKNOWN_PARTY;
  }

  /** Adds a holder; true for the first one (time to subscribe). */
  acquire(code: string): boolean {
    const entry = this.#entry(code);
    entry.refs += 1;
    return entry.refs === 1;
  }

  /** Removes a holder; true when none is left (time to unsubscribe). */
  release(code: string): boolean {
    const entry = this.#entries.get(code);
    if (!entry || entry.refs === 0) return false;
    entry.refs -= 1;
    return entry.refs === 0;
  }

  isHeld(code: string): boolean {
    return (this.#entries.get(code)?.refs ?? 0) > 0;
  }

  setSubscribing(code: string, subscribing: boolean): void {
    this.#entry(code).subscribing = subscribing;
  }

  /** Held parties with no subscribe on its way: to subscribe again after a reconnect. */
  toResubscribe(): string[] {
    return [...this.#entries]
      .filter(([, entry]) => entry.refs > 0 && !entry.subscribing)
      .map(([code]) => code);
  }

  /** A whole view (protocol 2: on subscribe, reconnect, or after a gap). */
  receiveView(message: ViewMessage): void {
    this.#receive(message.code, { kind: 'snapshot', version: message.version, view: message.view });
  }

  /**
   * A delta from `baseVersion` (protocol 2), applied here so that screens always receive
   * whole views. `gap`: the view held is not that version, so the caller asks for a
   * snapshot (subscribes again); true only for the first gap until that snapshot comes.
   */
  receiveDelta(message: ViewDeltaMessage): { outcome: ViewUpdateOutcome; resync: boolean } {
    const { baseVersion, version, delta, viewer } = message;
    const update: ViewUpdate = {
      kind: 'delta',
      baseVersion,
      version,
      delta,
      ...(viewer === undefined ? {} : { viewer }),
    };
    const outcome = this.#receive(message.code, update);
    const entry = this.#entry(message.code);
    if (outcome !== 'gap' || entry.resyncing) return { outcome, resync: false };
    entry.resyncing = true;
    return { outcome, resync: true };
  }

  /** The snapshot asked for after a gap did not come (the command failed): a later gap asks again. */
  resyncFailed(code: string): void {
    this.#entry(code).resyncing = false;
  }

  #receive(code: string, update: ViewUpdate): ViewUpdateOutcome {
    const entry = this.#entry(code);
    const { view, outcome } = nextView(entry.snapshot.view, update);
    if (outcome !== 'applied' || view === null) return outcome;
    if (update.kind === 'snapshot') entry.resyncing = false;
    const kicked = entry.snapshot.kicked || view.viewer.kicked;
    this.#update(entry, { view, error: null, kicked });
    return outcome;
  }

  setError(code: string, error: string | null): void {
    const entry = this.#entry(code);
    if (entry.snapshot.error !== error) this.#update(entry, { error });
  }

  markKicked(code: string): void {
    const entry = this.#entry(code);
    if (!entry.snapshot.kicked) this.#update(entry, { kicked: true });
  }

  markClosed(code: string): void {
    const entry = this.#entry(code);
    if (!entry.snapshot.closed) this.#update(entry, { closed: true });
  }

  #entry(code: string): Entry {
    let entry = this.#entries.get(code);
    if (!entry) {
      entry = { refs: 0, subscribing: false, resyncing: false, snapshot: UNKNOWN_PARTY };
      this.#entries.set(code, entry);
    }
    return entry;
  }

  #update(entry: Entry, change: Partial<Omit<PartySnapshot, 'loading'>>): void {
    const { view, error, kicked, closed } = { ...entry.snapshot, ...change };
    entry.snapshot = freeze({ view, error, kicked, closed });
    this.changed();
  }
}
