import type { FastifyInstance } from 'fastify';
import type { Database } from './storage/database';

/**
 * A graceful stop, in order: new HTTP requests get 503 and new realtime connections are
 * refused; the commands already taken are run and answered; every realtime client is
 * disconnected ("io server disconnect", so it reconnects, to another instance behind a
 * load balancer); requests in flight finish; the sweep, timer and Redis stop; the
 * database closes. Resolves with the time it took, in milliseconds.
 */
export async function shutdown(app: FastifyInstance, database: Database): Promise<number> {
  const started = performance.now();
  await app.close();
  await database.close();
  return Math.round(performance.now() - started);
}

/** SIGTERM or SIGINT: shut down once, log how long it took, exit 0 (1 if unclean). */
export function shutdownOnSignals(app: FastifyInstance, database: Database): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    shutdown(app, database).then(
      (drainMs) => {
        app.log.info({ drainMs }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'unclean shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
