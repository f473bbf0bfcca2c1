import { MESSAGES } from '@trivia/game';
import { REALTIME_ERRORS, type ViewMessage } from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import {
  closeAll,
  connectPlayer,
  lobbyOf,
  must,
  playingParty,
  teamMembers,
  type Player,
} from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';
import { openScreenKey } from './support/screens';

/**
 * The attacks on fair play that worked on the first release (VIEW-1, JOIN-5, HOST-3),
 * performed over the real socket protocol, now refused.
 */
describe.each(storageTargets())('fair play over socket.io ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const tv = () => connectPlayer(testApp, 'Living Room TV');
  const revoked = (screen: Player, code: string) =>
    screen.client.waitFor((m) => m.type === 'screenRevoked' && m.code === code);

  it('[VIEW-1] no view of a running game names the library topic or its source', async () => {
    const { code, host, players } = await playingParty(testApp, { others: 1 });
    await must(host, 'guess', { code, text: 'pacific' });
    const frames = [host, ...players].flatMap((p) =>
      p.client.messages.filter((m): m is ViewMessage => m.type === 'view' && m.code === code),
    );
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) {
      const shown = JSON.stringify(frame);
      expect(shown).not.toContain('largest-oceans');
      expect(shown).not.toContain('wikipedia');
      if (frame.view.party.topic) expect(frame.view.party.topic.id).toBe(`party-${code}`);
    }
    closeAll(host, ...players);
  });

  it('[JOIN-5][TEAM-6] leave, rejoin and assign yourself to the active team: back on your own team', async () => {
    const { code, host, players, view } = await playingParty(testApp, { others: 1 });
    const [player] = players;
    if (player === undefined) throw new Error('no player');
    const ownTeam = view.view.members.find((m) => m.userId === player.userId)?.teamId;
    const activeTeam = view.view.party.activeTeamId;
    expect(ownTeam).not.toBe(activeTeam);

    await must(player, 'leave', { code });
    await must(player, 'joinParty', { code });
    expect(
      await player.client.send('assignTeam', {
        code,
        targetUserId: player.userId,
        teamId: activeTeam,
      }),
    ).toMatchObject({
      ok: false,
      error: MESSAGES.cannotSwitchTeamInGame,
    });
    expect(await player.client.send('guess', { code, text: 'atlantic' })).toMatchObject({
      ok: false,
      error: MESSAGES.notYourTurn,
    });
    const state = await testApp.realtime.service.loadState(code);
    expect(state?.members.find((m) => m.userId === player.userId)?.teamId).toBe(ownTeam);
    expect(state?.party.teams.find((t) => t.id === activeTeam)?.attempts).toBe(0);
    closeAll(host, ...players);
  });

  it('[JOIN-5][TEAM-6] an outsider with the code joins as a spectator until the host places them', async () => {
    const { code, host, players, view } = await playingParty(testApp, { others: 1 });
    const activeTeam = view.view.party.activeTeamId ?? '';
    const outsider = await connectPlayer(testApp, 'Outsider');
    await must(outsider, 'joinParty', { code });
    const self = { code, targetUserId: outsider.userId };
    expect(await outsider.client.send('assignTeam', { ...self, teamId: activeTeam })).toMatchObject(
      {
        ok: false,
        error: MESSAGES.cannotSwitchTeamInGame,
      },
    );
    expect(await outsider.client.send('guess', { code, text: 'atlantic' })).toMatchObject({
      ok: false,
      error: MESSAGES.notYourTurn,
    });
    await must(host, 'assignTeam', { ...self, teamId: 'team-2' });
    const placed = await host.client.waitForView(code, (v) =>
      teamMembers(v, 'team-2').includes(outsider.userId),
    );
    expect(placed.view.party.status).toBe('playing');
    expect(await host.client.send('assignTeam', { ...self, teamId: activeTeam })).toMatchObject({
      ok: false,
      error: MESSAGES.cannotSwitchTeamInGame,
    });
    closeAll(host, outsider, ...players);
  });

  it('[HOST-3] a kick revokes the big-screen key the kicked member took, and closes their screen', async () => {
    const { code, host, players } = await lobbyOf(testApp, 2);
    const [kicked, stays] = players;
    if (kicked === undefined || stays === undefined) throw new Error('no players');
    const key = await openScreenKey(host, code);
    const kickedScreen = await tv();
    await must(kickedScreen, 'watchScreen', { code, key });

    await must(host, 'kick', { code, targetUserId: kicked.userId });
    const message = await revoked(kickedScreen, code);
    expect(message).toMatchObject({ message: REALTIME_ERRORS.screenRevoked });
    await kicked.client.waitFor((m) => m.type === 'kicked' && m.code === code);
    // The old key opens nothing; the host's new one works.
    const again = await tv();
    expect(await again.client.send('watchScreen', { code, key })).toMatchObject({
      ok: false,
      error: REALTIME_ERRORS.screenKeyInvalid,
    });
    const fresh = await openScreenKey(host, code);
    expect(fresh).not.toBe(key);
    await must(again, 'watchScreen', { code, key: fresh });
    // After the kick, no version reaches the revoked screen.
    const seen = kickedScreen.client.messages.length;
    await must(host, 'startGame', { code });
    await again.client.waitFor((m) => m.type === 'view' && m.view.party.status === 'choosing');
    expect(kickedScreen.client.messages.slice(seen).some((m) => m.type === 'view')).toBe(false);
    closeAll(host, stays, kicked, kickedScreen, again);
  });

  it('[HOST-3] the key rotates on a host handoff and when the host revokes it', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const [next] = players;
    if (next === undefined) throw new Error('no player');
    const first = await openScreenKey(host, code);
    const screen = await tv();
    await must(screen, 'watchScreen', { code, key: first });
    await must(host, 'promote', { code, targetUserId: next.userId });
    await revoked(screen, code);
    expect(await host.client.send('openScreen', { code })).toMatchObject({
      ok: false,
      error: REALTIME_ERRORS.screenHostOnly,
    });

    const second = await openScreenKey(next, code);
    expect(second).not.toBe(first);
    const screen2 = await tv();
    await must(screen2, 'watchScreen', { code, key: second });
    expect(await host.client.send('revokeScreen', { code })).toMatchObject({
      ok: false,
      error: MESSAGES.notHost,
    });
    await must(next, 'revokeScreen', { code });
    await revoked(screen2, code);
    expect(await screen2.client.send('watchScreen', { code, key: second })).toMatchObject({
      ok: false,
      error: REALTIME_ERRORS.screenKeyInvalid,
    });
    closeAll(host, next, screen, screen2);
  });
});
