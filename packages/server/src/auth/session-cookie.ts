import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'trivia_session';

export interface CookiePolicy {
  /** Secure cookies when the public URL is https. */
  secure: boolean;
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 200 ? token : undefined;
}

export function setSessionCookie(
  reply: FastifyReply,
  policy: CookiePolicy,
  token: string,
  expiresAt: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: policy.secure,
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: policy.secure,
  });
}
