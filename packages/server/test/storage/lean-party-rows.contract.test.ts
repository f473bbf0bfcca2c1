import { applyPartyCommand } from '@trivia/game';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { later, makePlayingParty } from '../../../game/src/testing/party-builders';
import { readPartyState } from '../../src/parties/store/rows/party-record';
import { findCommandResult, findCreatedParty } from '../../src/storage/command-ledger';
import { listGuesses } from '../../src/storage/guesses';
import { migrateToLatest } from '../../src/storage/migrations';
import { getParty } from '../../src/storage/parties';
import { storageTargets } from '../support/storage-targets';

/** A game in play whose player-2 left: the game teams still name them (they may return). */
function legacyState() {
  const playing = makePlayingParty({ teams: 2, players: 3 });
  const left = applyPartyCommand(playing, {
    type: 'leave',
    userId: 'player-2',
    now: later(playing),
  });
  if (!left.ok) throw new Error(left.error);
  return left.state;
}

describe.each(storageTargets())('storage contract: migration 007 ($kind)', (target) => {
  it('moves members and game teams out of the party row, and reads the same state back', async () => {
    const { database, dispose } = await target.open({ migratedTo: '006-alias-suggestions' });
    try {
      const state = legacyState();
      const { party } = state;
      const { db } = database;
      // As the engine wrote a party before migration 007: the whole state in the row.
      await sql`insert into parties (code, host_id, status, version, state, created_at,
          expires_at, turn_deadline, updated_at)
        values (${party.code}, ${party.hostId}, ${party.status}, ${party.version},
          ${JSON.stringify(state)}, ${party.createdAt}, ${party.expiresAt},
          ${party.turnDeadline}, ${party.lastUpdatedAt})`.execute(db);
      // Rows saved in another order than the list's, all in the same millisecond.
      for (const member of [...state.members].reverse()) {
        await sql`insert into members (party_code, user_id, display_name, role, team_id,
            joined_at, kicked_at, online)
          values (${party.code}, ${member.userId}, ${member.displayName}, ${member.role},
            ${member.teamId}, ${party.createdAt}, ${member.kickedAt},
            ${member.online ? 1 : 0})`.execute(db);
      }
      await sql`insert into guesses (id, party_code, user_id, team_id, text, correct, rank,
          points, created_at, command_id)
        values ('g1', ${party.code}, 'player-1', 'team-1', 'Jupiter', 1, 0, 5, 1, 'a:c1')`.execute(
        db,
      );
      await sql`insert into party_commands (actor_id, command_id, party_code, result, created_at)
        values ('player-1', 'c1', ${party.code}, '{"version":9}', 1),
          ('host', 'create-1', ${party.code}, ${JSON.stringify({ code: party.code, version: 1 })},
            0)`.execute(db);

      await migrateToLatest(database);

      expect(state.party.gameTeams['player-2']).toBeDefined();
      expect(await readPartyState(db, party.code)).toEqual({
        ...state,
        members: state.members.map((m) => ({ ...m, joinedAt: party.createdAt })),
      });
      const stored = (await getParty(db, party.code))?.state as Record<string, unknown>;
      expect(stored).not.toHaveProperty('members');
      expect(stored.party).not.toHaveProperty('gameTeams');
      expect((await listGuesses(db, party.code)).map((g) => g.text)).toEqual(['Jupiter']);
      expect(await findCommandResult(db, party.code, 'player-1', 'c1')).toEqual({ version: 9 });
      // The command that created the party is found by a retry, which names no party.
      expect(await findCreatedParty(db, 'host', 'create-1')).toBe(party.code);
      expect(await findCreatedParty(db, 'player-1', 'c1')).toBeNull();
      if (target.kind === 'sqlite') {
        const { rows } = await sql<{ name: string; sql: string }>`select name, sql
          from sqlite_master where name in ('guesses', 'party_commands')`.execute(db);
        expect(rows).toHaveLength(2);
        for (const row of rows) expect(row.sql.toLowerCase()).toContain('without rowid');
      }
    } finally {
      await dispose();
    }
  });
});
