import { ScreenKey } from '@trivia/protocol';
import { describe, expect, it } from 'vitest';
import { createParty, deleteExpiredParties } from '../../src/storage/parties';
import { deleteParty } from '../../src/storage/party-claims';
import {
  findScreenKey,
  getOrCreateScreenKey,
  isScreenKey,
  makeScreenKey,
} from '../../src/storage/party-screens';
import { makeParty } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { useTestDatabase } from '../support/use-test-database';

const NOW = 1_700_000_000_000;

describe.each(storageTargets())('storage contract: party screens ($kind)', (target) => {
  const db = useTestDatabase(target);
  const party = (code: string, expiresAt = NOW + 7_200_000) =>
    createParty(db(), makeParty({ code, createdAt: NOW, expiresAt }));

  it('makes unguessable keys that the protocol accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, makeScreenKey));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toHaveLength(32);
      expect(ScreenKey.safeParse(key).success).toBe(true);
    }
  });

  it('[VIEW-5] makes the key on first use and gives the same one after, also when asked at once', async () => {
    await party('ABC123');
    expect(await findScreenKey(db(), 'ABC123')).toBeNull();
    const keys = await Promise.all([
      getOrCreateScreenKey(db(), 'ABC123', 0, NOW),
      getOrCreateScreenKey(db(), 'ABC123', 0, NOW),
    ]);
    expect(keys[1]).toBe(keys[0]);
    expect(await getOrCreateScreenKey(db(), 'ABC123', 0, NOW + 1)).toBe(keys[0]);
    expect(await findScreenKey(db(), 'ABC123')).toEqual({ key: keys[0], epoch: 0 });
  });

  it('[HOST-3] a new screen epoch revokes the old key: it opens nothing and a new one is made', async () => {
    await party('ABC123');
    const old = await getOrCreateScreenKey(db(), 'ABC123', 0, NOW);
    expect(await isScreenKey(db(), 'ABC123', old, 1)).toBe(false);
    const fresh = await Promise.all([
      getOrCreateScreenKey(db(), 'ABC123', 1, NOW),
      getOrCreateScreenKey(db(), 'ABC123', 1, NOW),
    ]);
    expect(fresh[0]).not.toBe(old);
    expect(fresh[1]).toBe(fresh[0]);
    expect(await isScreenKey(db(), 'ABC123', fresh[0] ?? '', 1)).toBe(true);
    expect(await isScreenKey(db(), 'ABC123', old, 0)).toBe(false);
    // A late request for an older epoch never brings its key back.
    expect(await getOrCreateScreenKey(db(), 'ABC123', 0, NOW)).toBe(fresh[0]);
  });

  it('checks a key against its own party only', async () => {
    await party('ABC123');
    await party('XYZ789');
    const key = await getOrCreateScreenKey(db(), 'ABC123', 0, NOW);
    const other = await getOrCreateScreenKey(db(), 'XYZ789', 0, NOW);
    expect(other).not.toBe(key);
    expect(await isScreenKey(db(), 'ABC123', key, 0)).toBe(true);
    expect(await isScreenKey(db(), 'ABC123', other, 0)).toBe(false);
    expect(await isScreenKey(db(), 'ABC123', key.slice(1), 0)).toBe(false);
    expect(await isScreenKey(db(), 'NONE00', key, 0)).toBe(false);
  });

  it('refuses a key for a party that does not exist', async () => {
    await expect(getOrCreateScreenKey(db(), 'NONE00', 0, NOW)).rejects.toThrow();
  });

  it('deletes the key with its party: a closed party and the expiry sweep', async () => {
    await party('CLOSED');
    await party('OLD001', NOW);
    await party('NEW001');
    for (const code of ['CLOSED', 'OLD001', 'NEW001'])
      await getOrCreateScreenKey(db(), code, 0, NOW);

    await db()
      .transaction()
      .execute((trx) => deleteParty(trx, 'CLOSED'));
    expect(await findScreenKey(db(), 'CLOSED')).toBeNull();

    expect(await deleteExpiredParties(db(), NOW)).toBe(1);
    expect(await findScreenKey(db(), 'OLD001')).toBeNull();
    expect(await findScreenKey(db(), 'NEW001')).not.toBeNull();
  });
});
