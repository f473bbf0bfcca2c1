import { normalizeName, truncateName } from '@trivia/game';
import type { Db } from '../storage/schema';
import { moveGameRecords } from '../storage/game-records';
import { createSession, deleteSession } from '../storage/sessions';
import { moveUserTopics } from '../storage/user-topics';
import {
  createOidcUser,
  deleteUser,
  findUserByOidcIdentity,
  recordSignIn,
  type UserRecord,
} from '../storage/users';
import type { Auth } from './current-user';
import type { OidcProfile } from './oidc-client';

export interface SignedIn {
  user: UserRecord;
  token: string;
  expiresAt: number;
  created: boolean;
}

/**
 * Finishes a Google sign-in in one transaction: the users record is created on first
 * sign-in only, a guest who was signed in hands their history and their own topics to the
 * account and is removed, and the old session is replaced (AUTH-3).
 */
export async function signInWithProfile(
  db: Db,
  input: { profile: OidcProfile; previous: Auth | null; now: number; ttlMs: number },
): Promise<SignedIn> {
  const { profile, previous, now, ttlMs } = input;
  return db.transaction().execute(async (trx) => {
    const identity = { issuer: profile.issuer, subject: profile.subject };
    let user = await findUserByOidcIdentity(trx, identity);
    const created = user === null;
    if (user) {
      await recordSignIn(trx, user.id, now);
      user = { ...user, lastSignInAt: now };
    } else {
      user = await createOidcUser(trx, {
        identity,
        displayName: displayNameFor(profile),
        email: profile.email ?? '',
        photoUrl: profile.picture ?? '',
        emailVerified: profile.emailVerified,
        now,
      });
    }
    if (previous) {
      await deleteSession(trx, previous.session.id);
      if (previous.user.isGuest) {
        await moveGameRecords(trx, previous.user.id, user.id);
        await moveUserTopics(trx, previous.user.id, user.id);
        await deleteUser(trx, previous.user.id);
      }
    }
    const session = await createSession(trx, { userId: user.id, now, ttlMs });
    return { user, token: session.token, expiresAt: session.session.expiresAt, created };
  });
}

/**
 * AUTH-3: the provider's name, else the email prefix, else "User"; the first that passes the
 * name rule (NAME-1 to NAME-5) once cut to 40 characters, so a provider's name cannot smuggle
 * in what the profile form refuses.
 */
export function displayNameFor(profile: Pick<OidcProfile, 'name' | 'email'>): string {
  const emailPrefix = profile.email?.split('@')[0];
  for (const candidate of [profile.name, emailPrefix]) {
    if (!candidate) continue;
    const named = normalizeName(truncateName(candidate.normalize('NFKC').trim()));
    if (named.ok) return named.name;
  }
  return 'User';
}
