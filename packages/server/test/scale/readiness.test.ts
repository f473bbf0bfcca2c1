import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../../src/scale/availability';
import { openDatabase, type Database } from '../../src/storage/database';
import { storageTargets, type TestDatabase } from '../support/storage-targets';
import { startTestApp } from '../support/test-app';
import { closeAll, must, type Player } from '../realtime/support/party-flow';
import { openSharedDatabase, startInstance, type Instance } from './support/cluster';
import { playerOn } from './support/players';
import { RedisServer } from './support/redis-server';
import {
  describeScaleOut,
  eventually,
  readinessOf,
  services,
  uniquePrefix,
} from './support/scale-services';
import { TcpProxy } from './support/tcp-proxy';

const sqlite = storageTargets().find((target) => target.kind === 'sqlite');

describe('GET /api/ready, embedded (SQLite, no Redis)', () => {
  it('is ready when the database answers; Redis is not configured', async () => {
    if (sqlite === undefined) throw new Error('no SQLite target');
    const testApp = await startTestApp({ target: sqlite, deps: { realtime: false } });
    try {
      expect(await readinessOf(testApp.url)).toEqual({
        status: 200,
        body: { status: 'ready', database: 'up', redis: 'not configured' },
      });
    } finally {
      await testApp.close();
    }
  });
});

describeScaleOut('health and readiness when PostgreSQL or Redis goes away', () => {
  let shared: TestDatabase;
  let proxy: TcpProxy;
  let redis: RedisServer;
  let database: Database;
  let instance: Instance;
  let host: Player;
  let guest: Player;
  let code: string;
  beforeAll(async () => {
    shared = await openSharedDatabase();
    const postgres = new URL(services.postgresUrl);
    proxy = await TcpProxy.start({ host: postgres.hostname, port: Number(postgres.port || 5432) });
    postgres.host = `127.0.0.1:${proxy.port}`;
    // This instance reaches PostgreSQL through the proxy, so the test can cut it off.
    const pgSchema = shared.database.pgSchema;
    database = await openDatabase({ databaseUrl: postgres.toString(), dataDir: '', pgSchema });
    redis = await RedisServer.start();
    instance = await startInstance({ database, redisUrl: redis.url, prefix: uniquePrefix() });
    host = await playerOn(shared.database.db, instance.url, 'Hana');
    code = (await must(host, 'createParty', {})).code ?? '';
    guest = await playerOn(shared.database.db, instance.url, 'Guest');
    await must(guest, 'joinParty', { code });
  }, 30_000);
  afterAll(async () => {
    closeAll(host, guest);
    await instance?.close();
    await database?.close();
    await proxy?.cut();
    await redis?.stop();
    await shared?.dispose();
  });

  const expectReadiness = async (status: number, body: object) => {
    await eventually(async () => (await readinessOf(instance.url)).status === status, 'readiness');
    expect(await readinessOf(instance.url)).toEqual({ status, body });
    const health = await fetch(`${instance.url}/api/health`);
    expect(health.status).toBe(status);
    expect(await health.json()).toEqual({
      status: status === 200 ? 'ok' : 'degraded',
      version: '0.1.0',
      storage: 'postgres',
    });
  };
  const startGame = (commandId = randomUUID()) =>
    host.client.send('startGame', { code }, commandId);

  it('Redis down: reported, commands refused; back by itself when Redis returns', async () => {
    await expectReadiness(200, { status: 'ready', database: 'up', redis: 'up' });
    await redis.stop();
    await expectReadiness(503, { status: 'unavailable', database: 'up', redis: 'down' });
    expect(await startGame()).toMatchObject({ ok: false, error: SERVICE_UNAVAILABLE });
    await redis.restart();
    await expectReadiness(200, { status: 'ready', database: 'up', redis: 'up' });
  }, 30_000);

  it('PostgreSQL unreachable: reported, commands refused; back by itself when it answers', async () => {
    await proxy.cut();
    // Refused whether the monitor noticed first or the command's own query failed.
    const commandId = randomUUID();
    expect(await startGame(commandId)).toEqual({
      type: 'ack',
      commandId,
      ok: false,
      error: SERVICE_UNAVAILABLE,
    });
    await expectReadiness(503, { status: 'unavailable', database: 'down', redis: 'up' });
    expect(await startGame(commandId)).toMatchObject({ ok: false, error: SERVICE_UNAVAILABLE });
    await proxy.restore();
    await expectReadiness(200, { status: 'ready', database: 'up', redis: 'up' });
    // The same command, retried as the message says: now it is applied.
    expect(await startGame(commandId)).toMatchObject({ ok: true });
    await host.client.waitForView(code, (v) => v.view.party.status === 'choosing');
  }, 30_000);
});
