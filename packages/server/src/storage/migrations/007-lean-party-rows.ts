import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A command writes fewer database pages (docs/PERFORMANCE.md). A party row held its whole state (8.5 KB
 * for 30 members), so every version rewrote the row's page and its overflow pages. Members
 * and the game's teams change far less often than the rest, and they have rows already:
 * - members.position: a member's place in the party's member list (join order), so the list
 *   is read back from its rows in the same order;
 * - party_game_teams: the team each member played in the current game (the state's
 *   party.gameTeams), one row per member, kept when a member leaves (they return to it);
 * - the party row's state JSON drops `members` and `party.gameTeams` (filled from the rows).
 * The command ledger is keyed by party first (party, actor, command id), so its rows need no
 * second index; the commands that created a party get a table of their own, where a retried
 * create (which names no party yet) finds the party it made. Guesses lose their unique
 * command id: the ledger, checked in the same transaction, already applies a command once.
 * On SQLite the guess and ledger tables become WITHOUT ROWID tables clustered by their key.
 * A guess then writes one page in each of four B-trees (party, turn deadline, guess, ledger)
 * where it wrote two or three in six.
 */
export const leanPartyRowsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema.alterTable('members').addColumn('position', 'integer').execute();
    await createGameTeams(db, sqlite);
    await moveRostersOutOfState(db);
    await createPartyCreations(db);
    if (sqlite) await clusterGuessesAndLedger(db);
    else await rekeyGuessesAndLedger(db);
  },
};

/** Which command created which party (a retried create finds it here), from the ledger's rows. */
async function createPartyCreations(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('party_creations')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('command_id', 'text', (c) => c.notNull())
    .addColumn('party_code', 'text', (c) =>
      c.notNull().references('parties.code').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('party_creations_pk', ['actor_id', 'command_id'])
    .execute();
  // The ledger's reply to a create names the party's code; no other reply does.
  await sql`insert into party_creations (actor_id, command_id, party_code)
    select actor_id, command_id, party_code from party_commands
    where result like ${'%"code":%'}`.execute(db);
}

/** PostgreSQL: the ledger keyed by party first, guesses without a unique command id. */
async function rekeyGuessesAndLedger(db: Kysely<unknown>): Promise<void> {
  await sql`alter table party_commands drop constraint party_commands_pk`.execute(db);
  await sql`alter table party_commands
    add constraint party_commands_pk primary key (party_code, actor_id, command_id)`.execute(db);
  await sql`drop index party_commands_party_code`.execute(db);
  await sql`alter table guesses drop constraint guesses_command_id_key`.execute(db);
}

async function createGameTeams(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  await db.schema
    .createTable('party_game_teams')
    .addColumn('party_code', 'text', (c) =>
      c.notNull().references('parties.code').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('party_game_teams_pk', ['party_code', 'user_id'])
    .$call((table) => (sqlite ? table.modifyEnd(sql`without rowid`) : table))
    .execute();
}

interface StoredState {
  members?: Array<{ userId: string }>;
  party?: { gameTeams?: Record<string, string> };
}

/** Every live party: member positions and game teams into rows, the state JSON without them. */
async function moveRostersOutOfState(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    code: string;
    state: string;
  }>`select code, state from parties`.execute(db);
  for (const { code, state } of rows) {
    const parsed = JSON.parse(state) as StoredState;
    const members = parsed.members ?? [];
    for (const [position, member] of members.entries()) {
      await sql`update members set position = ${position}
        where party_code = ${code} and user_id = ${member.userId}`.execute(db);
    }
    for (const [userId, teamId] of Object.entries(parsed.party?.gameTeams ?? {})) {
      await sql`insert into party_game_teams (party_code, user_id, team_id)
        values (${code}, ${userId}, ${teamId})`.execute(db);
    }
    const { members: _members, ...lean } = parsed;
    const party = { ...parsed.party };
    delete party.gameTeams;
    const leanState = JSON.stringify({ ...lean, party });
    await sql`update parties set state = ${leanState} where code = ${code}`.execute(db);
  }
}

/** SQLite: guesses and party_commands rebuilt WITHOUT ROWID with their new keys, same data. */
async function clusterGuessesAndLedger(db: Kysely<unknown>): Promise<void> {
  await sql`create table guesses_clustered (
    id text not null,
    party_code text not null references parties (code) on delete cascade,
    user_id text not null,
    team_id text not null,
    text text not null,
    correct integer not null,
    rank integer,
    points integer not null,
    created_at bigint not null,
    command_id text,
    primary key (party_code, id)
  ) without rowid`.execute(db);
  await sql`insert into guesses_clustered select id, party_code, user_id, team_id, text, correct,
    rank, points, created_at, command_id from guesses`.execute(db);
  await sql`drop table guesses`.execute(db);
  await sql`alter table guesses_clustered rename to guesses`.execute(db);

  await sql`create table party_commands_clustered (
    actor_id text not null,
    command_id text not null,
    party_code text not null references parties (code) on delete cascade,
    result text not null,
    created_at bigint not null,
    primary key (party_code, actor_id, command_id)
  ) without rowid`.execute(db);
  await sql`insert into party_commands_clustered select actor_id, command_id, party_code, result,
    created_at from party_commands`.execute(db);
  await sql`drop table party_commands`.execute(db);
  await sql`alter table party_commands_clustered rename to party_commands`.execute(db);
}
