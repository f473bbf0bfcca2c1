import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@trivia/protocol';
import type { AppContext } from '../app-context';
import { SERVER_VERSION } from '../version';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (request, reply) => {
    const healthy = await isDatabaseReachable(ctx);
    if (!healthy) request.log.warn('health check: database unreachable');
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

async function isDatabaseReachable(ctx: AppContext): Promise<boolean> {
  try {
    await sql`select 1`.execute(ctx.db);
    return true;
  } catch (_unreachable) {
    return false;
  }
}
