import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from './server-metrics';

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN:
 * `Authorization: Bearer <token>`. 404 when no token is configured (the route does not
 * exist), 401 without the right token.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: ServerMetrics,
  token: string | undefined,
): void {
  app.get('/metrics', async (request, reply) => {
    if (token === undefined) return reply.status(404).send({ error: 'Not found' });
    if (!isBearer(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'A valid metrics token is required.' });
    }
    const text = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}

function isBearer(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
