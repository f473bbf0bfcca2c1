import { partyView } from '@trivia/game';
import type { ViewMessage } from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { closeAll, lobbyOf, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

describe.each(storageTargets())('fan-out windows over socket.io ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const deltas = (player: Player, code: string) =>
    player.client.messages.filter((m) => m.type === 'viewDelta' && m.code === code);

  it("a host's quick set-up reaches each member in fewer messages than versions, ending at the same view; the host sees each version before its ack", async () => {
    const { code, host, players } = await lobbyOf(testApp, 2);
    const [first, second] = players as [Player, Player];
    await first.client.waitForView(code, (v) => v.view.members.length === 3);
    const before = host.client.latest(code).version;
    const sentBefore = deltas(first, code).length;
    const steps: Array<[string, object]> = [
      ['startGame', { code }],
      ['chooseGameType', { code, gameTypeId: 'top5-blitz' }],
      ['chooseTopic', { code, topicId: 'largest-oceans' }],
      ['saveTeams', { code, teamNames: ['Red', 'Blue'], maxAttempts: 3, turnSeconds: 60 }],
      ['redistributeTeams', { code }],
      ['beginGame', { code }],
    ];
    for (const [type, payload] of steps) {
      const ack = await host.client.send(type as 'startGame', payload as { code: string });
      expect(ack.ok).toBe(true);
      const version = ack.ok ? (ack.result.version ?? 0) : 0;
      // The host's own view of the version is in before the ack.
      expect(host.client.latest(code).version).toBe(version);
    }
    const last = host.client.latest(code).version;
    expect(last).toBe(before + steps.length);
    const live = await testApp.realtime.service.loadState(code);
    if (live === null) throw new Error('party gone');
    for (const player of [first, second]) {
      const seen: ViewMessage = await player.client.waitForView(code, (v) => v.version === last);
      expect(seen.view).toEqual(partyView(live, player.userId));
      expect(player.client.gaps).toBe(0);
      // Fewer messages than versions: the burst was sent as at most two fan-outs.
      expect(deltas(player, code).length - (player === first ? sentBefore : 0)).toBeLessThan(
        steps.length,
      );
    }
    expect(host.client.gaps).toBe(0);
    closeAll(host, first, second);
  });
});
