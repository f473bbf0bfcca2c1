import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../storage/schema';
import { deleteExpiredOidcLogins } from '../storage/oidc-logins';
import { deleteExpiredParties } from '../storage/parties';
import { deleteExpiredSessions } from '../storage/sessions';
import { deleteAbandonedGuests } from '../storage/users';

export const SWEEP_INTERVAL_MS = 60_000;

export interface SweepResult {
  parties: number;
  sessions: number;
  logins: number;
  guests: number;
}

/** Deletes whatever has expired: parties (with members and guesses), sessions, guests. */
export async function sweepExpired(db: Db, now: number): Promise<SweepResult> {
  const parties = await deleteExpiredParties(db, now);
  const sessions = await deleteExpiredSessions(db, now);
  const logins = await deleteExpiredOidcLogins(db, now);
  const guests = await db.transaction().execute((trx) => deleteAbandonedGuests(trx));
  return { parties, sessions, logins, guests };
}

export interface ExpirySweep {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

/** Runs sweepExpired every interval; a failed sweep is logged and retried next time. */
export function startExpirySweep(options: {
  db: Db;
  now: () => number;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Scale-out: runs the sweep on one instance at a time (null: another one is sweeping). */
  exclusive?: (sweep: () => Promise<SweepResult>) => Promise<SweepResult | null>;
}): ExpirySweep {
  let running: Promise<void> | null = null;
  const sweep = () => sweepExpired(options.db, options.now());
  const run = () => {
    if (running) return;
    running = (options.exclusive ? options.exclusive(sweep) : sweep())
      .then((result) => {
        if (result !== null && Object.values(result).some((count) => count > 0)) {
          options.log.info({ sweep: result }, 'expired records deleted');
        }
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'expiry sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
