import type { Config } from './config';
import type { Database } from './storage/database';
import type { Db } from './storage/schema';
import type { CookiePolicy } from './auth/session-cookie';
import type { OidcSignIn } from './auth/oidc-client';
import type { RateLimits } from './http/rate-limits';
import type { ServerMetrics } from './metrics/server-metrics';
import type { Availability } from './scale/availability';

/** What every route module needs, built once by buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  now: () => number;
  cookies: CookiePolicy;
  rateLimits: RateLimits;
  /** null when Google sign-in is not configured. */
  oidc: OidcSignIn | null;
  /** Whether the database (and Redis, when configured) answer: health, readiness, commands. */
  availability: Availability;
  /** Prometheus metrics of this app (GET /metrics). */
  metrics: ServerMetrics;
}
