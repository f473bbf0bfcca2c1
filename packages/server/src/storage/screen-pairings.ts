import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PAIRING_ALPHABET, PAIRING_CODE_LENGTH } from '@trivia/protocol';
import type { Db } from './schema';

/**
 * SCREEN-1: TV pairing codes. A TV gets a short code and a secret token; the host binds the
 * code to a party (SCREEN-2); the TV, polling with its token, takes the party's screen key
 * once. Rows live 10 minutes at most (the expiry sweep), in the database so that every
 * instance of a cluster sees them.
 */

/** How long a TV's code can be entered. */
export const PAIRING_TTL_MS = 10 * 60_000;

/** A fresh code of PAIRING_ALPHABET. */
export function makePairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1) {
    code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  }
  return code;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewPairing {
  code: string;
  token: string;
  expiresAt: number;
}

/**
 * Stores a new pairing for `address`; a code already taken (by a live or an expired row) is
 * drawn again, a few times at most.
 */
export async function createPairing(db: Db, address: string, now: number): Promise<NewPairing> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = now + PAIRING_TTL_MS;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = makePairingCode();
    const result = await db
      .insertInto('screen_pairings')
      .values({
        code,
        token_hash: hashToken(token),
        address,
        party_code: null,
        screen_key: null,
        created_at: now,
        expires_at: expiresAt,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 1) return { code, token, expiresAt };
  }
  throw new Error('Could not draw a free TV pairing code');
}

/** The codes `address` asked for that are still open (not expired, not yet taken). */
export async function countPendingPairings(db: Db, address: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('screen_pairings')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('address', '=', address)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * SCREEN-2: binds the open code to the party and its screen key. False (nothing changed) when
 * the code is unknown, expired or already bound.
 */
export async function bindPairing(
  db: Db,
  code: string,
  binding: { partyCode: string; screenKey: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('screen_pairings')
    .set({ party_code: binding.partyCode, screen_key: binding.screenKey })
    .where('code', '=', code)
    .where('expires_at', '>', now)
    .where('party_code', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Is `code` open (known, unexpired, not bound)? The host's check before minting a key. */
export async function isOpenPairing(db: Db, code: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('screen_pairings')
    .select('code')
    .where('code', '=', code)
    .where('expires_at', '>', now)
    .where('party_code', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export type PairingStatus =
  | { status: 'waiting'; expiresAt: number }
  | { status: 'paired'; partyCode: string; screenKey: string }
  | null;

/**
 * The TV's poll: null when the code is unknown, expired or the token is not its own; waiting
 * until the host enters it; then the binding, once (the row is deleted as it is read).
 */
export async function pollPairing(
  db: Db,
  code: string,
  token: string,
  now: number,
): Promise<PairingStatus> {
  const row = await db
    .selectFrom('screen_pairings')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (row === undefined || Number(row.expires_at) <= now) return null;
  const given = Buffer.from(hashToken(token));
  const expected = Buffer.from(row.token_hash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (row.party_code === null || row.screen_key === null) {
    return { status: 'waiting', expiresAt: Number(row.expires_at) };
  }
  const taken = await db
    .deleteFrom('screen_pairings')
    .where('code', '=', code)
    .where('token_hash', '=', row.token_hash)
    .executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1) return null; // another poll took it just now
  return { status: 'paired', partyCode: row.party_code, screenKey: row.screen_key };
}

/** The expiry sweep's part (SCREEN-1). */
export async function deleteExpiredPairings(db: Db, now: number): Promise<number> {
  const result = await db
    .deleteFrom('screen_pairings')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
