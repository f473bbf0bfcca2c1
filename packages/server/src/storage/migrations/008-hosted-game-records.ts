import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * OFF-9: an offline game is the host's hosted game, not a lost one. `hosted` marks
 * it (1) apart from a game played on a team (0); `winners` holds the winning team names as a
 * JSON array (a tie for first names each). The offline games recorded before were all hosted.
 */
export const hostedGameRecordsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('game_records')
      .addColumn('hosted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('game_records')
      .addColumn('winners', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await sql`update game_records set hosted = 1, team_name = '' where party_code = 'OFFLINE'`.execute(
      db,
    );
  },
};
