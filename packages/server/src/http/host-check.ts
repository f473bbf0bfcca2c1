import { isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { TrustProxy } from '../config/trust-proxy';
import { HttpError } from './http-error';

/** The answer to a request for a name this server does not go by. */
export const UNKNOWN_HOST = 'This server does not answer to that host name';

/** The names this server goes by (AUTH-8: against DNS rebinding). */
export interface HostPolicy {
  publicUrl: string;
  /** Extra names (ALLOWED_HOSTS); ".example.com" covers example.com and its subdomains. */
  allowedHosts: readonly string[];
  trustProxy: TrustProxy;
}

export function hostPolicyOf(config: Config): HostPolicy {
  return {
    publicUrl: config.publicUrl,
    allowedHosts: config.edge.allowedHosts,
    trustProxy: config.trustProxy,
  };
}

/**
 * A page on a foreign name that the attacker points at this server's address (DNS
 * rebinding) reads it as its own origin: its requests carry that name in Host. Only the
 * public name, localhost, IP addresses (a LAN address at a party) and ALLOWED_HOSTS are
 * served. Behind a trusted proxy the forwarded host must pass too. A request without a
 * Host (HTTP/1.0, not a browser) is not judged.
 */
export function isServedHost(headers: IncomingHttpHeaders, policy: HostPolicy): boolean {
  const names = [headers.host];
  if (policy.trustProxy !== false) names.push(lastEntry(headers['x-forwarded-host']));
  return names.every((value) => value === undefined || isServedName(value, policy));
}

/** Health, readiness and metrics (behind its token) answer probes addressed by any name. */
const PROBES = new Set(['/api/health', '/api/ready', '/metrics']);

/** Refuses (421) every request for a name this server does not go by, before any other work. */
export function installHostCheck(app: FastifyInstance, policy: HostPolicy): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && PROBES.has(path)) return;
    if (!isServedHost(request.headers, policy)) throw new HttpError(421, UNKNOWN_HOST);
  });
}

function isServedName(value: string, policy: HostPolicy): boolean {
  const name = hostName(value);
  if (name === null) return false;
  if (isIP(name.replace(/^\[(.*)\]$/, '$1')) !== 0) return true;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === new URL(policy.publicUrl).hostname) return true;
  return policy.allowedHosts.some((allowed) =>
    allowed.startsWith('.')
      ? name.endsWith(allowed) || name === allowed.slice(1)
      : name === allowed,
  );
}

/** The lowercase host name of a Host value ("name:port", "[::1]:3000"), or null if malformed. */
function hostName(value: string): string | null {
  if (!/^[a-z0-9.\-:[\]]+$/i.test(value)) return null;
  try {
    const name = new URL(`http://${value}`).hostname;
    return name.endsWith('.') ? name.slice(0, -1) : name;
  } catch {
    return null;
  }
}

function lastEntry(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined
    ?.split(',')
    .map((entry) => entry.trim())
    .findLast((entry) => entry !== '');
}
