import type { FastifyInstance } from 'fastify';
import { isHost } from '@trivia/game';
import {
  PAIRING_ERRORS,
  TvPairingStatusRequest,
  type HostedPartiesResponse,
  type TvPairingResponse,
  type TvPairingStatusResponse,
} from '@trivia/protocol';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/current-user';
import { HttpError } from '../http/http-error';
import { limitPerMinute } from '../http/rate-limits';
import { EmptyBody, NoQuery } from '../http/request-schemas';
import { parseInput } from '../http/validation';
import { countPendingPairings, createPairing, pollPairing } from '../storage/screen-pairings';

/** SCREEN-1: open codes one address may hold at once (a few TVs in one room). */
export const MAX_PENDING_PAIRINGS_PER_ADDRESS = 5;
/** SCREEN-4: the hosted parties listed to the QR path, at most, among so many looked at. */
const MAX_HOSTED_PARTIES = 10;
const MAX_PARTIES_LOOKED_AT = 50;

/**
 * TV pairing (docs/PROTOCOL.md "TV pairing"): a TV that never signed in asks for a short code
 * (SCREEN-1) and polls it with its secret token until the host's pairScreen binds it
 * (SCREEN-2); the QR path on the host's phone lists the parties they host (SCREEN-4). No
 * session is needed on the TV; every route is limited per address.
 */
export function registerTvPairingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/tv/pairings',
    { config: limitPerMinute(ctx.rateLimits.tvPairingPerMinute) },
    async (request, reply) => {
      parseInput(EmptyBody, request.body);
      void reply.header('cache-control', 'no-store');
      const now = ctx.now();
      if (
        (await countPendingPairings(ctx.db, request.ip, now)) >= MAX_PENDING_PAIRINGS_PER_ADDRESS
      ) {
        throw new HttpError(429, PAIRING_ERRORS.tooManyPending);
      }
      const pairing = await createPairing(ctx.db, request.ip, now);
      const body: TvPairingResponse = pairing;
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/api/tv/pairings/status',
    { config: limitPerMinute(ctx.rateLimits.tvPollPerMinute) },
    async (request, reply) => {
      const { code, token } = parseInput(TvPairingStatusRequest, request.body);
      void reply.header('cache-control', 'no-store');
      const status = await pollPairing(ctx.db, code, token, ctx.now());
      if (status === null) throw new HttpError(404, PAIRING_ERRORS.expired);
      const body: TvPairingStatusResponse = status;
      return body;
    },
  );

  app.get(
    '/api/tv/hosted-parties',
    { config: limitPerMinute(ctx.rateLimits.tvPollPerMinute) },
    async (request, reply) => {
      const { user } = requireUser(request);
      parseInput(NoQuery, request.query);
      void reply.header('cache-control', 'no-store');
      const parties: HostedPartiesResponse['parties'] = [];
      if (app.hasDecorator('realtime')) {
        const codes = (await app.realtime.service.partiesOf(user.id)).slice(
          0,
          MAX_PARTIES_LOOKED_AT,
        );
        for (const code of codes) {
          if (parties.length >= MAX_HOSTED_PARTIES) break;
          const state = await app.realtime.service.loadState(code);
          if (state !== null && isHost(state, user.id)) {
            const members = state.members.filter((m) => m.kickedAt === null).length;
            parties.push({ code, members });
          }
        }
      }
      const body: HostedPartiesResponse = { parties };
      return body;
    },
  );
}
