import type { FastifyBaseLogger } from 'fastify';
import type { PartyService } from '../parties/party-service';
import type { Db } from '../storage/schema';
import type { Presence } from './presence';

/** How long after start the stale Online marks are cleared: time for clients to reconnect. */
export const RECONCILE_AFTER_MS = 15_000;

/**
 * After a crash nobody marked the members of that instance Offline. A while after start,
 * every member still marked Online in a live party but connected to no instance of the
 * cluster is marked Offline.
 */
export function reconcilePresenceLater(deps: {
  db: Db;
  service: PartyService;
  presence: Presence;
  log: FastifyBaseLogger;
  now: () => number;
  delayMs?: number;
}): { cancel(): void } {
  const timer = setTimeout(() => {
    reconcilePresence(deps).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'presence reconciliation failed'),
    );
  }, deps.delayMs ?? RECONCILE_AFTER_MS);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
}

async function reconcilePresence(deps: {
  db: Db;
  service: PartyService;
  presence: Presence;
  now: () => number;
}): Promise<void> {
  const online = await deps.db
    .selectFrom('members')
    .innerJoin('parties', 'parties.code', 'members.party_code')
    .select(['members.party_code as code', 'members.user_id as userId'])
    .where('members.online', '=', 1)
    .where('parties.expires_at', '>', deps.now())
    .execute();
  for (const { code, userId } of online) {
    if (await deps.presence.isConnected(code, userId)) continue;
    await deps.service.setPresence(code, userId, false);
  }
}
