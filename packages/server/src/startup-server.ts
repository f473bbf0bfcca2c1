import Fastify from 'fastify';
import type { Config } from './config';
import { loggerOptions } from './logging';

/** What the port answers while the server starts (GET /api/ready, /api/health, anything). */
export const STARTING_BODY = { status: 'starting' } as const;

/**
 * Holds the port while migrations run and the catalog loads: every request gets 503
 * `{ "status": "starting" }` with `Retry-After: 1`, so a load balancer or orchestrator
 * sees "not ready" instead of a refused connection. main.ts closes it, then the app
 * listens on the same port.
 */
export async function listenWhileStarting(
  config: Pick<Config, 'port' | 'host' | 'logLevel'>,
): Promise<{ close(): Promise<void> }> {
  const starting = Fastify(loggerOptions(config.logLevel));
  starting.all('*', async (_request, reply) =>
    reply
      .status(503)
      .header('retry-after', '1')
      .header('cache-control', 'no-store')
      .send(STARTING_BODY),
  );
  await starting.listen({ port: config.port, host: config.host });
  return { close: () => starting.close() };
}
