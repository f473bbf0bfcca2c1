import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { signInWithProfile } from '../auth/google-account';
import { CALLBACK_PATH, LOGIN_TTL_MS, type OidcSignIn } from '../auth/oidc-client';
import { POPUP_PAGE_CSP, renderPopupPage } from '../auth/popup-page';
import { safeNextPath } from '../auth/safe-next';
import { setSessionCookie } from '../auth/session-cookie';
import { limitPerMinute } from '../http/rate-limits';
import { GoogleCallbackQuery, GoogleStartQuery } from '../http/request-schemas';
import { parseInput } from '../http/validation';
import { GOOGLE_NOT_SET_UP } from './guest-routes';

/** Binds a sign-in attempt to the browser that started it (against login CSRF). */
const LOGIN_COOKIE = 'trivia_oidc';
const LOGIN_COOKIE_PATH = '/api/auth/google';
const TRY_AGAIN = 'Google sign-in failed. Please try again.';

interface Outcome {
  popup: boolean | undefined;
  nextPath: string;
}

/** Google sign-in: start (redirect to the provider) and callback (popup page or redirect). */
export function registerGoogleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limit = { config: limitPerMinute(ctx.rateLimits.signInPerMinute) };

  app.get('/api/auth/google/start', limit, async (request, reply) => {
    const query = parseInput(GoogleStartQuery, request.query);
    const outcome = {
      popup: query.popup === '1' || query.popup === 'true',
      nextPath: safeNextPath(query.next),
    };
    if (!ctx.oidc) return fail(reply, outcome, GOOGLE_NOT_SET_UP);
    try {
      const { loginId, url } = await ctx.oidc.start({ ...outcome, now: ctx.now() });
      reply.setCookie(LOGIN_COOKIE, loginId, loginCookieOptions(ctx));
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    } catch (error) {
      request.log.warn({ err: error }, 'google sign-in could not start');
      return fail(
        reply,
        outcome,
        'Google sign-in is unavailable right now. Please try again later.',
      );
    }
  });

  app.get(CALLBACK_PATH, limit, async (request, reply) => {
    const query = parseInput(GoogleCallbackQuery, request.query);
    const oidc = ctx.oidc;
    // Without the attempt we do not know the mode: the popup page handles both.
    const unknown: Outcome = { popup: undefined, nextPath: '/' };
    if (!oidc) return fail(reply, unknown, GOOGLE_NOT_SET_UP);
    const login = await oidc.takeLogin(request.cookies[LOGIN_COOKIE], ctx.now());
    reply.clearCookie(LOGIN_COOKIE, { path: LOGIN_COOKIE_PATH });
    if (!login) return fail(reply, unknown, 'This sign-in has expired. Please try again.');
    const outcome: Outcome = { popup: login.popup, nextPath: login.nextPath };
    if (query.error) {
      const cancelled = query.error === 'access_denied';
      return fail(reply, outcome, cancelled ? 'Google sign-in was cancelled.' : TRY_AGAIN);
    }
    return completeSignIn(ctx, oidc, request, reply, { login, outcome });
  });
}

async function completeSignIn(
  ctx: AppContext,
  oidc: OidcSignIn,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { login: Parameters<OidcSignIn['finish']>[0]; outcome: Outcome },
) {
  try {
    const callbackUrl = new URL(request.url, ctx.config.publicUrl);
    const profile = await oidc.finish(input.login, callbackUrl);
    const signedIn = await signInWithProfile(ctx.db, {
      profile,
      previous: request.auth,
      now: ctx.now(),
      ttlMs: ctx.config.sessionTtlMs,
    });
    request.log.info({ userId: signedIn.user.id, created: signedIn.created }, 'google sign-in');
    setSessionCookie(reply, ctx.cookies, signedIn.token, signedIn.expiresAt);
  } catch (error) {
    request.log.warn({ err: error }, 'google sign-in failed');
    return fail(reply, input.outcome, TRY_AGAIN);
  }
  if (input.outcome.popup) {
    return sendPopupPage(reply, { ok: true, fallbackUrl: input.outcome.nextPath });
  }
  return reply.header('cache-control', 'no-store').redirect(input.outcome.nextPath, 302);
}

function fail(reply: FastifyReply, outcome: Outcome, message: string) {
  const loginPage = `/login?error=${encodeURIComponent(message)}`;
  if (outcome.popup === false)
    return reply.header('cache-control', 'no-store').redirect(loginPage, 302);
  return sendPopupPage(reply, { ok: false, error: message, fallbackUrl: loginPage });
}

function sendPopupPage(reply: FastifyReply, result: Parameters<typeof renderPopupPage>[0]) {
  return (
    reply
      .header('content-security-policy', POPUP_PAGE_CSP)
      // The popup must keep its link to the opener after visiting the provider.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPopupPage(result))
  );
}

function loginCookieOptions(ctx: AppContext) {
  return {
    path: LOGIN_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.cookies.secure,
    maxAge: LOGIN_TTL_MS / 1000,
  };
}
