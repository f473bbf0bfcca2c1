import type { FastifyInstance } from 'fastify';
import type { Availability, ReadinessReport } from './availability';

/** GET /api/ready: what a load balancer or orchestrator asks before sending traffic. */
export interface ReadinessResponse {
  status: 'ready' | 'unavailable';
  database: ReadinessReport['database'];
  redis: ReadinessReport['redis'];
}

/**
 * 200 when the database and (if configured) Redis answer now; 503 naming the one that
 * does not, e.g. { "status": "unavailable", "database": "up", "redis": "down" }.
 */
export function registerReadinessRoute(app: FastifyInstance, availability: Availability): void {
  app.get('/api/ready', async (request, reply) => {
    const report = await availability.check();
    if (!report.ready) request.log.warn({ readiness: report }, 'not ready');
    const body: ReadinessResponse = {
      status: report.ready ? 'ready' : 'unavailable',
      database: report.database,
      redis: report.redis,
    };
    return reply
      .status(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
