import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../storage/schema';
import { deleteExpiredOidcLogins } from '../storage/oidc-logins';
import { deleteExpiredParties } from '../storage/parties';
import { deleteExpiredPairings } from '../storage/screen-pairings';
import { deleteExpiredSessions } from '../storage/sessions';
import { countAbandonedGuestTopics, deleteAbandonedGuests } from '../storage/users';

export const SWEEP_INTERVAL_MS = 60_000;

/**
 * A sweep this large gives the space back (Database.reclaimSpace): guests' topics of about
 * 100 × 4 KB at most, or 1,000 rows of anything else. Smaller ones are left to the WAL's
 * own size limit, since a TRUNCATE checkpoint makes writers wait while it runs.
 */
export const RECLAIM_AFTER = { guestTopics: 100, rows: 1000 } as const;

export interface SweepResult {
  parties: number;
  sessions: number;
  logins: number;
  guests: number;
  /** My Topics deleted with the guests (AUTH-4). */
  guestTopics: number;
  /** SCREEN-1: TV pairing codes past their 10 minutes. */
  pairings: number;
}

/**
 * Deletes whatever has expired (PARTY-5, AUTH-4): parties (with members and guesses),
 * sessions, and the guests left without a session (signed out, or idle past
 * GUEST_SESSION_TTL) with their topics and packs. After a large delete, `reclaimSpace` gives
 * the space back.
 */
export async function sweepExpired(
  db: Db,
  now: number,
  reclaimSpace?: () => Promise<void>,
): Promise<SweepResult> {
  const parties = await deleteExpiredParties(db, now);
  const sessions = await deleteExpiredSessions(db, now);
  const logins = await deleteExpiredOidcLogins(db, now);
  const pairings = await deleteExpiredPairings(db, now);
  const { guests, guestTopics } = await db.transaction().execute(async (trx) => ({
    guestTopics: await countAbandonedGuestTopics(trx),
    guests: await deleteAbandonedGuests(trx),
  }));
  const result = { parties, sessions, logins, guests, guestTopics, pairings };
  if (reclaimSpace && isLarge(result)) await reclaimSpace();
  return result;
}

function isLarge(result: SweepResult): boolean {
  const rows = result.parties + result.sessions + result.logins + result.guests + result.pairings;
  return result.guestTopics >= RECLAIM_AFTER.guestTopics || rows >= RECLAIM_AFTER.rows;
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
  /** SQLite: Database.reclaimSpace, run after a large sweep. */
  reclaimSpace?: () => Promise<void>;
  /** Scale-out: runs the sweep on one instance at a time (null: another one is sweeping). */
  exclusive?: (sweep: () => Promise<SweepResult>) => Promise<SweepResult | null>;
}): ExpirySweep {
  let running: Promise<void> | null = null;
  const sweep = () => sweepExpired(options.db, options.now(), options.reclaimSpace);
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
