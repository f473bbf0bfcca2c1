/** Addresses remembered at most; past this, windows that have ended are forgotten first. */
const MAX_KEYS = 50_000;

interface Window {
  startedAt: number;
  used: number;
}

/**
 * An amount each key (a client address) may spend per window, e.g. bytes stored or guests
 * created per hour (TOPIC-4, LIMIT-6). In memory, per server instance, like the per-minute
 * rate limits: a restart forgets it, and N instances allow N times the amount.
 */
export class AddressBudget {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /**
   * Spends `amount` of `key`'s budget and returns 0, or spends nothing and returns the
   * milliseconds until its window starts again.
   */
  take(key: string, amount: number, now: number): number {
    let window = this.#windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.#forgetEnded(now);
      window = { startedAt: now, used: 0 };
      this.#windows.set(key, window);
    }
    if (window.used + amount > this.max) return window.startedAt + this.windowMs - now;
    window.used += amount;
    return 0;
  }

  #forgetEnded(now: number): void {
    if (this.#windows.size < MAX_KEYS) return;
    for (const [key, window] of this.#windows) {
      if (now - window.startedAt >= this.windowMs) this.#windows.delete(key);
    }
    // All still running (a flood of addresses): the oldest go, so memory stays bounded.
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < MAX_KEYS) break;
      this.#windows.delete(key);
    }
  }
}

/** "Please try again in 12 minutes." for a refusal `retryInMs` from now. */
export function tryAgainIn(retryInMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryInMs / 60_000));
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
