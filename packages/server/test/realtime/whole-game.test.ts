import { MESSAGES } from '@trivia/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserStats } from '../../src/storage/game-records';
import { listGuesses } from '../../src/storage/guesses';
import { listMembers } from '../../src/storage/party-members';
import { storageTargets } from '../support/storage-targets';
import { closeAll, expectOk, must, OCEANS, playingParty, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

describe.each(storageTargets())('a whole online game over socket.io ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[PARTY-2][TURN-1][TURN-2][TURN-3][SCORE-1][PARTY-4] plays from lobby to results, scores 5 − rank, records history, plays again', async () => {
    const { code, host, players, view } = await playingParty(testApp, {
      others: 1,
      maxAttempts: 3,
    });
    const [player] = players as [Player];
    expect(view.view.party.activeTeamId).toBe('team-1');
    expect(view.view.members.map((m) => m.teamId)).toEqual(['team-1', 'team-2']);

    const first = await host.client.send('guess', { code, text: ' PACIFIC ' });
    expectOk(first);
    expect(first.result.guess).toEqual({
      kind: 'recorded',
      correct: true,
      rank: 0,
      points: 5,
      timedOut: false,
    });

    const wrongTeam = await host.client.send('guess', { code, text: 'atlantic' });
    expect(wrongTeam).toMatchObject({ ok: false, error: MESSAGES.notYourTurn });

    const duplicate = await player.client.send('guess', { code, text: 'pacific' });
    expect(duplicate).toMatchObject({ ok: false, error: MESSAGES.duplicateAnswer });

    const wrong = await player.client.send('guess', { code, text: 'mediterranean' });
    expectOk(wrong);
    expect(wrong.result.guess).toEqual({
      kind: 'recorded',
      correct: false,
      rank: -1,
      points: 0,
      timedOut: false,
    });
    for (const [who, text] of [
      [host, 'indian'],
      [player, 'arctic'],
      [host, 'southern'],
    ] as const) {
      expectOk(await who.client.send('guess', { code, text }));
    }
    const atlantic = await player.client.send('guess', { code, text: 'atlantic' });
    expectOk(atlantic);
    const finished = await player.client.waitForView(
      code,
      (v) => v.view.party.status === 'finished',
    );
    expect(finished.view.party.teams.map((t) => [t.score, t.attempts])).toEqual([
      [5 + 3 + 2, 3],
      [1 + 4, 3],
    ]);
    expect(finished.view.party.topic?.answers.map((a) => a.text)).toEqual([...OCEANS]);

    const hostStats = await getUserStats(testApp.database.db, host.userId);
    expect(hostStats.recentGames[0]).toMatchObject({
      partyCode: code,
      topicTitle: 'Largest oceans',
      teamName: 'Team 1',
      score: 10,
      won: true,
      guesses: 3,
      correctGuesses: 3,
    });
    const playerStats = await getUserStats(testApp.database.db, player.userId);
    expect(playerStats.recentGames[0]).toMatchObject({
      won: false,
      score: 5,
      guesses: 3,
      correctGuesses: 2,
    });
    expect(await listGuesses(testApp.database.db, code)).toHaveLength(6);
    expect((await listMembers(testApp.database.db, code)).map((m) => m.teamId)).toEqual([
      'team-1',
      'team-2',
    ]);

    await must(host, 'playAgain', { code });
    // PARTY-4: back to the lobby with the same teams and places, at zero.
    const again = await player.client.waitForView(code, (v) => v.view.party.status === 'lobby');
    expect(again.view.party.teams.map((t) => [t.name, t.score])).toEqual([
      ['Team 1', 0],
      ['Team 2', 0],
    ]);
    expect(again.view.members.map((m) => m.teamId)).toEqual(['team-1', 'team-2']);
    expect(again.view.party.topic).toBeNull();
    closeAll(host, player);
  });
});
