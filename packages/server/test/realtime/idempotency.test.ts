import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listGuesses } from '../../src/storage/guesses';
import { storageTargets } from '../support/storage-targets';
import { PartyClient } from './support/party-client';
import { closeAll, connectPlayer, must, playingParty, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

describe.each(storageTargets())('idempotent commands ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[ROLE-8] a guess sent twice with one commandId is applied once and answered with the first result', async () => {
    const { code, host, players } = await playingParty(testApp, { others: 1, maxAttempts: 3 });
    const commandId = randomUUID();
    const first = await host.client.send('guess', { code, text: 'pacific' }, commandId);
    const again = await host.client.send('guess', { code, text: 'pacific' }, commandId);
    expect(first).toMatchObject({
      ok: true,
      result: { guess: { correct: true, rank: 0, points: 5 } },
    });
    expect(again).toEqual(first);
    const state = await testApp.realtime.service.loadState(code);
    expect(state?.party.teams[0]).toMatchObject({ score: 5, attempts: 1 });
    expect(state?.party.activeTeamId).toBe('team-2');
    expect(await listGuesses(testApp.database.db, code)).toHaveLength(1);
    closeAll(host, ...(players as Player[]));
  });

  it('[ROLE-8] the same commandId sent at the same instant from two connections of one user applies once', async () => {
    const { code, host, players } = await playingParty(testApp, { others: 1 });
    const twin: Player = { ...host, client: await reconnectAs(host) };
    const commandId = randomUUID();
    const acks = await Promise.all([
      host.client.send('guess', { code, text: 'caspian' }, commandId),
      twin.client.send('guess', { code, text: 'caspian' }, commandId),
    ]);
    expect(acks[0]).toEqual(acks[1]);
    const state = await testApp.realtime.service.loadState(code);
    expect(state?.party.teams[0]?.attempts).toBe(1);
    expect(state?.guesses).toHaveLength(1);
    closeAll(host, twin, ...(players as Player[]));
  });

  it('[ROLE-8] a retried createParty returns the same party instead of a second one', async () => {
    const host = await connectPlayer(testApp, 'Hana');
    const commandId = randomUUID();
    const first = await must(host, 'createParty', {});
    const once = await host.client.send('createParty', {}, commandId);
    const twice = await host.client.send('createParty', {}, commandId);
    expect(twice).toEqual(once);
    expect(once).toMatchObject({ ok: true });
    if (once.ok) expect(once.result.code).not.toBe(first.code);
    closeAll(host);
  });

  function reconnectAs(player: Player) {
    return PartyClient.connect(testApp.url, { cookie: player.cookie });
  }
});
