import { MESSAGES } from '@trivia/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { closeAll, connectPlayer, lobbyOf, must, playingParty } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

/**
 * Host controls (HOST-5, HOST-7, PAUSE-1, PAUSE-2) over the real socket protocol, with the
 * server's own turn timer.
 */
describe.each(storageTargets())('host controls over socket.io ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: { intervalMs: 20, graceMs: 0 } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[HOST-5] a locked party refuses a newcomer with "This party is locked"; unlocked, they join', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    await must(host, 'setLocked', { code, locked: true });
    const newcomer = await connectPlayer(testApp, 'Newcomer');
    expect(await newcomer.client.send('joinParty', { code })).toMatchObject({
      ok: false,
      error: MESSAGES.partyLocked,
    });
    await must(host, 'setLocked', { code, locked: false });
    await must(newcomer, 'joinParty', { code });
    closeAll(host, newcomer, ...players);
  });

  it('[PAUSE-1][PAUSE-2] while paused the server never times the turn out; resumed, the turn goes on', async () => {
    const { code, host, players } = await playingParty(testApp, { others: 1, turnSeconds: 10 });
    await must(host, 'pauseGame', { code });
    const paused = await testApp.realtime.service.loadState(code);
    expect(paused?.party.turnDeadline).toBeNull();
    const remaining = paused?.party.pausedRemainingMs ?? 0;
    expect(remaining).toBeGreaterThan(0);
    await host.client.waitForView(code, (v) => v.view.party.pausedAt !== null);
    // Well past the 10 s the turn had, had it not been paused: no time-out recorded.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const still = await testApp.realtime.service.loadState(code);
    expect(still?.guesses).toEqual([]);
    expect(await host.client.send('guess', { code, text: 'pacific' })).toMatchObject({
      ok: false,
      error: MESSAGES.gamePaused,
    });
    await must(host, 'resumeGame', { code });
    const resumed = await testApp.realtime.service.loadState(code);
    expect(resumed?.party.pausedAt).toBeNull();
    expect(resumed?.party.turnDeadline).not.toBeNull();
    await must(host, 'guess', { code, text: 'pacific' });
    closeAll(host, ...players);
  });

  it('[HOST-7] the host renames a member and a team; everyone sees it', async () => {
    const { code, host, players } = await playingParty(testApp, { others: 1 });
    const [player] = players;
    if (player === undefined) throw new Error('no player');
    await must(host, 'renameMember', { code, targetUserId: player.userId, name: 'Quiz Wiz' });
    await must(host, 'renameTeam', { code, teamId: 'team-2', name: 'Night Owls' });
    const seen = await player.client.waitForView(code, (v) =>
      v.view.party.teams.some((t) => t.name === 'Night Owls'),
    );
    expect(seen.view.members.find((m) => m.userId === player.userId)?.displayName).toBe('Quiz Wiz');
    closeAll(host, ...players);
  });
});
