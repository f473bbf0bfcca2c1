import type { FastifyInstance } from 'fastify';
import { isJoinableBy, isValidPartyCode } from '@trivia/game';
import type { PartyLookupResponse } from '@trivia/protocol';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/http-error';
import { limitPerMinute } from '../http/rate-limits';
import { NoQuery, PartyCodeParams } from '../http/request-schemas';
import { parseInput } from '../http/validation';

export const INVALID_PARTY_CODE = 'A party code is 6 letters and digits';

/**
 * JOIN-6: Home asks whether a code names a party the visitor could join before it
 * makes them a guest, so a wrong code creates nothing. Read-only, and it answers only what a
 * join would (yes or no, never why); limited per address like guest sign-in (LIMIT-6), so
 * guessing codes here is no cheaper than joining (36^6 codes: at 30 a minute, years per live
 * party).
 */
export function registerPartyLookupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/parties/:code/joinable',
    { config: limitPerMinute(ctx.rateLimits.partyLookupPerMinute) },
    async (request, reply) => {
      parseInput(NoQuery, request.query);
      // The answer changes with the party and the visitor: never from a cache.
      void reply.header('cache-control', 'no-store');
      const { code } = parseInput(PartyCodeParams, request.params);
      if (!isValidPartyCode(code)) throw new HttpError(400, INVALID_PARTY_CODE);
      const state = app.hasDecorator('realtime')
        ? await app.realtime.service.loadState(code)
        : null;
      const body: PartyLookupResponse = {
        joinable: isJoinableBy(state, request.auth?.user.id ?? null, ctx.now()),
      };
      return body;
    },
  );
}
