import { PROTOCOL_VERSION, type ConnectRefusal } from '@trivia/protocol';
import type { IncomingMessage } from 'node:http';
import { authenticateToken, type Auth } from '../auth/current-user';
import { SESSION_COOKIE } from '../auth/session-cookie';
import type { Db } from '../storage/schema';
import type { RealtimeSocket } from './realtime-types';

/** A refused connection: socket.io hands `data` to the client's connect_error. */
export function refusal(code: ConnectRefusal['code'], message: string): Error {
  const data: ConnectRefusal = { code, message, protocolVersion: PROTOCOL_VERSION };
  return Object.assign(new Error(code), { data });
}

/** The protocol version a client declared (handshake auth, or the query parameter v). */
export function declaredVersion(socket: RealtimeSocket): number | null {
  const auth = socket.handshake.auth as { protocolVersion?: unknown } | undefined;
  const value = auth?.protocolVersion ?? socket.handshake.query.v;
  const version = typeof value === 'string' ? Number(value) : value;
  return typeof version === 'number' && Number.isInteger(version) ? version : null;
}

/**
 * A browser's WebSocket carries the page's Origin: only the app itself (its public origin,
 * or the origin it was reached at) may connect with the user's cookie. Clients that send
 * no Origin (not browsers) are judged by their cookie alone.
 */
export function isAllowedOrigin(request: IncomingMessage, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const host = request.headers.host;
  return (
    origin === publicUrl ||
    (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`))
  );
}

/** The signed-in user behind the handshake's session cookie, or null. */
export async function authenticateHandshake(
  db: Db,
  cookieHeader: string | undefined,
  parseCookie: (header: string) => Record<string, string | undefined>,
  now: number,
): Promise<Auth | null> {
  if (!cookieHeader) return null;
  const token = parseCookie(cookieHeader)[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  return authenticateToken(db, token, now);
}
