import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * AUTH-9: refuses state-changing requests that do not come from the app itself: the browser's
 * Origin must be the public origin or the origin the request was addressed to (the same
 * server reached by a LAN address), or Sec-Fetch-Site must say same-origin.
 */
export function installCsrfCheck(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, publicUrl)) {
      throw new HttpError(403, 'Cross-site request refused');
    }
  });
}

export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin) return origin === publicUrl || origin === addressedOrigin(request);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

function addressedOrigin(request: FastifyRequest): string | null {
  const host = request.host;
  return host ? `${request.protocol}://${host}` : null;
}
