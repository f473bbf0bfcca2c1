import type { FastifyInstance } from 'fastify';

/**
 * What the browser may use: fullscreen (the big screen) and the clipboard (copy a link) on
 * our own pages, nothing else.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
  'fullscreen=(self)',
  'clipboard-write=(self)',
].join(', ');

/** The signed-in user's own data: never kept by a shared or browser HTTP cache. */
function isPrivateApi(url: string): boolean {
  return url === '/api/me' || url.startsWith('/api/me/') || url.startsWith('/api/me?');
}

/** Headers every response carries beyond helmet's: Permissions-Policy, no-store on /api/me*. */
export function installResponsePolicies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isPrivateApi(request.url)) reply.header('cache-control', 'no-store');
  });
}
