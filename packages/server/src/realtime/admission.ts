import { PROTOCOL_VERSION, REALTIME_ERRORS } from '@trivia/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { hostPolicyOf, isServedHost, UNKNOWN_HOST } from '../http/host-check';
import type { PartyService } from '../parties/party-service';
import type { Db } from '../storage/schema';
import { clientAddress } from './client-address';
import { authenticateHandshake, declaredVersion, isAllowedOrigin, refusal } from './handshake';
import { holdPlaces, OpenPlaces } from './open-places';
import type { RealtimeLimits, TokenBuckets } from './rate-limiter';
import type { RealtimeServer } from './realtime-types';
import { admitsAnonymousScreen, ANONYMOUS_SCREEN_PREFIX, declaredScreen } from './screen-handshake';

export interface AdmissionDeps {
  config: Config;
  db: Db;
  service: PartyService;
  log: FastifyBaseLogger;
  limits: RealtimeLimits;
  failedJoinBuckets: TokenBuckets;
  now: () => number;
  parseCookie: (header: string) => Record<string, string | undefined>;
}

/**
 * Who may open a realtime connection: the app's own host name and origin, the current
 * protocol, a session (or a big screen's link, AUTH-6), and room under the caps on open
 * connections: per user, per client address and per screen link (LIMIT-5, so one address
 * cannot hold thousands of sockets). Each refusal is a ConnectRefusal the client shows.
 */
export function admitConnections(io: RealtimeServer, deps: AdmissionDeps): void {
  const { config, limits } = deps;
  const hosts = hostPolicyOf(config);
  const byUser = new OpenPlaces(limits.maxConnectionsPerUser);
  const byAddress = new OpenPlaces(limits.maxConnectionsPerAddress);
  const byScreenLink = new OpenPlaces(limits.maxScreensPerKey);
  const tooMany = (message: string) => refusal('too_many_connections', message);
  // The client left during authentication: nobody reads this (socket.io drops the socket).
  const gone = () => new Error('connection closed during the handshake');
  io.use((socket, next) => {
    if (!isServedHost(socket.request.headers, hosts)) {
      return next(refusal('forbidden_origin', UNKNOWN_HOST));
    }
    if (!isAllowedOrigin(socket.request, config.publicUrl)) {
      return next(refusal('forbidden_origin', REALTIME_ERRORS.forbiddenOrigin));
    }
    if (declaredVersion(socket) !== PROTOCOL_VERSION) {
      return next(refusal('reload_required', REALTIME_ERRORS.reloadRequired));
    }
    const address = clientAddress(
      socket.handshake.address,
      socket.handshake.headers['x-forwarded-for'],
      config.trustProxy,
    );
    // A flood from one address is turned away before any database work.
    if (byAddress.isFull(address)) return next(tooMany(REALTIME_ERRORS.tooManyFromAddress));
    authenticateHandshake(deps.db, socket.request.headers.cookie, deps.parseCookie, deps.now())
      .then(async (auth) => {
        if (auth === null) {
          // AUTH-6: no session, but maybe a big screen's link (screen-handshake.ts).
          const screen = declaredScreen(socket);
          if (screen === null) return next(refusal('unauthorized', REALTIME_ERRORS.unauthorized));
          if (!(await admitsAnonymousScreen(deps, screen, address))) {
            return next(refusal('unauthorized', REALTIME_ERRORS.screenKeyInvalid));
          }
          const link = `${screen.code} ${screen.key}`;
          if (byAddress.isFull(address)) return next(tooMany(REALTIME_ERRORS.tooManyFromAddress));
          if (byScreenLink.isFull(link)) return next(tooMany(REALTIME_ERRORS.tooManyScreens));
          if (
            !holdPlaces(socket, [
              [byAddress, address],
              [byScreenLink, link],
            ])
          )
            return next(gone());
          socket.data.userId = `${ANONYMOUS_SCREEN_PREFIX}${socket.id}`;
          socket.data.screen = true;
          socket.data.anonymousScreen = true;
          return next();
        }
        const userId = auth.user.id;
        if (byAddress.isFull(address)) return next(tooMany(REALTIME_ERRORS.tooManyFromAddress));
        if (byUser.isFull(userId)) return next(tooMany(REALTIME_ERRORS.tooManyConnections));
        if (
          !holdPlaces(socket, [
            [byAddress, address],
            [byUser, userId],
          ])
        )
          return next(gone());
        socket.data.userId = userId;
        next();
      })
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'realtime authentication failed');
        next(refusal('unauthorized', REALTIME_ERRORS.unauthorized));
      });
  });
}
