import { describe, expect, it } from 'vitest';
import { getUserStats, moveGameRecords, recordFinishedGame } from '../../src/storage/game-records';
import { createGuestUser } from '../../src/storage/users';
import { makeFinishedGame } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { useTestDatabase } from '../support/use-test-database';

const NOW = 1_700_000_000_000;

describe.each(storageTargets())('storage contract: game records ($kind)', (target) => {
  const db = useTestDatabase(target);

  async function newUser(name = 'Player') {
    return createGuestUser(db(), { displayName: name, now: NOW });
  }

  it('has empty stats before any game', async () => {
    const user = await newUser();
    expect(await getUserStats(db(), user.id)).toEqual({
      gamesPlayed: 0,
      wins: 0,
      guesses: 0,
      correctGuesses: 0,
      recentGames: [],
    });
  });

  it('totals games, wins and guesses, and lists the latest games first', async () => {
    const user = await newUser();
    const other = await newUser('Other');
    await recordFinishedGame(
      db(),
      makeFinishedGame({
        userId: user.id,
        won: true,
        guesses: 4,
        correctGuesses: 3,
        finishedAt: NOW + 1,
      }),
    );
    await recordFinishedGame(
      db(),
      makeFinishedGame({
        userId: user.id,
        won: false,
        guesses: 3,
        correctGuesses: 0,
        finishedAt: NOW + 3,
      }),
    );
    await recordFinishedGame(
      db(),
      makeFinishedGame({
        userId: user.id,
        won: true,
        guesses: 2,
        correctGuesses: 2,
        finishedAt: NOW + 2,
        topicTitle: 'Middle',
      }),
    );
    await recordFinishedGame(db(), makeFinishedGame({ userId: other.id }));

    const stats = await getUserStats(db(), user.id);
    expect(stats).toMatchObject({ gamesPlayed: 3, wins: 2, guesses: 9, correctGuesses: 5 });
    expect(stats.recentGames.map((game) => game.finishedAt)).toEqual([NOW + 3, NOW + 2, NOW + 1]);
    expect(stats.recentGames[1]).toMatchObject({
      topicTitle: 'Middle',
      won: true,
      userId: user.id,
    });
  });

  it('keeps only the most recent games in the list', async () => {
    const user = await newUser();
    for (let index = 0; index < 12; index += 1) {
      await recordFinishedGame(
        db(),
        makeFinishedGame({ userId: user.id, finishedAt: NOW + index }),
      );
    }
    const stats = await getUserStats(db(), user.id, 10);
    expect(stats.gamesPlayed).toBe(12);
    expect(stats.recentGames).toHaveLength(10);
    expect(stats.recentGames[0]?.finishedAt).toBe(NOW + 11);
  });

  it('[AUTH-3] moves a history from one user to another', async () => {
    const guest = await newUser('Guest');
    const account = await newUser('Account');
    await recordFinishedGame(db(), makeFinishedGame({ userId: guest.id }));
    await recordFinishedGame(db(), makeFinishedGame({ userId: guest.id }));
    expect(await moveGameRecords(db(), guest.id, account.id)).toBe(2);
    expect((await getUserStats(db(), account.id)).gamesPlayed).toBe(2);
    expect((await getUserStats(db(), guest.id)).gamesPlayed).toBe(0);
  });
});
