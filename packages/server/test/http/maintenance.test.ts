import { describe, expect, it } from 'vitest';
import { createParty, getParty } from '../../src/storage/parties';
import { saveMember } from '../../src/storage/party-members';
import { signInAsAccount, signInAsGuest } from '../support/accounts';
import { makeParty } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { startTestApp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const GOOGLE_ONLY = { error: 'You must sign in with Google to perform this action.' };
const PATH = '/api/maintenance/clear-expired-parties';

describe.each(storageTargets())('clear expired parties ($kind)', (target) => {
  const testApp = useTestApp(target);

  it('[AUTH-5] is refused without a session', async () => {
    const response = await testApp().client().post(PATH);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(GOOGLE_ONLY);
  });

  it('[AUTH-5] is refused to a guest', async () => {
    const { client } = await signInAsGuest(testApp());
    const response = await client.post(PATH);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(GOOGLE_ONLY);
  });

  it('[PARTY-5] deletes expired parties for a Google user and returns the count', async () => {
    const db = testApp().database.db;
    const now = Date.now();
    await createParty(
      db,
      makeParty({ code: 'EXP001', createdAt: now - 8_000_000, expiresAt: now - 800_000 }),
    );
    await createParty(
      db,
      makeParty({ code: 'EXP002', createdAt: now - 7_300_000, expiresAt: now - 100_000 }),
    );
    await createParty(
      db,
      makeParty({ code: 'LIVE01', createdAt: now, expiresAt: now + 7_200_000 }),
    );
    await saveMember(db, {
      partyCode: 'EXP001',
      userId: 'someone',
      displayName: 'Someone',
      role: 'host',
      teamId: null,
      joinedAt: now - 8_000_000,
      kickedAt: null,
      online: false,
      position: 0,
    });

    const { client } = await signInAsAccount(testApp());
    const first = await client.post(PATH);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ deleted: 2 });
    expect(await getParty(db, 'LIVE01')).not.toBeNull();
    expect((await client.post(PATH)).body).toEqual({ deleted: 0 });
  });
});

describe.each(storageTargets())('background expiry sweep ($kind)', (target) => {
  it('[PARTY-5] deletes expired parties on its own and stops with the app', async () => {
    const testApp = await startTestApp({ target, deps: { expirySweep: { intervalMs: 50 } } });
    try {
      const db = testApp.database.db;
      const now = Date.now();
      await createParty(
        db,
        makeParty({ code: 'SWEEP1', createdAt: now - 7_300_000, expiresAt: now - 100_000 }),
      );
      await createParty(
        db,
        makeParty({ code: 'KEEP01', createdAt: now, expiresAt: now + 7_200_000 }),
      );
      await expect.poll(() => getParty(db, 'SWEEP1'), { timeout: 3000, interval: 50 }).toBeNull();
      expect(await getParty(db, 'KEEP01')).not.toBeNull();
    } finally {
      await testApp.close();
    }
  });
});
