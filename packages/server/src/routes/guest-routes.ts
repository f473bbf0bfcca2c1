import type { FastifyInstance } from 'fastify';
import { normalizeName } from '@trivia/game';
import { GuestRequest } from '@trivia/protocol';
import type { AuthConfigResponse, UserResponse } from '@trivia/protocol';
import { HttpError } from '../http/http-error';
import type { AppContext } from '../app-context';
import { generateGuestName } from '../auth/guest-names';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { AddressBudget, tryAgainIn } from '../http/address-budget';
import { limitPerMinute } from '../http/rate-limits';
import { EmptyBody } from '../http/request-schemas';
import { parseInput } from '../http/validation';
import { closeUserConnections } from '../realtime/user-connections';
import { createSession, deleteSession, deleteSessionsOfUser } from '../storage/sessions';
import { createGuestUser, deleteUser, updateDisplayName } from '../storage/users';
import { toUserDto } from './user-dto';

/** The guest's chosen name under the name rule (NAME-1 to NAME-5), or null to make one up. */
function guestName(raw: unknown): string | null {
  const body = raw === undefined || raw === null ? {} : parseInput(GuestRequest, raw);
  if (body.displayName === undefined) return null;
  const checked = normalizeName(body.displayName, 'display');
  if (!checked.ok) throw new HttpError(400, checked.error);
  return checked.name;
}

export const GOOGLE_NOT_SET_UP = 'Google sign-in is not set up on this server';

/** Sign-in configuration, guest sessions and sign-out. */
export function registerGuestRoutes(app: FastifyInstance, ctx: AppContext): void {
  // LIMIT-6: besides AUTH_RATE_LIMIT a minute, a few hundred guests an hour per address (a
  // school behind one address fits); a flood of throwaway guests does not.
  const newGuests = new AddressBudget(ctx.config.storage.guestsPerAddressPerHour, 3_600_000);
  app.get('/api/auth/config', async () => {
    const body: AuthConfigResponse = {
      google: ctx.oidc ? { enabled: true } : { enabled: false, reason: GOOGLE_NOT_SET_UP },
    };
    return body;
  });

  app.post(
    '/api/auth/guest',
    { config: limitPerMinute(ctx.rateLimits.guestPerMinute) },
    async (request, reply) => {
      const chosen = guestName(request.body);
      const previous = request.auth?.session;
      const now = ctx.now();
      // Continuing as a guest again keeps the same guest (and their history), with the name
      // they chose now, which reaches their parties live (NAME-9).
      if (request.auth?.user.isGuest) {
        const guest = request.auth.user;
        const renamed =
          chosen !== null && chosen !== guest.displayName
            ? await updateDisplayName(ctx.db, guest.id, chosen)
            : null;
        if (renamed && app.hasDecorator('realtime')) {
          await app.realtime.service.renameEverywhere(guest.id, renamed.displayName);
        }
        // AUTH-2: the cookie may have been planted (session fixation), so its token is
        // replaced and every socket it opened is closed (the browser's own reconnects).
        const fresh = await ctx.db.transaction().execute(async (trx) => {
          await deleteSessionsOfUser(trx, guest.id);
          return createSession(trx, {
            userId: guest.id,
            now,
            ttlMs: ctx.config.storage.guestSessionTtlMs,
          });
        });
        if (app.hasDecorator('realtime')) {
          const { io } = app.realtime;
          // Once the new cookie is on its way, so another tab reconnects with it.
          reply.raw.once('close', () => closeUserConnections(io, guest.id));
        }
        setSessionCookie(reply, ctx.cookies, fresh.token, fresh.session.expiresAt);
        const body: UserResponse = { user: toUserDto(renamed ?? guest) };
        return reply.send(body);
      }
      const retryInMs = newGuests.take(request.ip, 1, now);
      if (retryInMs > 0) {
        throw new HttpError(429, `Too many new guests from your network. ${tryAgainIn(retryInMs)}`);
      }
      const displayName = chosen ?? generateGuestName();
      const { user, token, expiresAt } = await ctx.db.transaction().execute(async (trx) => {
        if (previous) await deleteSession(trx, previous.id);
        const guest = await createGuestUser(trx, { displayName, now });
        const created = await createSession(trx, {
          userId: guest.id,
          now,
          ttlMs: ctx.config.storage.guestSessionTtlMs,
        });
        return { user: guest, token: created.token, expiresAt: created.session.expiresAt };
      });
      setSessionCookie(reply, ctx.cookies, token, expiresAt);
      const body: UserResponse = { user: toUserDto(user) };
      return reply.send(body);
    },
  );

  app.post('/api/auth/signout', async (request, reply) => {
    parseInput(EmptyBody, request.body);
    const auth = request.auth;
    if (auth) {
      await ctx.db.transaction().execute(async (trx) => {
        await deleteSession(trx, auth.session.id);
        // A guest exists only for their session: ending it ends the guest.
        if (auth.user.isGuest) await deleteUser(trx, auth.user.id);
      });
    }
    clearSessionCookie(reply, ctx.cookies);
    return reply.status(204).send();
  });
}
