import { MESSAGES } from '@trivia/game';
import { PAIRING_ERRORS, REALTIME_ERRORS } from '@trivia/protocol';
import type { CommandOutcome } from '../parties/party-service';
import type { TokenBuckets } from './rate-limiter';
import type { Connection } from './realtime-types';

export interface JoinGuardDeps {
  joinBuckets: TokenBuckets;
  failedJoinBuckets: TokenBuckets;
}

/** The answers that tell a guesser "wrong code" (or wrong screen key, or TV code). */
export const JOIN_MISSES: readonly string[] = [
  MESSAGES.partyNotFound,
  MESSAGES.memberNotFound,
  REALTIME_ERRORS.screenKeyInvalid,
  // SCREEN-3: a TV pairing code that is wrong, expired or used.
  PAIRING_ERRORS.invalid,
];

/**
 * Joins, subscriptions and big screens, guarded against guessing codes or keys: a few per
 * connection, and few misses per address (docs/PROTOCOL.md "Limits against abuse").
 */
export async function guardJoin(
  deps: JoinGuardDeps,
  connection: Connection,
  attempt: () => Promise<CommandOutcome>,
): Promise<CommandOutcome> {
  if (
    !deps.failedJoinBuckets.has(connection.address) ||
    !deps.joinBuckets.take(connection.socket.id)
  ) {
    return { ok: false, error: REALTIME_ERRORS.tooManyJoins };
  }
  const outcome = await attempt();
  if (!outcome.ok && JOIN_MISSES.includes(outcome.error)) {
    deps.failedJoinBuckets.take(connection.address);
  }
  return outcome;
}
