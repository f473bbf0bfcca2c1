import { MAX_MESSAGE_BYTES, REALTIME_PATH } from '@trivia/protocol';
import type { FastifyInstance } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import type { AppContext } from '../app-context';
import { createLocalChangeBus, type PartyChangeBus } from '../parties/party-events';
import { PartyService } from '../parties/party-service';
import { startTurnTimer, type TurnTimer } from '../parties/turn-timer';
import type { CommandGate } from '../scale/availability';
import { acceptConnection } from './connections';
import { DRAIN_TIMEOUT_MS, gateWhileDraining, settleCommands } from './drain';
import { admitConnections } from './admission';
import { PartyFeed } from './party-feed';
import { viewParser } from './view-encoding';
import { Presence, PRESENCE_GRACE_MS } from './presence';
import { reconcilePresenceLater } from './presence-reconcile';
import { DEFAULT_REALTIME_LIMITS, TokenBuckets, type RealtimeLimits } from './rate-limiter';
import type { Connection, RealtimeServer } from './realtime-types';
import type { SurveyClosedHook } from '../survey/survey-sharing';

export interface RealtimeOptions {
  limits?: Partial<RealtimeLimits>;
  presenceGraceMs?: number;
  /** The server's turn timer; on unless false. */
  turnTimer?: false | { intervalMs?: number; graceMs?: number };
  /** Random numbers in [0, 1) for party codes (tests force collisions). */
  random?: () => number;
  /** When stale Online marks left by a crash are cleared (ms after start). */
  presenceReconcileMs?: number;
  /** The fan-out between instances; this process only by default. */
  bus?: PartyChangeBus;
  /** Scale-out: socket.io's Redis adapter (rooms and fetchSockets across instances). */
  adapter?: ServerOptions['adapter'];
  /** Scale-out: refuses commands while the database or Redis is unreachable. */
  gate?: CommandGate;
  /** Scale-out: reconcile presence again this often (an instance may crash while others run). */
  presenceReconcileEveryMs?: number;
  /** On close, how long to wait for the commands already taken (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs?: number;
  /** SURVEY-13: the big anonymous survey's intake, for parties that share their survey. */
  onSurveyClosed?: SurveyClosedHook;
}

/** The online party engine of one app: its socket.io server, party service and timer. */
export interface Realtime {
  io: RealtimeServer;
  service: PartyService;
  timer: TurnTimer | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * Attaches the realtime channel (docs/PROTOCOL.md) to the app's HTTP server: socket.io at
 * /socket.io over WebSocket only, a session cookie required, 16 KB messages at most.
 * Starts the turn timer; both stop when the app closes.
 */
export function attachRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  options: RealtimeOptions = {},
): Realtime {
  const limits: RealtimeLimits = {
    ...DEFAULT_REALTIME_LIMITS,
    maxConnectionsPerAddress: ctx.config.edge.maxConnectionsPerAddress,
    maxScreensPerKey: ctx.config.edge.maxScreensPerKey,
    ...options.limits,
  };
  const bus =
    options.bus ??
    createLocalChangeBus((error) => app.log.error({ err: error }, 'party fan-out failed'));
  const service = new PartyService({
    database: ctx.database,
    now: ctx.now,
    bus,
    random: options.random,
    onSurveyClosed: options.onSurveyClosed,
    onHookError: (error) => app.log.error({ err: error }, 'sharing a closed survey failed'),
    writeBehind: {
      onError: (error) => app.log.error({ err: error }, 'writing journaled party changes failed'),
    },
  });
  /** Set when the app starts closing (SIGTERM): see the preClose hook below. */
  let draining = false;
  const io: RealtimeServer = new Server(app.server, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    serveClient: false,
    // Serializes each party version's view once for all its viewers (view-encoding.ts).
    parser: viewParser,
    // A stopping server takes no new connection: the client retries, reaching another instance.
    allowRequest: (_request, accept) => accept(draining ? 'server shutting down' : null, !draining),
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const connections = new Map<string, Connection>();
  ctx.metrics.countConnectionsWith(() => connections.size);
  ctx.metrics.countBatchesWith(() => service.writeBehindStatus());
  const presence = new Presence(io, service, app.log, options.presenceGraceMs ?? PRESENCE_GRACE_MS);
  const feed = new PartyFeed(io, connections, service, presence, ctx.now, ctx.metrics, (error) =>
    app.log.error({ err: error }, 'party fan-out failed'),
  );
  const unsubscribe = bus.subscribe((change) => {
    feed
      .publish(change)
      .catch((error: unknown) => app.log.error({ err: error }, 'party fan-out failed'));
  });
  const stopResync = bus.onResync?.(() => {
    feed.resync().catch((error: unknown) => app.log.error({ err: error }, 'party resync failed'));
  });

  const handlerDeps = {
    db: ctx.db,
    service,
    feed,
    log: app.log,
    limits,
    commandBuckets: new TokenBuckets(limits.commandsPerMember, ctx.now),
    invalidBuckets: new TokenBuckets(limits.invalidMessagesPerConnection, ctx.now),
    joinBuckets: new TokenBuckets(limits.joinsPerConnection, ctx.now),
    failedJoinBuckets: new TokenBuckets(limits.failedJoinsPerAddress, ctx.now),
    gate: gateWhileDraining(options.gate, () => draining),
    now: ctx.now,
    metrics: ctx.metrics,
  };
  admitConnections(io, {
    ...handlerDeps,
    config: ctx.config,
    parseCookie: (header) => app.parseCookie(header),
  });
  io.on('connection', (socket) =>
    acceptConnection({ ...handlerDeps, connections, trustProxy: ctx.config.trustProxy }, socket),
  );

  const timer =
    options.turnTimer === false
      ? null
      : startTurnTimer({ service, log: app.log, ...options.turnTimer });
  const reconcile = reconcilePresenceLater({
    db: ctx.db,
    service,
    presence,
    log: app.log,
    now: ctx.now,
    delayMs: options.presenceReconcileMs,
    everyMs: options.presenceReconcileEveryMs,
  });
  // Graceful stop (SIGTERM): refuse new connections and commands, answer the commands
  // already taken, then disconnect every client ("io server disconnect": reconnect).
  app.addHook('preClose', async () => {
    draining = true;
    const settled = await settleCommands(
      connections.values(),
      options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS,
    );
    if (!settled) app.log.warn('closing with commands still running');
    await service.flush();
    reconcile.cancel();
    presence.stop();
    unsubscribe();
    stopResync?.();
    feed.close();
    await timer?.stop();
    // Close the connections here: the HTTP server waits for open sockets before it closes.
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  const realtime: Realtime = { io, service, timer };
  app.decorate('realtime', realtime);
  return realtime;
}
