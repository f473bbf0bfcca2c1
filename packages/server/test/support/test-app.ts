import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import { parseConfig, type Config } from '../../src/config';
import { loadBuiltinCatalog, type BuiltinContent } from '../../src/storage/catalog-import';
import type { Database } from '../../src/storage/database';
import { ApiClient } from './api-client';
import { makeContent } from './builders';
import { getFreePort } from './free-port';
import type { StorageTarget } from './storage-targets';

export interface TestApp {
  url: string;
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** A new browser-like client (its own cookie jar). */
  client(): ApiClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  target: StorageTarget;
  /** Extra environment, e.g. the OIDC_* variables of a local provider. */
  env?: Record<string, string>;
  content?: BuiltinContent;
  /** A fixed port (when a provider must know the redirect URI first). */
  port?: number;
  deps?: Omit<AppDeps, 'database'>;
}

/** The real app on 127.0.0.1 and a real port, over a fresh database of the target kind. */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const port = options.port ?? (await getFreePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trivia-app-'));
  const config = parseConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const testDatabase = await options.target.open();
  await loadBuiltinCatalog(testDatabase.database.db, options.content ?? makeContent());
  const app = await buildApp(config, {
    webDist: path.join(dataDir, 'no-web-build'),
    ...options.deps,
    database: testDatabase.database,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    app,
    config,
    database: testDatabase.database,
    client: () => new ApiClient(url),
    async close() {
      await app.close();
      await testDatabase.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
