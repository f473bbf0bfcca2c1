import { GET_READY_MS, PARTY_EXPIRY_MS } from '@trivia/game';
import { afterEach, expect, it } from 'vitest';
import { sweepExpired } from '../../src/maintenance/expiry-sweep';
import { withClusterLock } from '../../src/scale/cluster-lock';
import { countServerCommands } from '../../src/storage/command-ledger';
import { beginGame, closeAll, must, type Player } from '../realtime/support/party-flow';
import { startCluster, type Cluster, type Instance } from './support/cluster';
import { playerOn } from './support/players';
import { describeScaleOut } from './support/scale-services';

/**
 * Takes the cluster lock and keeps it until `release`: resolves once the lock is really held
 * (a try that finds it briefly taken is repeated), so the test never races its own set-up.
 */
async function holdClusterLock(
  database: Cluster['database'],
  name: string,
): Promise<{ held: Promise<string | null>; release: () => void }> {
  for (;;) {
    let release = () => {};
    let signal = () => {};
    const acquired = new Promise<'acquired'>((resolve) => {
      signal = () => resolve('acquired');
    });
    const held = withClusterLock(database, name, () => {
      const work = new Promise<string>((resolve) => {
        release = () => resolve('first');
      });
      signal();
      return work;
    });
    if ((await Promise.race([acquired, held])) === 'acquired')
      return { held, release: () => release() };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One clock for the whole cluster, moved forward by the tests. */
function sharedClock() {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => (offset += ms) };
}

describeScaleOut('server-side actions happen once across instances', () => {
  let cluster: Cluster | undefined;
  afterEach(async () => {
    await cluster?.close();
    cluster = undefined;
  }, 30_000);

  /** A game in play, 10 s turns: the host on A (team-1), a player on B (team-2). */
  async function playing(current: Cluster) {
    const [a, b] = current.instances as [Instance, Instance];
    const host = await playerOn(current.database.db, a.url, 'Hana');
    const guest = await playerOn(current.database.db, b.url, 'Guest');
    const { code } = await must(host, 'createParty', {});
    if (!code) throw new Error('no code');
    await must(guest, 'joinParty', { code });
    await beginGame(host, code, { turnSeconds: 10 });
    return { code, a, b, players: [host, guest] as Player[] };
  }

  async function stateOf(current: Cluster, code: string) {
    const state = await current.instances[0]?.realtime.service.loadState(code);
    if (!state) throw new Error(`party ${code} is gone`);
    return state;
  }

  it('[TURN-6] with both instances timing turns out, each turn times out exactly once', async () => {
    const clock = sharedClock();
    // Both timers look every 10 ms with no grace: as much contention as can be had.
    const turnTimer = { intervalMs: 10, graceMs: 0 };
    cluster = await startCluster({ size: 2, now: clock.now, realtime: { turnTimer } });
    const { code, players } = await playing(cluster);
    for (let round = 1; round <= 3; round += 1) {
      clock.advance(11_000);
      for (const player of players) {
        await player.client.waitForView(code, (v) => v.view.guesses.length === round);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300)); // any second time-out would land now
    const state = await stateOf(cluster, code);
    expect(state.guesses.map((g) => [g.turn, g.timedOut])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    expect(await countServerCommands(cluster.database.db, code, 'turn-timeout:')).toBe(3);
    closeAll(...players);
  }, 30_000);

  it('[TURN-6] racing claims of one due turn from both instances: one applies, the others find nothing due', async () => {
    const clock = sharedClock();
    cluster = await startCluster({ size: 2, now: clock.now, realtime: { turnTimer: false } });
    const { code, a, b, players } = await playing(cluster);
    // The first turn's clock starts after the get-ready moment.
    clock.advance(GET_READY_MS + 11_000);
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).realtime.service.timeOutNextDueTurn(0)),
    );
    expect(claims.filter((claim) => claim !== null)).toEqual([
      { code, outcome: { ok: true, result: { version: expect.any(Number) } } },
    ]);
    expect((await stateOf(cluster, code)).guesses).toHaveLength(1);
    closeAll(...players);
  }, 30_000);

  it('[PARTY-5] the expiry sweep runs on one instance at a time and deletes each expired party once', async () => {
    const clock = sharedClock();
    cluster = await startCluster({ size: 2, now: clock.now });
    const [a, b] = cluster.instances as [Instance, Instance];
    const { database } = cluster;
    for (let i = 0; i < 5; i += 1) {
      await (i % 2 ? a : b).realtime.service.createParty(
        { id: `u${i}`, displayName: 'H' },
        `c${i}`,
      );
    }
    clock.advance(PARTY_EXPIRY_MS + 1000);

    // While one instance holds the sweep's lock, the other skips instead of waiting.
    const { held, release } = await holdClusterLock(cluster.database, 'expiry-sweep');
    expect(await withClusterLock(database, 'expiry-sweep', async () => 'second')).toBeNull();
    release();
    expect(await held).toBe('first');

    const sweeps = await Promise.all(
      [a, b, a, b].map(() =>
        withClusterLock(database, 'expiry-sweep', () => sweepExpired(database.db, clock.now())),
      ),
    );
    const deleted = sweeps.reduce((sum, sweep) => sum + (sweep?.parties ?? 0), 0);
    expect(deleted).toBe(5);
    const left = await database.db.selectFrom('parties').select('code').execute();
    expect(left).toEqual([]);
  }, 30_000);
});
