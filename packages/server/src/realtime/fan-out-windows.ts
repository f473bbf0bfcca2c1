/**
 * Issue 21, "send less": a party's viewers get at most one fan-out per FAN_OUT_WINDOW_MS.
 * The first change after a quiet spell goes out at once and opens a window; the changes that
 * follow within it wait for its end, where only the latest goes out (one delta from the
 * version the viewers hold to the newest: protocol 2 deltas may span several versions), and
 * opens the next window. A host's set-up clicked through quickly, a burst of joins as the
 * party fills, a room reconnecting after the Wi-Fi drops: each reached every phone once per
 * change; now once or twice per burst. A guess seconds after the last change is not delayed.
 * The member who sent a change is not kept waiting either: PartyFeed.catchUp sends them
 * the waiting version before their ack.
 */
export const FAN_OUT_WINDOW_MS = 50;

interface Window<Change> {
  /** The latest change offered since this window opened, sent when it ends. */
  waiting: Change | null;
  timer: NodeJS.Timeout;
}

/**
 * The open windows by party code. `send` is called for a change that goes out (at once, or
 * at its window's end); a window ends with nothing waiting is forgotten, so only parties
 * changed in the last window are held.
 */
export class FanOutWindows<Change> {
  readonly #windows = new Map<string, Window<Change>>();
  readonly #windowMs: number;
  readonly #send: (code: string, change: Change) => void;

  constructor(send: (code: string, change: Change) => void, windowMs = FAN_OUT_WINDOW_MS) {
    this.#send = send;
    this.#windowMs = windowMs;
  }

  /**
   * A change of the party: true when it is to go out now (no window was open; one opens),
   * false when it waits for the open window's end (replacing an older change waiting).
   */
  offer(code: string, change: Change): boolean {
    const open = this.#windows.get(code);
    if (open !== undefined) {
      open.waiting = change;
      return false;
    }
    this.#open(code);
    return true;
  }

  /** The change waiting for the party's window to end, or null. */
  waiting(code: string): Change | null {
    return this.#windows.get(code)?.waiting ?? null;
  }

  /** Forgets the party's window and what waits in it (the party closed: that goes out at once). */
  cancel(code: string): void {
    const open = this.#windows.get(code);
    if (open === undefined) return;
    clearTimeout(open.timer);
    this.#windows.delete(code);
  }

  /** Forgets every window (the server is closing). */
  close(): void {
    for (const open of this.#windows.values()) clearTimeout(open.timer);
    this.#windows.clear();
  }

  #open(code: string): void {
    const timer = setTimeout(() => this.#end(code), this.#windowMs);
    timer.unref();
    this.#windows.set(code, { waiting: null, timer });
  }

  #end(code: string): void {
    const waiting = this.#windows.get(code)?.waiting ?? null;
    this.#windows.delete(code);
    if (waiting === null) return;
    // What waited goes out now, and the next changes wait for the window this opens.
    this.#open(code);
    this.#send(code, waiting);
  }
}
