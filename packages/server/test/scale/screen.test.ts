import type { ViewMessage } from '@trivia/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { beginGame, closeAll, must } from '../realtime/support/party-flow';
import { expectScreenShows, openScreenKey } from '../realtime/support/screens';
import { startCluster, type Cluster, type Instance } from './support/cluster';
import { playerOn, reconnectTo } from './support/players';
import { describeScaleOut } from './support/scale-services';

const GRACE_MS = 400;

describeScaleOut('the big screen across two instances (docs/PROTOCOL.md)', () => {
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

  const stateOf = async (code: string) => {
    const state = await a.realtime.service.loadState(code);
    if (state === null) throw new Error(`party ${code} is gone`);
    return state;
  };

  it('[VIEW-5][JOIN-8] a screen on B follows a guess made on A, and makes nobody Online on any instance', async () => {
    const host = await playerOn(cluster.database.db, a.url, 'Hana');
    const { code } = await must(host, 'createParty', {});
    if (!code) throw new Error('no code');
    const player = await playerOn(cluster.database.db, a.url, 'Player');
    await must(player, 'joinParty', { code });
    const key = await openScreenKey(host, code);
    // The player's account on a TV connected to B.
    const screen = await reconnectTo(b.url, player);
    await must(screen, 'watchScreen', { code, key });
    await expectScreenShows(screen, await stateOf(code));

    await beginGame(host, code);
    await must(host, 'guess', { code, text: 'pacific' });
    const guessed = await stateOf(code);
    expect(guessed.party.revealedIndices).toEqual([0]);
    await expectScreenShows(screen, guessed);

    // The player's phone on A closes: A asks every instance, and B's screen does not count.
    player.client.close();
    const online = (v: ViewMessage) =>
      v.view.members.find((m) => m.userId === player.userId)?.online;
    await host.client.waitForView(code, (v) => online(v) === false, GRACE_MS * 20);
    await expectScreenShows(screen, await stateOf(code));
    closeAll(host, screen);
  }, 60_000);
});
