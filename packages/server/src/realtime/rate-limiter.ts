/**
 * Token buckets by key: each key holds up to `capacity` tokens, refilled continuously at
 * `perSecond`. A request takes one token; with none left it is refused.
 */
export interface BucketPolicy {
  capacity: number;
  perSecond: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets beyond this many trigger a sweep of the full ones (they carry no information). */
const SWEEP_ABOVE = 10_000;

export class TokenBuckets {
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    private readonly policy: BucketPolicy,
    private readonly now: () => number,
  ) {}

  /** True (and one token spent) when `key` may go ahead. */
  take(key: string): boolean {
    const bucket = this.#refilled(key);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** True when `key` has a token left, without spending it. */
  has(key: string): boolean {
    return this.#refilled(key).tokens >= 1;
  }

  forget(key: string): void {
    this.#buckets.delete(key);
  }

  #refilled(key: string): Bucket {
    const now = this.now();
    let bucket = this.#buckets.get(key);
    if (bucket === undefined) {
      if (this.#buckets.size >= SWEEP_ABOVE) this.#sweep(now);
      bucket = { tokens: this.policy.capacity, at: now };
      this.#buckets.set(key, bucket);
    }
    const earned = ((now - bucket.at) / 1000) * this.policy.perSecond;
    bucket.tokens = Math.min(this.policy.capacity, bucket.tokens + Math.max(0, earned));
    bucket.at = now;
    return bucket;
  }

  #sweep(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      const tokens = bucket.tokens + ((now - bucket.at) / 1000) * this.policy.perSecond;
      if (tokens >= this.policy.capacity) this.#buckets.delete(key);
    }
  }
}

/** The abuse limits of the realtime channel (LIMIT-3 to LIMIT-5): bad input never breaks anything. */
export interface RealtimeLimits {
  /** Joins and subscriptions per connection. */
  joinsPerConnection: BucketPolicy;
  /** Failed joins and subscriptions (unknown code, not a member) per address: code guessing. */
  failedJoinsPerAddress: BucketPolicy;
  /** Commands per member, across their connections to this instance. */
  commandsPerMember: BucketPolicy;
  /** Commands of one connection waiting to run; more are refused. */
  maxQueuedCommands: number;
  /** Invalid messages per connection; one past the budget closes the connection. */
  invalidMessagesPerConnection: BucketPolicy;
  /** Open connections of one user on this instance; more are refused at the handshake. */
  maxConnectionsPerUser: number;
  /** LIMIT-5: open connections from one client address on this instance (MAX_CONNECTIONS_PER_ADDRESS). */
  maxConnectionsPerAddress: number;
  /** LIMIT-5: open session-less big screens of one screen link on this instance (MAX_SCREENS_PER_KEY). */
  maxScreensPerKey: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  joinsPerConnection: { capacity: 20, perSecond: 20 / 60 },
  failedJoinsPerAddress: { capacity: 30, perSecond: 30 / 60 },
  commandsPerMember: { capacity: 30, perSecond: 10 },
  maxQueuedCommands: 20,
  invalidMessagesPerConnection: { capacity: 10, perSecond: 1 / 6 },
  maxConnectionsPerUser: 20,
  maxConnectionsPerAddress: 500,
  maxScreensPerKey: 5,
};
