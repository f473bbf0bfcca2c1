import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { closeAll, expectOk, playingParty, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

describe.each(storageTargets())('simultaneous guesses ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[TURN-8] two teammates guess in the same turn: both are acked, the late one with what took the turn', async () => {
    // Round-robin: host and Player 2 on team-1, Player 1 on team-2.
    const { code, host, players, view } = await playingParty(testApp, { others: 2 });
    const [rival, mate] = players as [Player, Player];
    const { turn } = view.view.party;
    const acks = await Promise.all([
      host.client.send('guess', { code, text: 'Pacific', turn }),
      mate.client.send('guess', { code, text: 'Atlantic', turn }),
    ]);
    for (const ack of acks) expectOk(ack);
    const kinds = acks.map((ack) => (ack.ok ? ack.result.guess?.kind : null)).sort();
    expect(kinds).toEqual(['recorded', 'turnTaken']);
    const late = acks.find((ack) => ack.ok && ack.result.guess?.kind === 'turnTaken');
    const winner = late === acks[0] ? mate : host;
    expect(late?.ok && late.result.guess).toMatchObject({
      kind: 'turnTaken',
      byUserId: winner.userId,
      byName: winner.displayName,
      text: winner === host ? 'pacific' : 'atlantic',
    });

    // The other team's stale guess is still refused: the turn was never theirs.
    const stale = await rival.client.send('guess', { code, text: 'Indian', turn });
    expect(stale.ok).toBe(false);
    closeAll(host, ...players);
  });
});
