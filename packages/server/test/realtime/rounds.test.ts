import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { closeAll, finishGame, lobbyOf, must } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

/** Quick start, "Surprise me" and rounds of a match (SETUP-6, ROUND-1 to ROUND-5) over socket.io. */
describe.each(storageTargets())('quick start and rounds over socket.io ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[SETUP-7] Start Game asks for the default game type: the topics come at once', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    await must(host, 'startGame', { code, defaultGameType: true });
    const state = await testApp.realtime.service.loadState(code);
    expect(state?.party).toMatchObject({ status: 'choosing', gameType: { id: 'top5-blitz' } });
    closeAll(host, ...players);
  });

  it('[SETUP-6][ROUND-5][ROUND-2] surprise starts a game at once, and the next round never repeats its topic', async () => {
    const { code, host, players } = await lobbyOf(testApp, 2);
    await must(host, 'quickStart', { code, pick: { kind: 'surprise', difficulty: null } });
    const first = await testApp.realtime.service.loadState(code);
    expect(first?.party.status).toBe('playing');
    expect(first?.party.teams).toHaveLength(2);
    const firstTopic = first?.party.topic?.id;
    expect(['largest-oceans', 'tallest-mountains']).toContain(firstTopic);
    await finishGame(testApp, code, [host, ...players]);
    await must(host, 'quickStart', { code, pick: { kind: 'surprise', difficulty: null } });
    const second = await testApp.realtime.service.loadState(code);
    expect(second?.party.status).toBe('playing');
    expect(second?.party.topic?.id).not.toBe(firstTopic);
    expect(second?.party.rounds).toHaveLength(1);
    const view = await host.client.waitForView(
      code,
      (v) => v.view.party.version >= (second?.party.version ?? 0),
    );
    // ROUND-4's list reaches the view without the topic in play (its id would name it).
    expect(view.view.party.playedTopicIds).toEqual([firstTopic]);
    expect(view.view.party.rounds).toHaveLength(1);
    closeAll(host, ...players);
  });

  it('[ROUND-5] a difficulty no online topic has is refused and changes nothing', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const before = await testApp.realtime.service.loadState(code);
    const ack = await host.client.send('quickStart', {
      code,
      pick: { kind: 'surprise', difficulty: 'hard' },
    });
    expect(ack).toMatchObject({
      ok: false,
      error: 'No topic of that difficulty is left to surprise you with',
    });
    const after = await testApp.realtime.service.loadState(code);
    expect(after?.party.version).toBe(before?.party.version);
    closeAll(host, ...players);
  });
});
