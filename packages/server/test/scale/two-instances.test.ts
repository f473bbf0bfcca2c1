import { randomUUID } from 'node:crypto';
import type { ViewMessage } from '@trivia/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { beginGame, closeAll, must, type Player } from '../realtime/support/party-flow';
import { startCluster, type Cluster, type Instance } from './support/cluster';
import { expectOrderedUpTo, playerOn, reconnectTo, viewsOf } from './support/players';
import { describeScaleOut } from './support/scale-services';

const GRACE_MS = 400;

describeScaleOut('two instances on PostgreSQL and Redis (scale-out)', () => {
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    cluster = await startCluster({ size: 2, realtime: { presenceGraceMs: GRACE_MS } });
    [a, b] = cluster.instances as [Instance, Instance];
  }, 30_000);
  afterAll(async () => {
    await cluster?.close();
  }, 30_000);

  const on = (instance: Instance, name: string) =>
    playerOn(cluster.database.db, instance.url, name);
  const stateOf = async (code: string) => {
    const state = await a.realtime.service.loadState(code);
    if (state === null) throw new Error(`party ${code} is gone`);
    return state;
  };

  /** Host on A; three players alternating B, A, B; the host also watches from B. */
  async function spreadLobby() {
    const host = await on(a, 'Hana');
    const { code } = await must(host, 'createParty', {});
    if (!code) throw new Error('no code');
    const players = [await on(b, 'Bea'), await on(a, 'Abe'), await on(b, 'Bo')];
    for (const player of players) await must(player, 'joinParty', { code });
    const watcher = await reconnectTo(b.url, host);
    await must(watcher, 'subscribe', { code });
    return { code, host, players, watcher };
  }

  it('[PARTY-6] a whole game with players on both instances: every viewer sees every change, in order', async () => {
    const { code, host, players, watcher } = await spreadLobby();
    await beginGame(host, code, { maxAttempts: 5 });
    const everyone = [host, ...players];
    const script = [
      'pacific',
      'baltic',
      'atlantic',
      'red',
      'indian',
      'caspian',
      'southern',
      'arctic',
    ];
    let turn = 0;
    for (const text of script) {
      const state = await stateOf(code);
      if (state.party.status !== 'playing') break;
      const team = state.members.filter((m) => m.teamId === state.party.activeTeamId);
      // Alternate the guesser between the team's members, so guesses come through A and B.
      const guesser = everyone.find((p) => p.userId === team[turn % team.length]?.userId);
      if (guesser === undefined) throw new Error('no guesser');
      await must(guesser, 'guess', { code, text, turn: state.party.turn });
      turn += 1;
    }
    const final = await stateOf(code);
    expect(final.party.status).toBe('finished');
    expect(final.guesses.map((g) => g.text)).toEqual(script);
    for (const viewer of [...everyone, watcher]) {
      await viewer.client.waitForView(code, (v) => v.version === final.party.version);
      expectOrderedUpTo(viewer, code, final);
    }
    // The watcher on B got the changes the host made on A without asking: views after the
    // one its subscription brought (how many depends on timing: changes that come within a
    // fan-out window, 50 ms, reach it as one delta).
    expect(viewsOf(watcher, code).length).toBeGreaterThan(1);
    closeAll(...everyone, watcher);
  }, 60_000);

  it('[ROLE-8] a command resent with the same commandId to the other instance is applied once', async () => {
    const { code, host, players, watcher } = await spreadLobby();
    const onB = players[0] as Player;
    const commandId = randomUUID();
    const first = await host.client.send('startGame', { code }, commandId);
    const again = await watcher.client.send('startGame', { code }, commandId);
    expect(again).toEqual(first);
    const before = (await stateOf(code)).party.version;
    // Both at once, on both instances: one applies, the other finds it in the ledger.
    const twiceId = randomUUID();
    const acks = await Promise.all([
      host.client.send('chooseGameType', { code, gameTypeId: 'top5-blitz' }, twiceId),
      watcher.client.send('chooseGameType', { code, gameTypeId: 'top5-blitz' }, twiceId),
    ]);
    expect(acks[0]).toEqual(acks[1]);
    expect((await stateOf(code)).party.version).toBe(before + 1);
    await onB.client.waitForView(code, (v) => v.version === before + 1);
    closeAll(host, watcher, ...players);
  }, 30_000);

  it('[JOIN-8] Online while any instance holds a connection; Offline after the last one', async () => {
    const { code, host, players, watcher } = await spreadLobby();
    const observer = players[0] as Player; // on B
    const shown = (view: ViewMessage) => view.view.members.find((m) => m.userId === host.userId);
    const wentOffline = () => viewsOf(observer, code).some((v) => shown(v)?.online === false);

    host.client.close(); // the host's connection on A; the one on B stays
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 3));
    expect(wentOffline()).toBe(false);

    watcher.client.close(); // the last one: Offline on every instance after the grace period
    await observer.client.waitForView(code, (v) => shown(v)?.online === false, GRACE_MS * 10);
    await (players[1] as Player).client.waitForView(code, (v) => shown(v)?.online === false);

    // A refresh that lands on the other instance: Online again, seen on both.
    const back = await reconnectTo(a.url, host);
    await must(back, 'subscribe', { code });
    await observer.client.waitForView(code, (v) => shown(v)?.online === true);
    closeAll(back, ...players);
  }, 30_000);
});
