import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../storage/schema';
import { extendSession, findSessionByToken, type SessionRecord } from '../storage/sessions';
import { findUserById, type UserRecord } from '../storage/users';
import { HttpError } from '../http/http-error';
import { readSessionToken, setSessionCookie, type CookiePolicy } from './session-cookie';

export interface Auth {
  session: SessionRecord;
  user: UserRecord;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (guest or Google) of this request, or null. */
    auth: Auth | null;
  }
}

export interface SessionOptions extends CookiePolicy {
  ttlMs: number;
  /** A guest's session lifetime (AUTH-4): an idle guest ends sooner than an account. */
  guestTtlMs: number;
  now: () => number;
}

/**
 * Resolves the session cookie of every API request. Sessions slide: once less than half
 * of the lifetime (a guest's or an account's) is left, the expiry moves forward and the
 * cookie is re-sent.
 */
export function installCurrentUser(app: FastifyInstance, db: Db, options: SessionOptions): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    request.auth = await loadAuth(db, request, options.now());
    const session = request.auth?.session;
    if (!session) return;
    const now = options.now();
    const ttlMs = request.auth?.user.isGuest ? options.guestTtlMs : options.ttlMs;
    if (session.expiresAt - now < ttlMs / 2) {
      const expiresAt = now + ttlMs;
      await extendSession(db, session.id, expiresAt);
      setSessionCookie(reply, options, readSessionToken(request) ?? '', expiresAt);
    }
  });
}

/** The user behind a session token (also for WebSocket handshakes), or null. */
export async function authenticateToken(
  db: Db,
  token: string | undefined,
  now: number,
): Promise<Auth | null> {
  if (!token) return null;
  const session = await findSessionByToken(db, token, now);
  if (!session) return null;
  const user = await findUserById(db, session.userId);
  return user ? { session, user } : null;
}

function loadAuth(db: Db, request: FastifyRequest, now: number): Promise<Auth | null> {
  return authenticateToken(db, readSessionToken(request), now);
}

export function requireUser(request: FastifyRequest): Auth {
  if (!request.auth) throw new HttpError(401, 'No user logged in');
  return request.auth;
}
