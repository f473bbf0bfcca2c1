import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../../src/app';
import { parseConfig } from '../../../src/config';
import type { Realtime, RealtimeOptions } from '../../../src/realtime/attach-realtime';
import { loadBuiltinCatalog } from '../../../src/storage/catalog-import';
import type { Database } from '../../../src/storage/database';
import { makeContent } from '../../support/builders';
import { getFreePort } from '../../support/free-port';
import { storageTargets, type TestDatabase } from '../../support/storage-targets';
import { TEST_LIMITS } from '../../realtime/support/realtime-app';
import { eventually, services, uniquePrefix } from './scale-services';

/** One server instance of a cluster, built in this process. */
export interface Instance {
  url: string;
  app: FastifyInstance;
  realtime: Realtime;
  close(): Promise<void>;
}

export interface InstanceOptions {
  database: Database;
  redisUrl: string;
  prefix: string;
  now?: () => number;
  realtime?: RealtimeOptions;
  expirySweep?: AppDeps['expirySweep'];
  /** Wait until /api/ready says 200 (default true). */
  waitReady?: boolean;
}

/** The real app with REDIS_URL set, on 127.0.0.1 and a free port, over a shared database. */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trivia-scale-'));
  const config = parseConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.prefix,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, {
    database: options.database,
    webDist: path.join(dataDir, 'no-web-build'),
    ...(options.now ? { now: options.now } : {}),
    expirySweep: options.expirySweep ?? false,
    realtime: { limits: TEST_LIMITS, ...options.realtime },
  });
  await app.listen({ port, host: '127.0.0.1' });
  const instance: Instance = {
    url,
    app,
    realtime: app.realtime,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (options.waitReady !== false) await waitUntilReady(url);
  return instance;
}

export async function waitUntilReady(url: string, timeoutMs = 15_000): Promise<void> {
  await eventually(
    async () => (await fetch(`${url}/api/ready`)).status === 200,
    `${url} is ready`,
    timeoutMs,
  );
}

/** A fresh, migrated PostgreSQL schema with the test catalog (test/support/builders). */
export async function openSharedDatabase(): Promise<TestDatabase> {
  const target = storageTargets().find((t) => t.kind === 'postgres');
  if (target === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const testDatabase = await target.open();
  await loadBuiltinCatalog(testDatabase.database.db, makeContent());
  return testDatabase;
}

export interface Cluster {
  instances: Instance[];
  database: Database;
  prefix: string;
  close(): Promise<void>;
}

/** `size` instances sharing one PostgreSQL schema and one Redis (under a prefix of their own). */
export async function startCluster(
  options: Omit<InstanceOptions, 'database' | 'redisUrl' | 'prefix'> & {
    size: number;
    redisUrl?: string;
  },
): Promise<Cluster> {
  const { size, redisUrl = services.redisUrl, ...rest } = options;
  const testDatabase = await openSharedDatabase();
  const prefix = uniquePrefix();
  const instances: Instance[] = [];
  try {
    for (let i = 0; i < size; i += 1) {
      instances.push(
        await startInstance({ ...rest, database: testDatabase.database, redisUrl, prefix }),
      );
    }
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.close()));
    await testDatabase.dispose();
    throw error;
  }
  return {
    instances,
    database: testDatabase.database,
    prefix,
    async close() {
      await Promise.all(instances.map((instance) => instance.close()));
      await testDatabase.dispose();
    },
  };
}
