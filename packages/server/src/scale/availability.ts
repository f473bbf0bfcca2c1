import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../storage/schema';
import type { RedisConnections } from './redis-connections';
import { withTimeout } from './with-timeout';

/** The reply to a command refused while the database or Redis is unreachable. */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable, please retry.';

/** How long a dependency may take to answer a check before it counts as down. */
const CHECK_TIMEOUT_MS = 2000;
/** How often the monitor checks the dependencies. */
const MONITOR_INTERVAL_MS = 1000;

export type DependencyState = 'up' | 'down';

export interface ReadinessReport {
  ready: boolean;
  database: DependencyState;
  redis: DependencyState | 'not configured';
}

/** What the realtime command handler asks before and after running a command. */
export interface CommandGate {
  isAvailable(): boolean;
  /** Was this failure the database going away? Then the command gets SERVICE_UNAVAILABLE. */
  isOutage(error: unknown): boolean;
}

/**
 * Knows whether this instance can serve: the database answers a query and, when
 * configured, every Redis connection is up. A monitor re-checks every second, so a lost
 * dependency is noticed within about a second and a returning one as quickly; the Redis
 * state is also read live from the connections.
 */
export class Availability implements CommandGate {
  #databaseUp = true;
  #timer: NodeJS.Timeout | null = null;
  #checking: Promise<ReadinessReport> | null = null;

  constructor(
    private readonly deps: { db: Db; redis: RedisConnections | null; log: FastifyBaseLogger },
  ) {}

  isAvailable(): boolean {
    return this.#databaseUp && (this.deps.redis?.isReady() ?? true);
  }

  isOutage(error: unknown): boolean {
    if (isConnectionFailure(error)) {
      this.#setDatabase(false);
      void this.check();
      return true;
    }
    return !this.isAvailable();
  }

  /** Asks the database and Redis now (one check at a time; concurrent callers share it). */
  check(): Promise<ReadinessReport> {
    this.#checking ??= this.#checkNow().finally(() => {
      this.#checking = null;
    });
    return this.#checking;
  }

  start(intervalMs = MONITOR_INTERVAL_MS): void {
    if (this.#timer !== null) return;
    this.#timer = setInterval(() => void this.check(), intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  async #checkNow(): Promise<ReadinessReport> {
    const { db, redis } = this.deps;
    const [databaseUp, redisUp] = await Promise.all([
      withTimeout(sql`select 1`.execute(db), CHECK_TIMEOUT_MS).then(
        () => true,
        () => false,
      ),
      redis === null ? Promise.resolve(null) : redis.ping(CHECK_TIMEOUT_MS),
    ]);
    this.#setDatabase(databaseUp);
    const state = (up: boolean): DependencyState => (up ? 'up' : 'down');
    return {
      ready: databaseUp && redisUp !== false,
      database: state(databaseUp),
      redis: redisUp === null ? 'not configured' : state(redisUp),
    };
  }

  #setDatabase(up: boolean): void {
    if (up === this.#databaseUp) return;
    this.#databaseUp = up;
    if (up) this.deps.log.info('database reachable again');
    else this.deps.log.warn('database unreachable: refusing commands until it answers');
  }
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);

/** A lost or refused database connection (PostgreSQL's class 08 or a socket error). */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}
