import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './schema';

/** 24 random bytes: 32 base64url characters, a valid protocol ScreenKey. */
const KEY_BYTES = 24;

/** A fresh, unguessable big-screen key. */
export function makeScreenKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

interface StoredKey {
  key: string;
  epoch: number;
}

/** The party's big-screen key and its epoch, or null when the host never opened the screen. */
export async function findScreenKey(db: Db, partyCode: string): Promise<StoredKey | null> {
  const row = await db
    .selectFrom('party_screens')
    .select(['screen_key', 'epoch'])
    .where('party_code', '=', partyCode)
    .executeTakeFirst();
  return row === undefined ? null : { key: row.screen_key, epoch: Number(row.epoch) };
}

/**
 * The party's key for its current screen `epoch`, made on first use in that epoch (a key of
 * an older epoch is replaced: revoked). Two hosts' tabs opening it at once get the same key:
 * the first write wins and the other reads it. Throws if the party does not exist (the
 * foreign key), so check the party first.
 */
export async function getOrCreateScreenKey(
  db: Db,
  partyCode: string,
  epoch: number,
  now: number,
): Promise<string> {
  const known = await findScreenKey(db, partyCode);
  if (known !== null && known.epoch === epoch) return known.key;
  const fresh = { screen_key: makeScreenKey(), epoch, created_at: now };
  await db
    .insertInto('party_screens')
    .values({ party_code: partyCode, ...fresh })
    .onConflict((conflict) =>
      conflict.column('party_code').doUpdateSet(fresh).where('party_screens.epoch', '<', epoch),
    )
    .execute();
  const stored = await findScreenKey(db, partyCode);
  if (stored === null) throw new Error(`Screen key of party ${partyCode} was not stored`);
  return stored.key;
}

/** Does `key` open the party's big screen in screen `epoch`? Compared in constant time. */
export async function isScreenKey(
  db: Db,
  partyCode: string,
  key: string,
  epoch: number,
): Promise<boolean> {
  const stored = await findScreenKey(db, partyCode);
  if (stored === null || stored.epoch !== epoch) return false;
  const given = Buffer.from(key);
  const expected = Buffer.from(stored.key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Deletes the party's screen key (with the party: deleteParty, deleteExpiredParties). */
export async function deleteScreenKey(db: Db, partyCode: string): Promise<void> {
  await db.deleteFrom('party_screens').where('party_code', '=', partyCode).execute();
}
