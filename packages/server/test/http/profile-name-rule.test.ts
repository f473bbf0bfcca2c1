import { describe, expect, it } from 'vitest';
import { MeResponse, UserResponse } from '@trivia/protocol';
import { REFUSED_NAMES, refusalOf } from '../../../game/src/testing/name-attacks';
import { signInAsGuest } from '../support/accounts';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

/** The name rule (NAME-1 to NAME-5) through the real profile route: PATCH /api/me. */
describe.each(storageTargets())('profile names that deceive ($kind)', (target) => {
  const testApp = useTestApp(target);

  it.each(REFUSED_NAMES)(
    '[AUTH-7][NAME-3][NAME-4] refuses $attack with 400 and changes nothing',
    async (attack) => {
      const { client, user } = await signInAsGuest(testApp());
      const response = await client.patch('/api/me', { displayName: attack.name });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: refusalOf(attack) });
      const me = MeResponse.parse((await client.get('/api/me')).body);
      expect(me.user?.displayName).toBe(user.displayName);
    },
  );

  it('[NAME-5] refuses a profane name with a clear message and changes nothing', async () => {
    const { client, user } = await signInAsGuest(testApp());
    const response = await client.patch('/api/me', { displayName: 'Sh1t Happens' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'Display name contains a word that is not allowed. Please choose another.',
    });
    const me = MeResponse.parse((await client.get('/api/me')).body);
    expect(me.user?.displayName).toBe(user.displayName);
  });

  it('[NAME-1] stores the normalised name (NFKC, one space between words)', async () => {
    const { client } = await signInAsGuest(testApp());
    const response = await client.patch('/api/me', { displayName: ' Ｑuiz\u3000\u3000Fan ' });
    expect(response.status).toBe(200);
    expect(UserResponse.parse(response.body).user.displayName).toBe('Quiz Fan');
  });
});

/** NAME-5, on an app of its own (the guest-creation limit is per app and address). */
describe.each(storageTargets())('profile names and the profanity filter ($kind)', (target) => {
  const testApp = useTestApp(target);

  it.each(['f u c k', 'f.u.c.k', 'phuck', 'n i g g e r', 'Fu\u0301ck'])(
    '[NAME-5] refuses the disguised profane name %j and changes nothing',
    async (displayName) => {
      const { client, user } = await signInAsGuest(testApp());
      const response = await client.patch('/api/me', { displayName });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Display name contains a word that is not allowed. Please choose another.',
      });
      const me = MeResponse.parse((await client.get('/api/me')).body);
      expect(me.user?.displayName).toBe(user.displayName);
    },
  );

  it.each(['Dick Van Dyke', 'Cockpit Crew', 'Emily Dickinson', 'Scunthorpe'])(
    '[NAME-5] keeps the real name %j',
    async (displayName) => {
      const { client } = await signInAsGuest(testApp());
      const response = await client.patch('/api/me', { displayName });
      expect(response.status).toBe(200);
      expect(UserResponse.parse(response.body).user.displayName).toBe(displayName);
    },
  );
});
