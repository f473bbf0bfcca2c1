import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { shutdownOnSignals } from './shutdown';
import { listenWhileStarting } from './startup-server';
import { openPreparedDatabase } from './storage/prepare';
import { gameTypes, topics } from '@trivia/content';

/**
 * The one place that reads the environment and listens: parse the
 * configuration, answer 503 "starting" while migrating and loading the catalog, serve,
 * and drain on SIGTERM/SIGINT (shutdown.ts).
 */
async function main(): Promise<void> {
  const config = parseConfigOrExit();
  const starting = await listenWhileStarting(config);
  const { database, catalog } = await openPreparedDatabase(config, { gameTypes, topics }).catch(
    async (error: unknown) => {
      await starting.close();
      throw error;
    },
  );
  const app = await buildApp(config, { database, expirySweep: true });
  app.log.info({ storage: database.kind, catalog }, 'database ready');
  shutdownOnSignals(app, database);

  try {
    await starting.close();
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
