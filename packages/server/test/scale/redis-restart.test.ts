import { randomUUID } from 'node:crypto';
import { ONLINE_TIME_EXPIRED } from '@trivia/game';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../../src/scale/availability';
import { beginGame, closeAll, must } from '../realtime/support/party-flow';
import { startCluster, type Cluster, type Instance } from './support/cluster';
import { expectOrderedUpTo, playerOn, reconnectTo } from './support/players';
import { RedisServer } from './support/redis-server';
import { describeScaleOut, eventually, readinessOf } from './support/scale-services';

describeScaleOut('Redis restarts mid-game', () => {
  let redis: RedisServer;
  let cluster: Cluster;
  let offset = 0;
  beforeAll(async () => {
    redis = await RedisServer.start();
    cluster = await startCluster({
      size: 2,
      redisUrl: redis.url,
      now: () => Date.now() + offset,
      realtime: { turnTimer: { intervalMs: 50, graceMs: 0 } },
    });
  }, 30_000);
  afterAll(async () => {
    await cluster?.close();
    await redis?.stop();
  });

  it('the instances say so, refuse commands meanwhile, recover by themselves, and the game goes on', async () => {
    const [a, b] = cluster.instances as [Instance, Instance];
    const { db } = cluster.database;
    const host = await playerOn(db, a.url, 'Hana'); // team-1, on A
    const bea = await playerOn(db, b.url, 'Bea'); // team-2, on B
    const code = (await must(host, 'createParty', {})).code ?? '';
    await must(bea, 'joinParty', { code });
    const watcher = await reconnectTo(b.url, host); // the host also watches from B
    await must(watcher, 'subscribe', { code });
    await beginGame(host, code);
    await must(host, 'guess', { code, text: 'pacific', turn: 1 });
    await bea.client.waitForView(code, (v) => v.view.guesses.length === 1);

    await redis.stop();
    const redisDown = {
      status: 503,
      body: { status: 'unavailable', database: 'up', redis: 'down' },
    };
    for (const instance of [a, b]) {
      await eventually(async () => (await readinessOf(instance.url)).status === 503, 'not ready');
      expect(await readinessOf(instance.url)).toEqual(redisDown);
      const health = await fetch(`${instance.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'degraded' });
    }
    const refusedId = randomUUID();
    expect(await bea.client.send('guess', { code, text: 'atlantic', turn: 2 }, refusedId)).toEqual({
      type: 'ack',
      commandId: refusedId,
      ok: false,
      error: SERVICE_UNAVAILABLE,
    });
    // The server's own work goes on: team-2's turn times out, on A or B, while Redis is away.
    offset += 61_000;
    await eventually(
      async () => (await a.realtime.service.loadState(code))?.guesses.length === 2,
      'the turn timed out',
    );

    await redis.restart();
    for (const instance of [a, b]) {
      await eventually(async () => (await readinessOf(instance.url)).status === 200, 'ready again');
    }
    // The time-out the bus could not carry reaches the viewers on both instances.
    for (const viewer of [host, bea, watcher]) {
      await viewer.client.waitForView(code, (v) => v.view.guesses.length === 2, 10_000);
    }
    await must(host, 'guess', { code, text: 'atlantic', turn: 3 });
    await must(bea, 'guess', { code, text: 'indian', turn: 4 });
    const final = await a.realtime.service.loadState(code);
    if (final === null) throw new Error('party gone');
    expect(final.guesses.map((g) => [g.turn, g.text, g.timedOut])).toEqual([
      [1, 'pacific', false],
      [2, ONLINE_TIME_EXPIRED, true],
      [3, 'atlantic', false],
      [4, 'indian', false],
    ]);
    for (const viewer of [host, bea, watcher]) {
      await viewer.client.waitForView(code, (v) => v.version === final.party.version);
      expectOrderedUpTo(viewer, code, final);
    }
    closeAll(host, bea, watcher);
  }, 60_000);
});
