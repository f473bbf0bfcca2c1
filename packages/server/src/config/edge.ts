import { z } from 'zod';
import { parseDuration } from './duration';

/**
 * What the server accepts at its edge: request time (LIMIT-7), host names (AUTH-8), open
 * sockets (LIMIT-5).
 */
export interface EdgeConfig {
  /** A request (headers and body) not fully received in this time is answered 408 and closed. */
  requestTimeoutMs: number;
  /** The headers alone must arrive within this time (at most requestTimeoutMs). */
  headersTimeoutMs: number;
  /** Host names served besides PUBLIC_URL's, localhost and IP addresses; ".example.com" covers subdomains. */
  allowedHosts: string[];
  /** Open realtime connections from one client address on this instance. */
  maxConnectionsPerAddress: number;
  /** Open session-less big screens of one screen link on this instance. */
  maxScreensPerKey: number;
}

function duration(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const ms = parseDuration(value);
      if (ms === null || ms <= 0) {
        ctx.addIssue({ code: 'custom', message: 'must be a duration such as 30s or 500ms' });
        return z.NEVER;
      }
      return ms;
    });
}

function count(fallback: number) {
  return z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(fallback);
}

const HOST_NAME = /^\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** The environment variables of EdgeConfig, part of the server's environment schema. */
export const edgeEnvShape = {
  REQUEST_TIMEOUT: duration('30s'),
  HEADERS_TIMEOUT: duration('15s'),
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const names = value
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name !== '');
      if (!names.every((name) => HOST_NAME.test(name))) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be host names separated by commas (".example.com" for subdomains)',
        });
        return z.NEVER;
      }
      return names;
    }),
  MAX_CONNECTIONS_PER_ADDRESS: count(500),
  MAX_SCREENS_PER_KEY: count(5),
};

type EdgeEnv = { [K in keyof typeof edgeEnvShape]: z.output<(typeof edgeEnvShape)[K]> };

/** The edge settings, or a message naming the inconsistency. */
export function toEdgeConfig(values: EdgeEnv): EdgeConfig | string {
  if (values.HEADERS_TIMEOUT > values.REQUEST_TIMEOUT) {
    return 'HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT';
  }
  return {
    requestTimeoutMs: values.REQUEST_TIMEOUT,
    headersTimeoutMs: values.HEADERS_TIMEOUT,
    allowedHosts: values.ALLOWED_HOSTS,
    maxConnectionsPerAddress: values.MAX_CONNECTIONS_PER_ADDRESS,
    maxScreensPerKey: values.MAX_SCREENS_PER_KEY,
  };
}
