import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@trivia/protocol';
import type { AppContext } from '../app-context';
import { SERVER_VERSION } from '../version';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (request, reply) => {
    const report = await ctx.availability.check();
    const healthy = report.ready;
    if (!healthy) request.log.warn({ readiness: report }, 'health check: a dependency is down');
    const body: HealthResponse = {
      status: healthy ? 'ok' : 'degraded',
      version: SERVER_VERSION,
      storage: ctx.database.kind,
    };
    return reply
      .status(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
