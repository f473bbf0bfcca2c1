import type { FastifyBaseLogger } from 'fastify';
import type { PartyService } from '../parties/party-service';
import type { Db } from '../storage/schema';
import type { Presence } from './presence';

/** How long after start the stale Online marks are cleared: time for clients to reconnect. */
export const RECONCILE_AFTER_MS = 15_000;

/**
 * After a crash nobody marked the members of that instance Offline. A while after start,
 * every member still marked Online in a live party but connected to no instance of the
 * cluster is marked Offline. With several instances one may crash while the others run,
 * so it is done again every `everyMs` when given.
 */
export function reconcilePresenceLater(deps: {
  db: Db;
  service: PartyService;
  presence: Presence;
  log: FastifyBaseLogger;
  now: () => number;
  delayMs?: number;
  everyMs?: number;
}): { cancel(): void } {
  let timer: NodeJS.Timeout | null = null;
  let cancelled = false;
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      reconcilePresence(deps)
        .catch((error: unknown) => deps.log.warn({ err: error }, 'presence reconciliation failed'))
        .finally(() => {
          if (!cancelled && deps.everyMs !== undefined) schedule(deps.everyMs);
        });
    }, ms);
    timer.unref();
  };
  schedule(deps.delayMs ?? RECONCILE_AFTER_MS);
  return {
    cancel: () => {
      cancelled = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
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
  // One question to the cluster per party, not per member.
  const byParty = new Map<string, string[]>();
  for (const { code, userId } of online) byParty.set(code, [...(byParty.get(code) ?? []), userId]);
  for (const [code, userIds] of byParty) {
    const connected = await deps.presence.connectedUsers(code);
    for (const userId of userIds) {
      if (!connected.has(userId)) await deps.service.setPresence(code, userId, false);
    }
  }
}
