import { plainSql, valueRows } from './plain-sql';
import type { Db } from './schema';

/**
 * Migration 007: the team each member played in a party's current game (the
 * state's party.gameTeams), by user id. Written only when it changes: at Begin Game, when a
 * newcomer is placed, and when a game ends.
 */
export async function listGameTeams(db: Db, partyCode: string): Promise<Record<string, string>> {
  const { rows } = await plainSql<{ user_id: string; team_id: string }>(db)`select user_id,
    team_id from party_game_teams where party_code = ${partyCode}`;
  return Object.fromEntries(rows.map((row) => [row.user_id, row.team_id]));
}

/** The party's game teams become `teams` (an empty record removes them all). */
export async function replaceGameTeams(
  db: Db,
  partyCode: string,
  teams: Readonly<Record<string, string>>,
): Promise<void> {
  await plainSql(db)`delete from party_game_teams where party_code = ${partyCode}`;
  const rows = Object.entries(teams).map(([userId, teamId]) => [partyCode, userId, teamId]);
  if (rows.length === 0) return;
  await plainSql(db)`insert into party_game_teams (party_code, user_id, team_id)
    values ${valueRows(rows)}`;
}
