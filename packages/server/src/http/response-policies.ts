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

/**
 * The signed-in user's own data: their profile and stats, and My Topics and packs, which
 * carry answers. The offline bundle sets its own `private, no-cache` (its answers
 * are sealed, and the browser revalidates it by ETag).
 */
const PRIVATE_APIS = ['/api/me', '/api/my-topics', '/api/my-packs', '/api/shared-packs'];

/** Never kept by a shared or browser HTTP cache. */
export function isPrivateApi(url: string): boolean {
  return PRIVATE_APIS.some(
    (base) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`),
  );
}

/** Headers every response carries beyond helmet's: Permissions-Policy, no-store on PRIVATE_APIS. */
export function installResponsePolicies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isPrivateApi(request.url)) reply.header('cache-control', 'no-store');
  });
}
