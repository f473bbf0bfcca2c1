import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { plainSql, valueRows } from './plain-sql';
import type { Db, GameRecordsTable } from './schema';

/** One participant's result of one finished online game (feeds the profile stats). */
export interface FinishedGame {
  userId: string;
  partyCode: string;
  topicTitle: string;
  teamName: string;
  score: number;
  won: boolean;
  guesses: number;
  correctGuesses: number;
  finishedAt: number;
  /** The winning team names (several on a tie for first; none when nobody won). */
  winners: string[];
}

export interface GameRecordEntry extends FinishedGame {
  id: string;
  /** OFF-9: a game the user hosted (offline), not one played on a team. */
  hosted: boolean;
}

export interface UserStats {
  gamesPlayed: number;
  wins: number;
  /** Totals for accuracy (SCORE-3): correct guesses among all guesses. */
  guesses: number;
  correctGuesses: number;
  recentGames: GameRecordEntry[];
}

/** Records a finished game for one participant. */
export async function recordFinishedGame(db: Db, game: FinishedGame): Promise<GameRecordEntry> {
  const [entry] = await recordFinishedGames(db, [game]);
  if (entry === undefined) throw new Error('no game recorded');
  return entry;
}

/**
 * Records a finished game for each of its participants, in one statement: the party
 * engine calls this when a game finishes, inside the transaction that finishes it.
 */
export async function recordFinishedGames(
  db: Db,
  games: readonly FinishedGame[],
): Promise<GameRecordEntry[]> {
  const entries = games.map((game) => ({ id: randomUUID(), hosted: false, ...game }));
  if (entries.length === 0) return entries;
  const rows = entries.map((e) => [
    e.id,
    e.userId,
    e.partyCode,
    e.topicTitle,
    e.teamName,
    e.score,
    e.won ? 1 : 0,
    e.guesses,
    e.correctGuesses,
    e.finishedAt,
    JSON.stringify(e.winners),
  ]);
  await plainSql(db)`insert into game_records (id, user_id, party_code, topic_title, team_name,
      score, won, guesses, correct_guesses, finished_at, winners)
    values ${valueRows(rows)}`;
  return entries;
}

/** The party code under which a host's offline games are recorded (OFF-9). */
export const OFFLINE_GAME_CODE = 'OFFLINE';

/**
 * OFF-9: a finished offline game of `userId`, as a hosted game: it counts in the games
 * played, not in wins or accuracy (no guesses of theirs are known). A repeated id counts once.
 * Marked hosted, with the winning teams, so it never reads as a lost game.
 */
export async function recordOfflineGame(
  db: Db,
  game: {
    id: string;
    userId: string;
    topicTitle: string;
    finishedAt: number;
    winners: readonly string[];
  },
): Promise<void> {
  await db
    .insertInto('game_records')
    .values({
      id: game.id,
      user_id: game.userId,
      party_code: OFFLINE_GAME_CODE,
      topic_title: game.topicTitle,
      team_name: '',
      score: 0,
      won: 0,
      guesses: 0,
      correct_guesses: 0,
      finished_at: game.finishedAt,
      hosted: 1,
      winners: JSON.stringify(game.winners),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function getUserStats(db: Db, userId: string, recentLimit = 10): Promise<UserStats> {
  const totals = await db
    .selectFrom('game_records')
    .where('user_id', '=', userId)
    .select(({ fn }) => [
      fn.countAll<number>().as('games'),
      fn.sum<number | null>('won').as('wins'),
      fn.sum<number | null>('guesses').as('guesses'),
      fn.sum<number | null>('correct_guesses').as('correct'),
    ])
    .executeTakeFirstOrThrow();
  const recent = await db
    .selectFrom('game_records')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(recentLimit)
    .execute();
  return {
    gamesPlayed: Number(totals.games),
    wins: Number(totals.wins ?? 0),
    guesses: Number(totals.guesses ?? 0),
    correctGuesses: Number(totals.correct ?? 0),
    recentGames: recent.map(toEntry),
  };
}

/** A guest who signs in keeps their history: it moves to the account. */
export async function moveGameRecords(
  db: Db,
  fromUserId: string,
  toUserId: string,
): Promise<number> {
  const result = await db
    .updateTable('game_records')
    .set({ user_id: toUserId })
    .where('user_id', '=', fromUserId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

function toEntry(row: Selectable<GameRecordsTable>): GameRecordEntry {
  return {
    id: row.id,
    userId: row.user_id,
    partyCode: row.party_code,
    topicTitle: row.topic_title,
    teamName: row.team_name,
    score: row.score,
    won: row.won === 1,
    guesses: row.guesses,
    correctGuesses: row.correct_guesses,
    finishedAt: row.finished_at,
    hosted: row.hosted === 1,
    winners: parseWinners(row.winners),
  };
}

/** The stored JSON array of winner names; anything else (never written by us) as none. */
function parseWinners(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((name) => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * JUDGE-6: the records of a party's latest finished game are written again when the host
 * corrects its results. Deletes them and returns when that game finished, or null.
 */
export async function deleteLatestGameRecords(db: Db, partyCode: string): Promise<number | null> {
  const latest = await db
    .selectFrom('game_records')
    .where('party_code', '=', partyCode)
    .select(({ fn }) => fn.max('finished_at').as('finished_at'))
    .executeTakeFirst();
  if (latest?.finished_at === null || latest?.finished_at === undefined) return null;
  const finishedAt = Number(latest.finished_at);
  await db
    .deleteFrom('game_records')
    .where('party_code', '=', partyCode)
    .where('finished_at', '=', finishedAt)
    .execute();
  return finishedAt;
}
