import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config/trust-proxy';

/**
 * The client's address for rate limits, as Fastify's trustProxy would compute it: the
 * socket's peer, or with trusted proxies the nearest X-Forwarded-For entry not trusted.
 */
export function clientAddress(
  remote: string,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  if (trust === false || !header) return unmapped(remote);
  const forwarded = header
    .split(',')
    .map((entry) => unmapped(entry.trim()))
    .filter((entry) => entry !== '');
  // Nearest hop first: our peer, then the proxies' entries from the right.
  const chain = [unmapped(remote), ...forwarded.reverse()];
  const last = chain.length - 1;
  if (trust === true) return chain[last] ?? remote;
  if (typeof trust === 'number') return chain[Math.min(trust, last)] ?? remote;
  const trusted = toBlockList(trust);
  return chain.find((address) => !isTrusted(trusted, address)) ?? chain[last] ?? remote;
}

function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function toBlockList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return list.check(address, version === 6 ? 'ipv6' : 'ipv4');
}
