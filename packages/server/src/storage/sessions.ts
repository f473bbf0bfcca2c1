import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './schema';

export interface SessionRecord {
  /** The stored id: a hash of the cookie token, never the token itself. */
  id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
}

export interface NewSession {
  /** The secret for the cookie; only its hash is stored. */
  token: string;
  session: SessionRecord;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  input: { userId: string; now: number; ttlMs: number },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const session: SessionRecord = {
    id: hashSessionToken(token),
    userId: input.userId,
    createdAt: input.now,
    expiresAt: input.now + input.ttlMs,
  };
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
  return { token, session };
}

/** The live session behind a cookie token, or null when unknown or expired. */
export async function findSessionByToken(
  db: Db,
  token: string,
  now: number,
): Promise<SessionRecord | null> {
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', hashSessionToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, userId: row.user_id, createdAt: row.created_at, expiresAt: row.expires_at };
}

export async function extendSession(db: Db, id: string, expiresAt: number): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user (a guest's planted or stolen tokens included). */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
