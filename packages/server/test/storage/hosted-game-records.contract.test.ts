import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  getUserStats,
  OFFLINE_GAME_CODE,
  recordFinishedGame,
  recordOfflineGame,
} from '../../src/storage/game-records';
import { migrateToLatest } from '../../src/storage/migrations';
import { createGuestUser } from '../../src/storage/users';
import { makeFinishedGame } from '../support/builders';
import { storageTargets } from '../support/storage-targets';

const NOW = 1_700_000_000_000;

/** OFF-9: an offline game is the host's hosted game, with its winners, not a loss. */
describe.each(storageTargets())('storage contract: migration 008 ($kind)', (target) => {
  it('marks the offline games recorded before as hosted, and played games as played', async () => {
    const { database, dispose } = await target.open({ migratedTo: '007-lean-party-rows' });
    try {
      const { db } = database;
      const user = await createGuestUser(db, { displayName: 'Hana', now: NOW });
      // As they were written before migration 008.
      await sql`insert into game_records (id, user_id, party_code, topic_title, team_name, score,
          won, guesses, correct_guesses, finished_at)
        values ('old-offline', ${user.id}, ${OFFLINE_GAME_CODE}, 'Largest planets',
            'Host (offline)', 0, 0, 0, 0, ${NOW}),
          ('old-online', ${user.id}, 'ABC123', 'Largest oceans', 'Team 1', 9, 1, 4, 3,
            ${NOW - 1})`.execute(db);

      await migrateToLatest(database);

      const { recentGames } = await getUserStats(db, user.id);
      expect(recentGames.map((g) => [g.id, g.hosted, g.teamName, g.winners])).toEqual([
        ['old-offline', true, '', []],
        ['old-online', false, 'Team 1', []],
      ]);
    } finally {
      await dispose();
    }
  });

  it('[OFF-9] records an offline game as hosted with its winners (each on a tie), once', async () => {
    const { database, dispose } = await target.open();
    try {
      const { db } = database;
      const user = await createGuestUser(db, { displayName: 'Hana', now: NOW });
      const game = { id: 'f1', userId: user.id, topicTitle: 'Largest planets', finishedAt: NOW };
      await recordOfflineGame(db, { ...game, winners: ['Tigers', 'Bears'] });
      await recordOfflineGame(db, { ...game, winners: ['Tigers', 'Bears'] });
      await recordFinishedGame(
        db,
        makeFinishedGame({ userId: user.id, finishedAt: NOW - 1, winners: ['Sharks'] }),
      );
      const stats = await getUserStats(db, user.id);
      expect(stats).toMatchObject({ gamesPlayed: 2, wins: 1 });
      expect(stats.recentGames[0]).toMatchObject({
        id: 'f1',
        hosted: true,
        won: false,
        winners: ['Tigers', 'Bears'],
      });
      expect(stats.recentGames[1]).toMatchObject({ hosted: false, won: true, winners: ['Sharks'] });
    } finally {
      await dispose();
    }
  });
});
