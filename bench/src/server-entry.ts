/**
 * One server under test, forked by server-under-test.ts: the real app started as main.ts
 * starts it (configuration from the environment, migrated database, built-in catalog),
 * answering the bench's IPC requests for its memory, CPU and a forced gc.
 */
import type { AddressInfo } from 'node:net';
import { gameTypes, topics } from '@trivia/content';
import { buildApp, openPreparedDatabase, parseConfig } from '@trivia/server';
import { announceReady, serveRequests } from './ipc';
import { statsHandlers } from './process-stats';

const config = parseConfig(process.env);
const { database } = await openPreparedDatabase(config, { gameTypes, topics });
const app = await buildApp(config, { database, expirySweep: true });
await app.listen({ port: config.port, host: config.host });

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
serveRequests(
  statsHandlers(() => app.realtime.io.engine.clientsCount),
  () => void stop(),
);
announceReady({ port: (app.server.address() as AddressInfo).port, storage: database.kind });
