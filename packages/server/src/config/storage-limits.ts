import { z } from 'zod';
import { parseDuration } from './duration';

/**
 * What one account and one address may store (TOPIC-4, LIMIT-6): without these, one address
 * creating guests at the sign-in limit could add about 70 MB a minute, kept for a month.
 */
export interface StorageLimits {
  /** Topics one account may keep in My Topics. */
  topicsPerAccount: number;
  /** Packs one account may keep. */
  packsPerAccount: number;
  /** Bytes (UTF-8) of one account's topics and packs together. */
  bytesPerAccount: number;
  /** Bytes of My Topics growth one client address may add per hour, all its accounts together. */
  bytesPerAddressPerHour: number;
  /** Guests one client address may create per hour (beyond AUTH_RATE_LIMIT per minute). */
  guestsPerAddressPerHour: number;
  /**
   * A guest's session lifetime: it slides with use, and a guest idle this long loses it;
   * the expiry sweep then deletes the guest with their topics, packs and game records.
   */
  guestSessionTtlMs: number;
}

const count = (fallback: number, unit: string) =>
  z.coerce
    .number({ error: `must be a number of ${unit}` })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(fallback);

export const storageLimitsEnv = {
  MY_TOPICS_MAX_TOPICS: count(500, 'topics'),
  MY_TOPICS_MAX_PACKS: count(50, 'packs'),
  MY_TOPICS_MAX_BYTES: count(1024 * 1024, 'bytes'),
  MY_TOPICS_ADDRESS_BYTES_PER_HOUR: count(4 * 1024 * 1024, 'bytes'),
  GUEST_LIMIT_PER_HOUR: count(500, 'guests'),
  GUEST_SESSION_TTL: z
    .string()
    .default('7d')
    .transform((value, ctx) => {
      const ms = parseDuration(value);
      if (ms === null || ms <= 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a duration such as 7d, 12h, 90m or 3600 (seconds)',
        });
        return z.NEVER;
      }
      return ms;
    }),
};

type StorageLimitsEnv = {
  [K in keyof typeof storageLimitsEnv]: z.output<(typeof storageLimitsEnv)[K]>;
};

export function toStorageLimits(values: StorageLimitsEnv): StorageLimits {
  return {
    topicsPerAccount: values.MY_TOPICS_MAX_TOPICS,
    packsPerAccount: values.MY_TOPICS_MAX_PACKS,
    bytesPerAccount: values.MY_TOPICS_MAX_BYTES,
    bytesPerAddressPerHour: values.MY_TOPICS_ADDRESS_BYTES_PER_HOUR,
    guestsPerAddressPerHour: values.GUEST_LIMIT_PER_HOUR,
    guestSessionTtlMs: values.GUEST_SESSION_TTL,
  };
}
