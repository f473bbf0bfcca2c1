import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSessionToken } from '../auth/session-cookie';
import { SERVER_ROOT } from '../server-root';
import { loadRoutePages, pageFileFor, type RoutePage } from './route-pages';

/** Where `npm run build -w @trivia/web` puts the web app. */
export const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

export const NOT_BUILT_MESSAGE =
  'The Trivia Games web app is not built yet. Run `npm run build -w @trivia/web` ' +
  '(or start with `npm start` from the repository root), then reload this page.\n';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything that is not content-hashed (index.html, sw.js, the manifest) is revalidated
// on every load, so a new release and its service worker are picked up at once.
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app with index.html as the SPA fallback, and answers unknown API
 * routes with a JSON 404. Without a build, pages explain how to make one.
 */
export async function registerStaticSite(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  const routePages = built ? loadRoutePages(webDist) : [];
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      // The build writes .br and .gz copies of its text files: sent when the browser
      // accepts them, the file itself otherwise.
      preCompressed: true,
      // Source maps stay on the server (for error reports), never served: they are the
      // whole source of the app.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webDist, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
        // A page's copy depends on the session cookie (sendPage): no shared cache mixes them.
        reply.header(
          'vary',
          relative.endsWith('.html') ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return reply.status(404).send({ error: 'Not found' });
    if (!isPageRequest(request)) return reply.status(404).type('text/plain').send('Not found\n');
    if (!built) return reply.status(503).type('text/plain').send(NOT_BUILT_MESSAGE);
    return sendPage(request, reply, routePages);
  });
}

/** index.html, or the route's own copy of it with its preloads (route-pages.ts). */
function sendPage(request: FastifyRequest, reply: FastifyReply, routePages: RoutePage[]) {
  const pathname = request.url.split('?')[0] ?? '/';
  const signedIn = readSessionToken(request) !== undefined;
  reply.header('cache-control', REVALIDATE);
  return reply.sendFile(pageFileFor(routePages, pathname, signedIn));
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A client-side route (no file extension) fetched with GET or HEAD gets index.html. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}
