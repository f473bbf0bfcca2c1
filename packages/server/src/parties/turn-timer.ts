import type { FastifyBaseLogger } from 'fastify';
import type { PartyService } from './party-service';

/** How often the timer looks for due turns. */
export const TURN_TIMER_INTERVAL_MS = 250;
/**
 * TURN-6: the active team's browser submits what is typed at 0; the server
 * waits this long for that guess before it records the time-out itself (docs/PROTOCOL.md).
 * A phone on a slow party Wi-Fi reaches 0 late by its one-way delay (its clock is
 * the server's as last heard) and its guess takes that delay again: 3 s covers about 1.4 s
 * each way, where 2 s lost a typed answer at 1.1 s.
 */
export const TURN_TIMEOUT_GRACE_MS = 3000;
/** At most this many time-outs per tick, so one tick never runs long. */
const MAX_PER_TICK = 50;

export interface TurnTimer {
  /** Stops the loop and waits for a tick in progress. */
  stop(): Promise<void>;
}

/**
 * The server's turn timer: every interval, times out each playing party whose deadline
 * plus grace has passed. Deadlines live in the database, so it needs no connected player
 * and picks up where it was after a restart; each time-out is claimed under a row lock
 * and keyed by its turn, so several instances never apply one twice.
 */
export function startTurnTimer(options: {
  service: PartyService;
  log: FastifyBaseLogger;
  intervalMs?: number;
  graceMs?: number;
}): TurnTimer {
  const graceMs = options.graceMs ?? TURN_TIMEOUT_GRACE_MS;
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = async () => {
    for (let count = 0; count < MAX_PER_TICK && !stopped; count += 1) {
      const claimed = await options.service.timeOutNextDueTurn(graceMs);
      if (claimed === null) return;
      if (!claimed.outcome.ok) {
        options.log.warn(
          { party: claimed.code, error: claimed.outcome.error },
          'turn time-out refused',
        );
      }
    }
  };
  const run = () => {
    if (running || stopped) return;
    running = tick()
      .catch((error: unknown) => options.log.error({ err: error }, 'turn timer failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, options.intervalMs ?? TURN_TIMER_INTERVAL_MS);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
