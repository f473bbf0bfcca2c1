import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerOptions } from 'socket.io';
import type { PartyChangeBus } from '../parties/party-events';
import { createRedisChangeBus } from './redis-change-bus';
import { connectRedis, type RedisConnections } from './redis-connections';

/**
 * With several instances one can crash while the others run: the Online marks it leaves
 * behind are cleared this often (a single instance does it once, after a restart).
 */
const PRESENCE_RECONCILE_EVERY_MS = 30_000;

/** How long a cross-instance request (fetchSockets for presence) waits for every instance. */
const ADAPTER_REQUEST_TIMEOUT_MS = 3000;

/** What an instance needs to share its parties with the others through Redis. */
export interface ScaleOut {
  redis: RedisConnections;
  /** Party changes between instances ("party CODE is at version N", PARTY-6). */
  bus: PartyChangeBus;
  /** socket.io's Redis adapter: rooms and fetchSockets across instances. */
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * Connects to Redis (REDIS_URL) without waiting for it: an instance starts, reports
 * "redis: down" on /api/ready and refuses commands until Redis answers. Every channel
 * starts with `prefix`, so deployments (and test runs) can share one Redis.
 */
export function startScaleOut(options: {
  redisUrl: string;
  prefix: string;
  log: FastifyBaseLogger;
}): ScaleOut {
  const { prefix, log } = options;
  const redis = connectRedis(options.redisUrl, log);
  const bus = createRedisChangeBus({
    pub: redis.pub,
    sub: redis.busSub,
    channel: `${prefix}party-changes`,
    log,
  });
  const adapter = createAdapter(redis.pub, redis.adapterSub, {
    key: `${prefix}socket.io`,
    requestsTimeout: ADAPTER_REQUEST_TIMEOUT_MS,
  });
  return { redis, bus, adapter, close: () => redis.close() };
}

/** What a scale-out instance sets of the realtime options (realtime/attach-realtime.ts). */
export interface RealtimeScaleOptions {
  bus?: PartyChangeBus;
  adapter?: ServerOptions['adapter'];
  presenceReconcileEveryMs?: number;
}

/** The realtime options of a scale-out instance (none without Redis: the embedded defaults). */
export function realtimeScaleOptions(scale: ScaleOut | null): RealtimeScaleOptions {
  if (scale === null) return {};
  return {
    bus: scale.bus,
    adapter: scale.adapter,
    presenceReconcileEveryMs: PRESENCE_RECONCILE_EVERY_MS,
  };
}
