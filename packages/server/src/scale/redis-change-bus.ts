import { randomUUID } from 'node:crypto';
import type { PartyState } from '@trivia/game';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  createLocalChangeBus,
  type PartyChange,
  type PartyChangeBus,
} from '../parties/party-events';

/**
 * What travels between instances: "party CODE is at version N", with the committed state
 * so that the other instances deliver it without reading the database again. A
 * message without a state (or with one that is not of that party and version) is read from
 * the database, as before.
 */
const ChangeMessage = z.object({
  from: z.string(),
  code: z.string().max(64),
  version: z.number().int().nonnegative(),
  closed: z.boolean(),
  state: z.unknown().optional(),
});

/** The state carried is that party's at that version (written by an instance of ours). */
function carriedState(message: z.infer<typeof ChangeMessage>): PartyState | undefined {
  const state = message.state as Partial<PartyState> | undefined;
  if (typeof state !== 'object' || state === null) return undefined;
  const { party, members, guesses, judgements } = state;
  if (party?.code !== message.code || party.version !== message.version) return undefined;
  if (![members, guesses, judgements].every(Array.isArray)) return undefined;
  return state as PartyState;
}

export interface RedisChangeBusOptions {
  /** Publishes (shared with the socket.io adapter). */
  pub: Redis;
  /** A connection of the bus's own: once subscribed it can do nothing else. */
  sub: Redis;
  channel: string;
  log: FastifyBaseLogger;
}

/**
 * The scale-out PartyChangeBus (PARTY-6: every viewer gets every version). A change reaches
 * this instance's listeners at once, with its state, and the other instances through Redis
 * pub/sub as { code, version, closed, state }; they deliver that state (reading the party
 * back from the database for every change was a wait per instance per version), or read
 * the party from the database when a change comes without it.
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
    const state = message.closed ? undefined : carriedState(message);
    const { code, version, closed } = message;
    local.publish({ code, version, closed, ...(state ? { state } : {}) });
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
      const state = change.closed ? undefined : (change.state ?? undefined);
      pub
        .publish(channel, JSON.stringify({ ...message, closed: change.closed, state }))
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
