/**
 * "Send less" (docs/PERFORMANCE.md): a party's viewers get at most one fan-out per FAN_OUT_WINDOW_MS.
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

/** Windows kept before the ended ones are swept out (each is a few numbers). */
const SWEEP_ABOVE = 1024;

interface Window<Change> {
  /** When the window ends (the clock's milliseconds). */
  until: number;
  /** The latest change offered since this window opened, sent when it ends. */
  waiting: Change | null;
  /** Set only while a change waits: a window nothing waits in ends without waking anyone. */
  timer: NodeJS.Timeout | null;
}

/**
 * The windows by party code. `send` is called for a change that goes out (at once, or at its
 * window's end). A window is only a time until a change waits in it: a timer runs only then
 * (most changes, a guess seconds after the last, open a window that nothing else
 * enters, and a timer per change woke the server once more for each). Ended windows are
 * swept out as new ones open, so only parties changed lately are held.
 */
export class FanOutWindows<Change> {
  readonly #windows = new Map<string, Window<Change>>();
  readonly #windowMs: number;
  readonly #send: (code: string, change: Change) => void;
  readonly #now: () => number;
  #sweepAbove = SWEEP_ABOVE;

  /**
   * `now`: the clock in milliseconds (Date.now; fake timers move it too). Should it go back,
   * a change still waits at most one window: the timer never runs longer.
   */
  constructor(
    send: (code: string, change: Change) => void,
    windowMs = FAN_OUT_WINDOW_MS,
    now: () => number = () => Date.now(),
  ) {
    this.#send = send;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /**
   * A change of the party: true when it is to go out now (no window was open; one opens),
   * false when it waits for the open window's end (replacing an older change waiting).
   */
  offer(code: string, change: Change): boolean {
    const now = this.#now();
    const open = this.#windows.get(code);
    if (open !== undefined && (open.waiting !== null || now < open.until)) {
      open.waiting = change;
      open.timer ??= this.#endLater(code, open.until - now);
      return false;
    }
    this.#open(code, now);
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
    if (open.timer !== null) clearTimeout(open.timer);
    this.#windows.delete(code);
  }

  /** Forgets every window (the server is closing). */
  close(): void {
    for (const open of this.#windows.values()) if (open.timer !== null) clearTimeout(open.timer);
    this.#windows.clear();
  }

  /** How many windows are held (ended ones not yet swept out included). */
  get size(): number {
    return this.#windows.size;
  }

  #open(code: string, now: number): void {
    this.#windows.set(code, { until: now + this.#windowMs, waiting: null, timer: null });
    if (this.#windows.size > this.#sweepAbove) this.#sweep(now);
  }

  #endLater(code: string, ms: number): NodeJS.Timeout {
    const delay = Math.min(this.#windowMs, Math.max(1, Math.ceil(ms)));
    const timer = setTimeout(() => this.#end(code), delay);
    timer.unref();
    return timer;
  }

  #end(code: string): void {
    const open = this.#windows.get(code);
    if (open === undefined) return;
    const { waiting } = open;
    // What waited goes out now, and the next changes wait for the window this opens.
    open.timer = null;
    open.waiting = null;
    open.until = this.#now() + this.#windowMs;
    if (waiting !== null) this.#send(code, waiting);
  }

  /** Drops the windows that ended with nothing waiting; sweeps again at twice what is left. */
  #sweep(now: number): void {
    for (const [code, open] of this.#windows) {
      if (open.waiting === null && open.until <= now) this.#windows.delete(code);
    }
    this.#sweepAbove = Math.max(SWEEP_ABOVE, 2 * this.#windows.size);
  }
}
