import {
  Migrator,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely/migration';
import type { Database } from './database';
import { initialMigration } from './migrations/001-initial';
import { commandLedgerMigration } from './migrations/002-command-ledger';
import { partyScreensMigration } from './migrations/003-party-screens';
import { screenKeyEpochsMigration } from './migrations/004-screen-key-epochs';
import { myTopicsMigration } from './migrations/005-my-topics';
import { aliasSuggestionsMigration } from './migrations/006-alias-suggestions';
import { leanPartyRowsMigration } from './migrations/007-lean-party-rows';
import { hostedGameRecordsMigration } from './migrations/008-hosted-game-records';
import { screenPairingsMigration } from './migrations/009-screen-pairings';
import { sharedSurveyMigration } from './migrations/010-shared-survey';

/** Every migration, in order. Names sort; never rename or edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '001-initial': initialMigration,
  '002-command-ledger': commandLedgerMigration,
  '003-party-screens': partyScreensMigration,
  '004-screen-key-epochs': screenKeyEpochsMigration,
  '005-my-topics': myTopicsMigration,
  '006-alias-suggestions': aliasSuggestionsMigration,
  '007-lean-party-rows': leanPartyRowsMigration,
  '008-hosted-game-records': hostedGameRecordsMigration,
  '009-screen-pairings': screenPairingsMigration,
  '010-shared-survey': sharedSurveyMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest(database: Database): Promise<void> {
  await migrate(database, (migrator) => migrator.migrateToLatest());
}

/** Brings the database up to the named migration (a migration's own test starts there). */
export async function migrateTo(database: Database, name: string): Promise<void> {
  await migrate(database, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  database: Database,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider,
    // Without a schema, Kysely looks for its table in every schema and can find another's.
    ...(database.pgSchema ? { migrationTableSchema: database.pgSchema } : {}),
  });
  const { error, results } = await run(migrator);
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
