import { describe, expect, it } from 'vitest';
import { StatsResponse } from '@trivia/protocol';
import { recordFinishedGame } from '../../src/storage/game-records';
import { signInAsGuest } from '../support/accounts';
import { makeFinishedGame } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

const FINISHED = Date.parse('2025-03-01T20:00:00.000Z');

describe.each(storageTargets())('profile stats ($kind)', (target) => {
  const testApp = useTestApp(target);

  it('needs a signed-in user', async () => {
    const response = await testApp().client().get('/api/me/stats');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'No user logged in' });
  });

  it('[OFF-9] a finished offline game counts in games played, once, as a hosted game', async () => {
    const { client } = await signInAsGuest(testApp());
    const game = {
      id: '6f1c2a9b-8e71-4a34-9d0e-0b6f7d3c3f1c',
      topicTitle: 'Largest planets',
      finishedAt: '2025-03-01T20:00:00.000Z',
      winners: ['Tigers', 'Bears'],
    };
    expect((await client.post('/api/me/offline-games', game)).status).toBe(204);
    expect((await client.post('/api/me/offline-games', game)).status).toBe(204);
    const stats = StatsResponse.parse((await client.get('/api/me/stats')).body);
    expect(stats).toMatchObject({ gamesPlayed: 1, wins: 0, accuracy: 0 });
    // OFF-9: hosted, with the winners (a tie for first names each), never "Lost".
    expect(stats.recentGames[0]).toMatchObject({
      topicTitle: 'Largest planets',
      guesses: 0,
      hosted: true,
      won: false,
      winners: ['Tigers', 'Bears'],
    });
    const bad = await client.post('/api/me/offline-games', { ...game, id: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    const tooMany = { ...game, id: crypto.randomUUID(), winners: ['A', 'B', 'C', 'D', 'E'] };
    expect((await client.post('/api/me/offline-games', tooMany)).status).toBe(400);
    const badName = { ...game, id: crypto.randomUUID(), winners: ['\u200b'] };
    expect((await client.post('/api/me/offline-games', badName)).status).toBe(400);
    const anonymous = await testApp().client().post('/api/me/offline-games', game);
    expect(anonymous.status).toBe(401);
  });

  it('[SCORE-3] is empty before any finished game', async () => {
    const { client } = await signInAsGuest(testApp());
    const response = await client.get('/api/me/stats');
    expect(StatsResponse.parse(response.body)).toEqual({
      gamesPlayed: 0,
      wins: 0,
      accuracy: 0,
      recentGames: [],
    });
  });

  it('[SCORE-3][WIN-1] counts games and wins, rounds accuracy to a whole percent, lists the last 10', async () => {
    const { client, user } = await signInAsGuest(testApp());
    const db = testApp().database.db;
    // 12 games with 13 guesses, 7 of them right: 53.8% → 54.
    for (let index = 0; index < 12; index += 1) {
      await recordFinishedGame(
        db,
        makeFinishedGame({
          userId: user.uid,
          won: index % 3 === 0,
          guesses: index === 0 ? 2 : 1,
          correctGuesses: index < 7 ? 1 : 0,
          finishedAt: FINISHED + index * 60_000,
          partyCode: `P${String(index).padStart(5, '0')}`,
        }),
      );
    }
    const stats = StatsResponse.parse((await client.get('/api/me/stats')).body);
    expect(stats.gamesPlayed).toBe(12);
    expect(stats.wins).toBe(4);
    expect(stats.accuracy).toBe(54);
    expect(stats.recentGames).toHaveLength(10);
    expect(stats.recentGames[0]).toEqual({
      id: expect.any(String),
      partyCode: 'P00011',
      topicTitle: 'Largest oceans',
      teamName: 'Team 1',
      score: 9,
      won: false,
      guesses: 1,
      correctGuesses: 0,
      finishedAt: '2025-03-01T20:11:00.000Z',
      hosted: false,
      winners: ['Team 1'],
    });
  });
});
