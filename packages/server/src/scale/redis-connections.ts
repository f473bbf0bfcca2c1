import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import { withTimeout } from './with-timeout';

/** The longest pause between two reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * The Redis connections of one instance: `pub` sends (socket.io adapter and change bus),
 * `adapterSub` and `busSub` listen (a subscribed connection can do nothing else).
 */
export interface RedisConnections {
  pub: Redis;
  adapterSub: Redis;
  busSub: Redis;
  /** Every connection is up (ioredis knows at once when a socket closes). */
  isReady(): boolean;
  /** Every connection is up and answers a PING within `timeoutMs`. */
  ping(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens the connections. They reconnect by themselves for ever (every 2 s at most), and
 * re-subscribe their channels when back. `maxRetriesPerRequest: null` keeps a command
 * queued while Redis is away instead of failing it: the socket.io adapter publishes
 * without handling failures, and a rejected publish would be an unhandled rejection.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): RedisConnections {
  const options: RedisOptions = {
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  };
  // No ready check (INFO) on a listening connection: a SUBSCRIBE sent while ioredis is still
  // in its "connect" state goes out at once, the INFO after it then fails in subscriber
  // mode, and ioredis 5 drops the subscription while recovering (seen with 5.11).
  const listener = { ...options, enableReadyCheck: false };
  const pub = new Redis(url, { ...options, connectionName: 'trivia-pub' });
  const adapterSub = new Redis(url, { ...listener, connectionName: 'trivia-adapter-sub' });
  const busSub = new Redis(url, { ...listener, connectionName: 'trivia-bus-sub' });
  const all = [pub, adapterSub, busSub];
  for (const client of all) reportState(client, log);

  return {
    pub,
    adapterSub,
    busSub,
    isReady: () => all.every((client) => client.status === 'ready'),
    async ping(timeoutMs) {
      // Only a ready connection is asked: a PING would wait in the offline queue otherwise.
      if (!all.every((client) => client.status === 'ready')) return false;
      const pings = Promise.all(all.map((client) => client.ping()));
      return withTimeout(pings, timeoutMs).then(
        () => true,
        () => false,
      );
    },
    async close() {
      await Promise.all(all.map(closeClient));
    },
  };
}

/** One warning when a connection is lost (not one per reconnection attempt), one note when back. */
function reportState(client: Redis, log: FastifyBaseLogger): void {
  const name = client.options.connectionName;
  let lost = false;
  client.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    log.warn({ err: error, redis: name }, 'redis connection lost; reconnecting');
  });
  client.on('ready', () => {
    if (lost) log.info({ redis: name }, 'redis connection back');
    lost = false;
  });
}

async function closeClient(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await withTimeout(client.quit(), 1000);
      return;
    } catch {
      // Fall through: drop the connection.
    }
  }
  client.disconnect();
}
