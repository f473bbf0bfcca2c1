import { randomUUID } from 'node:crypto';
import { plainSql, valueRows } from './plain-sql';
import type { Db } from './schema';

export interface GuessInput {
  partyCode: string;
  userId: string;
  teamId: string;
  text: string;
  correct: boolean;
  rank: number | null;
  points: number;
  createdAt: number;
  /** The sender and the client's command id (the ledger applies a command once). */
  commandId: string | null;
}

export interface GuessRecord extends GuessInput {
  id: string;
}

/**
 * Records a guess. The party engine records each guess once: its command ledger, checked and
 * written in the same transaction, applies a command once (migration 007 dropped the unique
 * command id). Plain SQL, not the query builder: this runs on every guess (docs/PERFORMANCE.md).
 */
export async function recordGuess(db: Db, guess: GuessInput): Promise<void> {
  await plainSql(db)`insert into guesses
    (id, party_code, user_id, team_id, text, correct, rank, points, created_at, command_id)
    values (${randomUUID()}, ${guess.partyCode}, ${guess.userId}, ${guess.teamId}, ${guess.text},
      ${guess.correct ? 1 : 0}, ${guess.rank}, ${guess.points}, ${guess.createdAt},
      ${guess.commandId})`;
}

/** Records several guesses in one statement (the party engine's write-behind batches). */
export async function recordGuesses(db: Db, guesses: readonly GuessInput[]): Promise<void> {
  if (guesses.length === 0) return;
  const rows = guesses.map((guess) => [
    randomUUID(),
    guess.partyCode,
    guess.userId,
    guess.teamId,
    guess.text,
    guess.correct ? 1 : 0,
    guess.rank,
    guess.points,
    guess.createdAt,
    guess.commandId,
  ]);
  await plainSql(db)`insert into guesses
    (id, party_code, user_id, team_id, text, correct, rank, points, created_at, command_id)
    values ${valueRows(rows)}`;
}

export async function listGuesses(db: Db, partyCode: string): Promise<GuessRecord[]> {
  const rows = await db
    .selectFrom('guesses')
    .selectAll()
    .where('party_code', '=', partyCode)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    partyCode: row.party_code,
    userId: row.user_id,
    teamId: row.team_id,
    text: row.text,
    correct: row.correct === 1,
    rank: row.rank,
    points: row.points,
    createdAt: row.created_at,
    commandId: row.command_id,
  }));
}

/** JUDGE-2, JUDGE-6: a guess the host accepted (or whose accept was undone), found by who and when. */
export async function markGuess(
  db: Db,
  guess: { partyCode: string; userId: string; createdAt: number; text: string },
  outcome: { correct: boolean; rank: number | null; points: number },
): Promise<void> {
  await db
    .updateTable('guesses')
    .set({ correct: outcome.correct ? 1 : 0, rank: outcome.rank, points: outcome.points })
    .where('party_code', '=', guess.partyCode)
    .where('user_id', '=', guess.userId)
    .where('created_at', '=', guess.createdAt)
    .where('text', '=', guess.text)
    .execute();
}
