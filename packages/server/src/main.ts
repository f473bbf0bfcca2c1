import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { openPreparedDatabase } from './storage/prepare';
import { gameTypes, topics } from '@trivia/content';

/**
 * The one place that reads the environment and listens (STYLE.md 3): parse the
 * configuration, migrate, load the catalog, serve, and drain on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  const config = parseConfigOrExit();
  const { database, catalog } = await openPreparedDatabase(config, { gameTypes, topics });
  const app = await buildApp(config, { database, expirySweep: true });
  app.log.info({ storage: database.kind, catalog }, 'database ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close(); // stops accepting, lets requests in flight finish, stops the sweep
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
}

function parseConfigOrExit() {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${String(error)}\n`);
  process.exit(1);
});
