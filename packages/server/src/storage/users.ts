import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db, UsersTable } from './schema';

export interface UserRecord {
  id: string;
  displayName: string;
  email: string | null;
  photoUrl: string | null;
  emailVerified: boolean;
  isGuest: boolean;
  createdAt: number;
  lastSignInAt: number;
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
}

export interface NewOidcUser {
  identity: OidcIdentity;
  displayName: string;
  email: string;
  photoUrl: string;
  emailVerified: boolean;
  now: number;
}

export async function createGuestUser(
  db: Db,
  input: { displayName: string; now: number },
): Promise<UserRecord> {
  const row: UsersTable = {
    id: randomUUID(),
    display_name: input.displayName,
    email: null,
    photo_url: null,
    email_verified: 0,
    is_guest: 1,
    oidc_issuer: null,
    oidc_subject: null,
    created_at: input.now,
    last_sign_in_at: input.now,
  };
  await db.insertInto('users').values(row).execute();
  return toUserRecord(row);
}

export async function createOidcUser(db: Db, input: NewOidcUser): Promise<UserRecord> {
  const row: UsersTable = {
    id: randomUUID(),
    display_name: input.displayName,
    email: input.email,
    photo_url: input.photoUrl,
    email_verified: input.emailVerified ? 1 : 0,
    is_guest: 0,
    oidc_issuer: input.identity.issuer,
    oidc_subject: input.identity.subject,
    created_at: input.now,
    last_sign_in_at: input.now,
  };
  await db.insertInto('users').values(row).execute();
  return toUserRecord(row);
}

export async function findUserById(db: Db, id: string): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toUserRecord(row) : null;
}

export async function findUserByOidcIdentity(
  db: Db,
  identity: OidcIdentity,
): Promise<UserRecord | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('oidc_issuer', '=', identity.issuer)
    .where('oidc_subject', '=', identity.subject)
    .executeTakeFirst();
  return row ? toUserRecord(row) : null;
}

export async function recordSignIn(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: now }).where('id', '=', id).execute();
}

/** Returns the updated user, or null when there is no such user. */
export async function updateDisplayName(
  db: Db,
  id: string,
  displayName: string,
): Promise<UserRecord | null> {
  await db.updateTable('users').set({ display_name: displayName }).where('id', '=', id).execute();
  return findUserById(db, id);
}

/** Deletes the user; their sessions and game records go with them. */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', id).execute();
  await db.deleteFrom('game_records').where('user_id', '=', id).execute();
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Guests nobody can sign in as any more: no session left (signed out, or idle past it). */
function abandonedGuests(db: Db) {
  return db
    .selectFrom('users')
    .select('id')
    .where('is_guest', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sessions')
            .select('sessions.id')
            .whereRef('sessions.user_id', '=', 'users.id'),
        ),
      ),
    );
}

/**
 * Deletes the abandoned guests: their data is temporary. Their topics and packs go with
 * them (ON DELETE CASCADE), and so do their sessions and game records.
 */
export async function deleteAbandonedGuests(db: Db): Promise<number> {
  const abandoned = await abandonedGuests(db).execute();
  for (const { id } of abandoned) await deleteUser(db, id);
  return abandoned.length;
}

/** How many My Topics the abandoned guests hold (what their deletion will free, AUTH-4). */
export async function countAbandonedGuestTopics(db: Db): Promise<number> {
  const row = await db
    .selectFrom('user_topics')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('owner_id', 'in', abandonedGuests(db))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function toUserRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    photoUrl: row.photo_url,
    emailVerified: row.email_verified === 1,
    isGuest: row.is_guest === 1,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  };
}
