import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { isGoogleEnabled, type Config } from './config';
import type { TrustProxy } from './config/trust-proxy';
import type { AppContext } from './app-context';
import { installCurrentUser } from './auth/current-user';
import { OidcSignIn } from './auth/oidc-client';
import { installCsrfCheck } from './http/csrf';
import { installErrorHandling } from './http/error-handling';
import { hostPolicyOf, installHostCheck } from './http/host-check';
import { registerRateLimiting, type RateLimits } from './http/rate-limits';
import { installResponsePolicies } from './http/response-policies';
import { registerSecurityHeaders } from './http/security-headers';
import { installStrictJson } from './http/strict-json';
import { requestTimeouts } from './http/request-timeouts';
import { DEFAULT_WEB_DIST, registerStaticSite } from './http/static-site';
import { loggerOptions } from './logging';
import { registerMetricsRoute } from './metrics/metrics-route';
import { ServerMetrics } from './metrics/server-metrics';
import { startExpirySweep } from './maintenance/expiry-sweep';
import { registerCatalogRoutes } from './routes/catalog-routes';
import { registerGoogleRoutes } from './routes/google-routes';
import { registerGuestRoutes } from './routes/guest-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerMaintenanceRoutes } from './routes/maintenance-routes';
import { registerMeRoutes } from './routes/me-routes';
import { registerPartyLookupRoutes } from './routes/party-lookup-routes';
import { registerTvPairingRoutes } from './routes/tv-pairing-routes';
import { registerMyTopicsFeature } from './routes/my-topics-feature';
import { recoverPartyJournal } from './parties/store/write-behind/journal-recovery';
import { attachRealtime, type RealtimeOptions } from './realtime/attach-realtime';
import { Availability } from './scale/availability';
import { withClusterLock } from './scale/cluster-lock';
import { registerReadinessRoute } from './scale/readiness-route';
import { realtimeScaleOptions, startScaleOut } from './scale/scale-out';
import type { BuiltinContent } from './storage/catalog-import';
import type { Database } from './storage/database';
import { openPreparedDatabase } from './storage/prepare';

export interface AppDeps {
  /**
   * A migrated database. Without one, buildApp opens the configured database, migrates
   * it, loads the built-in catalog (`content`, default @trivia/content) and closes it
   * with the app.
   */
  database?: Database;
  content?: BuiltinContent;
  /** The clock (epoch ms); tests move it. */
  now?: () => number;
  /** The built web app; default packages/web/dist. */
  webDist?: string;
  /** Run the expiry sweep (every minute, or every intervalMs) while the app is open. */
  expirySweep?: boolean | { intervalMs: number };
  rateLimits?: Partial<RateLimits>;
  /** The online party engine (socket.io at /socket.io, turn timer); on unless false. */
  realtime?: RealtimeOptions | false;
}

/** The whole HTTP app as a function of its configuration; main.ts listens. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const ownsDatabase = deps.database === undefined;
  const database = deps.database ?? (await openOwnDatabase(config, deps.content));
  const app = Fastify({
    ...loggerOptions(config.logLevel),
    bodyLimit: 16 * 1024,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    ...requestTimeouts(config.edge),
  });
  const https = config.publicUrl.startsWith('https:');
  // Scale-out (docs/decisions/0001-sqlite-by-default.md): with REDIS_URL, parties are shared
  // with the other instances through Redis.
  const scale = config.redisUrl
    ? startScaleOut({ redisUrl: config.redisUrl, prefix: config.redisPrefix, log: app.log })
    : null;
  const availability = new Availability({
    db: database.db,
    redis: scale?.redis ?? null,
    log: app.log,
  });
  // A server that can lose its database or Redis watches them and refuses commands meanwhile.
  const watched = database.kind === 'postgres' || scale !== null;
  if (watched) availability.start();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    now: deps.now ?? Date.now,
    cookies: { secure: https },
    rateLimits: {
      guestPerMinute: config.authRateLimitPerMinute,
      signInPerMinute: config.authRateLimitPerMinute,
      partyLookupPerMinute: config.authRateLimitPerMinute,
      myTopicsPerMinute: 120,
      tvPairingPerMinute: config.authRateLimitPerMinute,
      tvPollPerMinute: 120,
      ...deps.rateLimits,
    },
    oidc: isGoogleEnabled(config)
      ? new OidcSignIn(
          {
            ...config.oidc,
            clientId: config.oidc.clientId ?? '',
            clientSecret: config.oidc.clientSecret ?? '',
          },
          config.publicUrl,
          database.db,
        )
      : null,
    availability,
    metrics: new ServerMetrics(database.db, { processMetrics: config.metricsToken !== undefined }),
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installHostCheck(app, hostPolicyOf(config));
  installErrorHandling(app);
  installStrictJson(app);
  installResponsePolicies(app);
  await registerSecurityHeaders(app, { https, publicUrl: config.publicUrl });
  await registerRateLimiting(app);
  await app.register(cookie);
  installCsrfCheck(app, config.publicUrl);
  installCurrentUser(app, ctx.db, {
    ttlMs: config.sessionTtlMs,
    guestTtlMs: config.storage.guestSessionTtlMs,
    now: ctx.now,
    secure: https,
  });

  registerHealthRoutes(app, ctx);
  registerReadinessRoute(app, availability);
  registerMetricsRoute(app, ctx.metrics, config.metricsToken);
  registerGuestRoutes(app, ctx);
  registerGoogleRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  registerPartyLookupRoutes(app, ctx);
  registerTvPairingRoutes(app, ctx);
  registerCatalogRoutes(app, ctx);
  registerMyTopicsFeature(app, ctx);
  registerMaintenanceRoutes(app, ctx);
  await registerStaticSite(app, deps.webDist ?? DEFAULT_WEB_DIST);
  // PARTY-7, SQLite: commands journaled before a stop whose rows were not written yet
  // (docs/decisions/0009-sqlite-party-journal-write-behind.md).
  await recoverPartyJournal(database, (entry, why) =>
    app.log.error({ party: entry.code, version: entry.version, why }, 'journaled command skipped'),
  );
  // The realtime party engine on this HTTP server; it stops in preClose, before onClose.
  if (deps.realtime !== false) {
    const gate = watched ? availability : undefined;
    attachRealtime(app, ctx, { ...realtimeScaleOptions(scale), gate, ...deps.realtime });
  }

  const sweep = deps.expirySweep
    ? startExpirySweep({
        db: ctx.db,
        now: ctx.now,
        log: app.log,
        intervalMs: deps.expirySweep === true ? undefined : deps.expirySweep.intervalMs,
        reclaimSpace: database.reclaimSpace,
        exclusive:
          database.kind === 'postgres'
            ? (sweep) => withClusterLock(database, 'expiry-sweep', sweep)
            : undefined,
      })
    : null;
  // One hook, so the sweep has stopped before a database we own is closed.
  app.addHook('onClose', async () => {
    availability.stop();
    await sweep?.stop();
    await scale?.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}

async function openOwnDatabase(config: Config, content: BuiltinContent | undefined) {
  const catalog = content ?? (await import('@trivia/content'));
  const { database } = await openPreparedDatabase(config, catalog);
  return database;
}

/** A hop count trusts that many proxies nearest to us (fastify's typings lack the number form). */
function toFastifyTrustProxy(trustProxy: TrustProxy) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}
