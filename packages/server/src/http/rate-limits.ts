import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Per-address limits of the sign-in routes, per minute. A party behind one NAT shares them. */
export interface RateLimits {
  guestPerMinute: number;
  signInPerMinute: number;
  /** JOIN-6, LIMIT-6: "is there a party with this code?" lookups per address. */
  partyLookupPerMinute: number;
  /** My Topics writes per signed-in user (reads: twice as many), TOPIC-5. */
  myTopicsPerMinute: number;
  /** SCREEN-1: new TV pairing codes per address. */
  tvPairingPerMinute: number;
  /** SCREEN-1: a TV's polls of its code (one every 3 s), and the QR path's list, per address. */
  tvPollPerMinute: number;
}

/** Registers the limiter without a global limit; routes opt in with `config.rateLimit`. */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  });
}

export function limitPerMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
