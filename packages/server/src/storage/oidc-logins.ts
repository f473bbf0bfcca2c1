import type { Db, OidcLoginsTable } from './schema';

export interface OidcLogin {
  id: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  nextPath: string;
  popup: boolean;
  createdAt: number;
  expiresAt: number;
}

/** Stored in the database (not in memory) so any instance can finish a sign-in. */
export async function saveOidcLogin(db: Db, login: OidcLogin): Promise<void> {
  const row: OidcLoginsTable = {
    id: login.id,
    state: login.state,
    nonce: login.nonce,
    code_verifier: login.codeVerifier,
    next_path: login.nextPath,
    popup: login.popup ? 1 : 0,
    created_at: login.createdAt,
    expires_at: login.expiresAt,
  };
  await db.insertInto('oidc_logins').values(row).execute();
}

/** Returns and deletes the login (one use only); null when unknown or expired. */
export async function takeOidcLogin(db: Db, id: string, now: number): Promise<OidcLogin | null> {
  const row = await db
    .deleteFrom('oidc_logins')
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  return {
    id: row.id,
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    nextPath: row.next_path,
    popup: row.popup === 1,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

export async function deleteExpiredOidcLogins(db: Db, now: number): Promise<number> {
  const result = await db
    .deleteFrom('oidc_logins')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
