import { MESSAGES, partyView } from '@trivia/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { PartyClient } from './support/party-client';
import { closeAll, lobbyOf, must, playingParty, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

const GRACE_MS = 400;

describe.each(storageTargets())('reconnects, presence, kicks ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false, presenceGraceMs: GRACE_MS });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function reconnect(player: Player): Promise<Player> {
    return { ...player, client: await PartyClient.connect(testApp.url, { cookie: player.cookie }) };
  }

  const online = (player: Player, of: Player, code: string) =>
    player.client.latest(code).view.members.find((m) => m.userId === of.userId)?.online;

  it('[PARTY-6] a client that drops mid-turn and resubscribes sees exactly the live view at once', async () => {
    const { code, host, players } = await playingParty(testApp, { others: 1 });
    const [player] = players as [Player];
    player.client.close();
    await must(host, 'guess', { code, text: 'atlantic' });
    const back = await reconnect(player);
    const ack = await back.client.send('subscribe', { code });
    expect(ack).toMatchObject({ ok: true, result: { code } });
    const live = await testApp.realtime.service.loadState(code);
    if (live === null) throw new Error('party gone');
    expect(back.client.latest(code).view).toEqual(partyView(live, player.userId));
    expect(back.client.latest(code).view.party.activeTeamId).toBe('team-2');
    closeAll(host, back);
  });

  it('[JOIN-8] Offline only after the grace period; a quick refresh never flickers', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const [player] = players as [Player];
    // The join reaches the host with the party's next fan-out (fan-out-windows.ts).
    await host.client.waitForView(code, () => online(host, player, code) === true);

    player.client.close();
    const refreshed = await reconnect(player);
    await must(refreshed, 'subscribe', { code });
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 2));
    expect(
      host.client.messages.some(
        (m) =>
          m.type === 'view' && m.view.members.some((x) => x.userId === player.userId && !x.online),
      ),
    ).toBe(false);

    const closedAt = Date.now();
    refreshed.client.close();
    await host.client.waitForView(code, () => online(host, player, code) === false, GRACE_MS * 10);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(GRACE_MS - 50);

    const again = await reconnect(player);
    await must(again, 'subscribe', { code });
    await host.client.waitForView(code, () => online(host, player, code) === true);
    closeAll(host, again);
  });

  it('[JOIN-8] after a crash, members marked Online but connected nowhere go Offline', async () => {
    const stale = await startRealtimeApp(target, { turnTimer: false, presenceReconcileMs: 300 });
    try {
      const created = await stale.realtime.service.createParty(
        { id: 'ghost', displayName: 'Ghost' },
        'left-over-by-a-crash',
      );
      const code = created.ok ? (created.result.code ?? '') : '';
      expect((await stale.realtime.service.loadState(code))?.members[0]?.online).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await stale.realtime.service.loadState(code))?.members[0]?.online).toBe(false);
    } finally {
      await stale.close();
    }
  });

  it('[ROLE-5][JOIN-7] the kicked member is told, gets no more views, and cannot come back', async () => {
    const { code, host, players } = await lobbyOf(testApp, 2);
    const [kicked, other] = players as [Player, Player];
    await must(host, 'kick', { code, targetUserId: kicked.userId });
    expect(await kicked.client.waitFor((m) => m.type === 'kicked')).toEqual({
      type: 'kicked',
      code,
      message: MESSAGES.removedFromParty,
    });
    const seen = kicked.client.messages.length;
    await must(host, 'startGame', { code });
    await other.client.waitForView(code, (v) => v.view.party.status === 'choosing');
    expect(kicked.client.messages.slice(seen).filter((m) => m.type === 'view')).toEqual([]);
    expect(await kicked.client.send('subscribe', { code })).toMatchObject({
      ok: false,
      error: MESSAGES.removedFromParty,
    });
    expect(await kicked.client.send('joinParty', { code })).toMatchObject({
      ok: false,
      error: MESSAGES.removedFromParty,
    });
    expect(other.client.latest(code).view.members.map((m) => m.userId)).not.toContain(
      kicked.userId,
    );
    closeAll(host, kicked, other);
  });

  it('[HOST-2] the earliest joined becomes host; the last one out closes the party', async () => {
    const { code, host, players } = await lobbyOf(testApp, 2);
    const [first, second] = players as [Player, Player];
    await must(host, 'leave', { code });
    const after = await second.client.waitForView(
      code,
      (v) => v.view.party.hostId === first.userId,
    );
    expect(after.view.members.find((m) => m.userId === first.userId)?.role).toBe('host');
    await must(second, 'leave', { code });
    await must(first, 'leave', { code });
    expect(await first.client.waitFor((m) => m.type === 'partyClosed')).toEqual({
      type: 'partyClosed',
      code,
    });
    expect(await testApp.realtime.service.loadState(code)).toBeNull();
    closeAll(host, first, second);
  });
});
