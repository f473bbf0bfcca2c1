import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/current-user';
import { NoQuery } from '../http/request-schemas';
import { parseInput } from '../http/validation';
import {
  libraryVersion,
  loadOfflineLibrary,
  newBundleKey,
  sealLibrary,
} from '../offline/offline-bundle';

const gzipAsync = promisify(gzip);

/** True when an If-None-Match header names `etag` (or is "*"). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * GET /api/offline-bundle: the Offline Party Pack's whole content for a signed-in user, their
 * own topics included (TOPIC-7; 401 "No user logged in" without a session), answers sealed
 * (VIEW-7). The ETag is the bundle's version: a browser that has it gets 304 and downloads
 * nothing. `private, no-cache`: no shared cache keeps it, and the browser asks again before
 * reusing it. Sent gzipped to browsers that accept it (the server has no general compression
 * of API answers).
 */
export function registerOfflineBundleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/offline-bundle', async (request, reply) => {
    const { user } = requireUser(request);
    parseInput(NoQuery, request.query);
    const library = await loadOfflineLibrary(ctx.db, user.id);
    const version = libraryVersion(library);
    const etag = `"${version}"`;
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const body = JSON.stringify(sealLibrary(library, version, newBundleKey()));
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    // About 100 KB for the shipped library: gzip halves what a phone downloads.
    if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(body);
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(body));
  });
}
