import { describe, expect, it } from 'vitest';
import { recordFinishedGame } from '../../src/storage/game-records';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findSessionByToken,
} from '../../src/storage/sessions';
import {
  createGuestUser,
  createOidcUser,
  deleteAbandonedGuests,
  deleteUser,
  findUserById,
  findUserByOidcIdentity,
  recordSignIn,
  updateDisplayName,
} from '../../src/storage/users';
import { makeFinishedGame } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { useTestDatabase } from '../support/use-test-database';

const NOW = 1_700_000_000_000;
const DAY = 86_400_000;
const identity = { issuer: 'https://accounts.google.com', subject: '1234567890' };

function newOidcUser(overrides: Partial<Parameters<typeof createOidcUser>[1]> = {}) {
  return {
    identity,
    displayName: 'Alice',
    email: 'alice@example.com',
    photoUrl: 'https://example.com/a.png',
    emailVerified: true,
    now: NOW,
    ...overrides,
  };
}

describe.each(storageTargets())('storage contract: users and sessions ($kind)', (target) => {
  const db = useTestDatabase(target);

  it('creates a guest with no email or photo', async () => {
    const guest = await createGuestUser(db(), { displayName: 'Clever Otter 42', now: NOW });
    expect(await findUserById(db(), guest.id)).toEqual({
      id: guest.id,
      displayName: 'Clever Otter 42',
      email: null,
      photoUrl: null,
      emailVerified: false,
      isGuest: true,
      createdAt: NOW,
      lastSignInAt: NOW,
    });
  });

  it('finds an account by its provider identity, which is unique', async () => {
    const user = await createOidcUser(db(), newOidcUser());
    expect(await findUserByOidcIdentity(db(), identity)).toEqual(user);
    expect(await findUserByOidcIdentity(db(), { ...identity, subject: 'other' })).toBeNull();
    await expect(createOidcUser(db(), newOidcUser())).rejects.toThrow();
  });

  it('updates the display name and the last sign-in time', async () => {
    const user = await createOidcUser(db(), newOidcUser());
    await recordSignIn(db(), user.id, NOW + DAY);
    const updated = await updateDisplayName(db(), user.id, 'Ally');
    expect(updated).toMatchObject({ displayName: 'Ally', lastSignInAt: NOW + DAY, createdAt: NOW });
    expect(await updateDisplayName(db(), 'missing', 'X')).toBeNull();
  });

  it('stores only a hash of the session token and finds the session by token', async () => {
    const user = await createGuestUser(db(), { displayName: 'G', now: NOW });
    const { token, session } = await createSession(db(), { userId: user.id, now: NOW, ttlMs: DAY });
    const stored = await db().selectFrom('sessions').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).not.toBe(token);
    expect(await findSessionByToken(db(), token, NOW + 1)).toEqual(session);
    expect(await findSessionByToken(db(), 'not-a-token', NOW + 1)).toBeNull();
  });

  it('[AUTH-4] treats an expired session as absent until it is extended', async () => {
    const user = await createGuestUser(db(), { displayName: 'G', now: NOW });
    const { token, session } = await createSession(db(), { userId: user.id, now: NOW, ttlMs: DAY });
    expect(await findSessionByToken(db(), token, NOW + DAY)).toBeNull();
    await extendSession(db(), session.id, NOW + 2 * DAY);
    expect((await findSessionByToken(db(), token, NOW + DAY))?.expiresAt).toBe(NOW + 2 * DAY);
    await deleteSession(db(), session.id);
    expect(await findSessionByToken(db(), token, NOW)).toBeNull();
  });

  it('deletes expired sessions and counts them', async () => {
    const user = await createGuestUser(db(), { displayName: 'G', now: NOW });
    await createSession(db(), { userId: user.id, now: NOW, ttlMs: DAY });
    await createSession(db(), { userId: user.id, now: NOW, ttlMs: 3 * DAY });
    expect(await deleteExpiredSessions(db(), NOW + 2 * DAY)).toBe(1);
    expect(await deleteExpiredSessions(db(), NOW + 2 * DAY)).toBe(0);
  });

  it('deletes a user with their sessions and game records', async () => {
    const user = await createGuestUser(db(), { displayName: 'G', now: NOW });
    const { token } = await createSession(db(), { userId: user.id, now: NOW, ttlMs: DAY });
    await recordFinishedGame(db(), makeFinishedGame({ userId: user.id }));
    await deleteUser(db(), user.id);
    expect(await findUserById(db(), user.id)).toBeNull();
    expect(await findSessionByToken(db(), token, NOW)).toBeNull();
    expect(await db().selectFrom('game_records').selectAll().execute()).toEqual([]);
  });

  it('[AUTH-4] removes guests nobody can sign in as any more, and only those', async () => {
    const abandoned = await createGuestUser(db(), { displayName: 'Gone', now: NOW });
    const active = await createGuestUser(db(), { displayName: 'Here', now: NOW });
    await createSession(db(), { userId: active.id, now: NOW, ttlMs: DAY });
    const account = await createOidcUser(db(), newOidcUser());
    expect(await deleteAbandonedGuests(db())).toBe(1);
    expect(await findUserById(db(), abandoned.id)).toBeNull();
    expect(await findUserById(db(), active.id)).not.toBeNull();
    expect(await findUserById(db(), account.id)).not.toBeNull();
  });
});
