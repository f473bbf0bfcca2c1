import { isIP } from 'node:net';

/** Fastify's trustProxy: off, on, a hop count, or the proxies' addresses/CIDR ranges. */
export type TrustProxy = boolean | number | string[];

/** "false" | "true" | "1" (hops) | "10.0.0.1,10.0.0.0/8"; null if malformed. */
export function parseTrustProxy(text: string): TrustProxy | null {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'no') return false;
  if (value === 'true' || value === 'yes') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}
