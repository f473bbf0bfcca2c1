import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './schema';

/** 24 random bytes: 32 base64url characters, a valid protocol ScreenKey. */
const KEY_BYTES = 24;

/** A fresh, unguessable big-screen key. */
export function makeScreenKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

/** The party's big-screen key, or null when the host never opened the screen. */
export async function findScreenKey(db: Db, partyCode: string): Promise<string | null> {
  const row = await db
    .selectFrom('party_screens')
    .select('screen_key')
    .where('party_code', '=', partyCode)
    .executeTakeFirst();
  return row?.screen_key ?? null;
}

/**
 * The party's key, made on first use. Two hosts' tabs opening it at once get the same key:
 * the first insert wins and the other reads it. Throws if the party does not exist (the
 * foreign key), so check the party first.
 */
export async function getOrCreateScreenKey(
  db: Db,
  partyCode: string,
  now: number,
): Promise<string> {
  const known = await findScreenKey(db, partyCode);
  if (known !== null) return known;
  await db
    .insertInto('party_screens')
    .values({ party_code: partyCode, screen_key: makeScreenKey(), created_at: now })
    .onConflict((conflict) => conflict.column('party_code').doNothing())
    .execute();
  const stored = await findScreenKey(db, partyCode);
  if (stored === null) throw new Error(`Screen key of party ${partyCode} was not stored`);
  return stored;
}

/** Does `key` open the party's big screen? Compared in constant time. */
export async function isScreenKey(db: Db, partyCode: string, key: string): Promise<boolean> {
  const stored = await findScreenKey(db, partyCode);
  if (stored === null) return false;
  const given = Buffer.from(key);
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Deletes the party's screen key (with the party: deleteParty, deleteExpiredParties). */
export async function deleteScreenKey(db: Db, partyCode: string): Promise<void> {
  await db.deleteFrom('party_screens').where('party_code', '=', partyCode).execute();
}
