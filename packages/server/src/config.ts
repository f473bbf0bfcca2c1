import { z } from 'zod';
import { parseDuration } from './config/duration';
import { edgeEnvShape, toEdgeConfig, type EdgeConfig } from './config/edge';
import { storageLimitsEnv, toStorageLimits, type StorageLimits } from './config/storage-limits';
import { parseTrustProxy, type TrustProxy } from './config/trust-proxy';

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** The app's public origin, e.g. https://trivia.example.com (no trailing slash). */
  publicUrl: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis channel and key of this deployment (several may share a Redis). */
  redisPrefix: string;
  oidc: OidcConfig;
  sessionTtlMs: number;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  /** Guest creations and Google sign-ins allowed per client address per minute. */
  authRateLimitPerMinute: number;
  /** GET /metrics answers only with `Authorization: Bearer <this>`; unset, it is a 404. */
  metricsToken: string | undefined;
  /** Request timeouts, the host names served, open sockets per address and screen link. */
  edge: EdgeConfig;
  /** What one account and one address may store, and how long an idle guest lasts. */
  storage: StorageLimits;
}

export interface OidcConfig {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Tests only: lets the client talk to an http:// issuer. */
  allowInsecure: boolean;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A bad environment: the message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], {
    error: 'must be true or false',
  })
  .default('false')
  .transform((value) => ['true', '1', 'yes'].includes(value));

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
    .default('trivia:'),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://accounts.google.com'),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_ALLOW_INSECURE: flag,
  SESSION_TTL: z
    .string()
    .default('30d')
    .transform((value, ctx) => {
      const ms = parseDuration(value);
      if (ms === null || ms <= 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a duration such as 30d, 12h, 90m or 3600 (seconds)',
        });
        return z.NEVER;
      }
      return ms;
    }),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  AUTH_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number of requests per minute' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(30),
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be true, false, a hop count, or a list of addresses',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  ...edgeEnvShape,
  ...storageLimitsEnv,
});

/**
 * Parses the environment. Throws a ConfigError naming each bad variable, e.g.
 * "Invalid configuration: PORT must be a port number".
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = result.data;
  const publicUrl = checkPublicUrl(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`);
  if (values.OIDC_ISSUER.startsWith('http:') && !values.OIDC_ALLOW_INSECURE) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER must be an https URL (OIDC_ALLOW_INSECURE=true is for tests only)',
    );
  }
  const edge = toEdgeConfig(values);
  if (typeof edge === 'string') throw new ConfigError(`Invalid configuration: ${edge}`);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    publicUrl,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    oidc: {
      issuer: values.OIDC_ISSUER,
      clientId: values.OIDC_CLIENT_ID,
      clientSecret: values.OIDC_CLIENT_SECRET,
      allowInsecure: values.OIDC_ALLOW_INSECURE,
    },
    sessionTtlMs: values.SESSION_TTL,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT,
    metricsToken: values.METRICS_TOKEN,
    edge,
    storage: toStorageLimits(values),
  };
}

/** PUBLIC_URL is an origin: cookies, redirects and the CSRF check all assume no path. */
function checkPublicUrl(value: string): string {
  const url = new URL(value);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL must be an origin such as https://trivia.example.com (no path)',
    );
  }
  return url.origin;
}

export function isGoogleEnabled(config: Config): boolean {
  return config.oidc.clientId !== undefined && config.oidc.clientSecret !== undefined;
}
