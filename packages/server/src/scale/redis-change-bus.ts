import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  createLocalChangeBus,
  type PartyChange,
  type PartyChangeBus,
} from '../parties/party-events';

/** What travels between instances: "party CODE is at version N" (the state stays in the database). */
const ChangeMessage = z.object({
  from: z.string(),
  code: z.string().max(64),
  version: z.number().int().nonnegative(),
  closed: z.boolean(),
});

export interface RedisChangeBusOptions {
  /** Publishes (shared with the socket.io adapter). */
  pub: Redis;
  /** A connection of the bus's own: once subscribed it can do nothing else. */
  sub: Redis;
  channel: string;
  log: FastifyBaseLogger;
}

/**
 * The scale-out PartyChangeBus (DESIGN.md data flow). A change reaches this instance's
 * listeners at once, with its state, and the other instances through Redis pub/sub as
 * { code, version, closed }; they read the party from the database.
 *
 * Redis pub/sub delivers at most once: a message sent while a connection was down is
 * lost. So whenever the listening connection is (re)subscribed, the listeners are told
 * to resync, i.e. to re-read every party they show; nothing missed stays missed.
 */
export function createRedisChangeBus(options: RedisChangeBusOptions): PartyChangeBus {
  const { pub, sub, channel, log } = options;
  const instanceId = randomUUID();
  const local = createLocalChangeBus((error) =>
    log.error({ err: error }, 'party change listener failed'),
  );
  const resyncListeners = new Set<() => void>();

  sub.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = parseMessage(raw);
    if (message === null) return log.warn({ channel }, 'ignored a malformed party change');
    if (message.from === instanceId) return; // delivered locally when published
    local.publish({ code: message.code, version: message.version, closed: message.closed });
  });
  // The first subscription is queued until the connection is up; ioredis re-subscribes after
  // every reconnection. A PING answered after the ready event proves the SUBSCRIBE went first.
  sub.subscribe(channel).catch((error: unknown) => {
    log.error({ err: error, channel }, 'could not subscribe to party changes');
  });
  sub.on('ready', () => {
    sub
      .ping()
      .then(() => {
        for (const listener of resyncListeners) listener();
      })
      .catch((error: unknown) => log.warn({ err: error }, 'party change resync skipped'));
  });

  return {
    publish(change: PartyChange) {
      local.publish(change);
      const message = { from: instanceId, code: change.code, version: change.version };
      pub
        .publish(channel, JSON.stringify({ ...message, closed: change.closed }))
        .catch((error: unknown) => log.warn({ err: error, party: change.code }, 'publish failed'));
    },
    subscribe: (listener) => local.subscribe(listener),
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
  };
}

function parseMessage(raw: string): z.infer<typeof ChangeMessage> | null {
  try {
    const parsed = ChangeMessage.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
