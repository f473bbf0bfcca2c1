import { describe, expect, it } from 'vitest';
import { MeResponse, UserResponse } from '@trivia/protocol';
import { signInAsGuest } from '../support/accounts';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

describe.each(storageTargets())('profile name ($kind)', (target) => {
  const testApp = useTestApp(target);

  async function currentName(client: ReturnType<ReturnType<typeof testApp>['client']>) {
    return MeResponse.parse((await client.get('/api/me')).body).user?.displayName;
  }

  it('[AUTH-7] needs a signed-in user', async () => {
    const response = await testApp().client().patch('/api/me', { displayName: 'Anyone' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'No user logged in' });
  });

  it('[AUTH-7][NAME-1] trims and saves the name', async () => {
    const { client } = await signInAsGuest(testApp());
    const response = await client.patch('/api/me', { displayName: '  Quiz Master  ' });
    expect(response.status).toBe(200);
    expect(UserResponse.parse(response.body).user.displayName).toBe('Quiz Master');
    expect(await currentName(client)).toBe('Quiz Master');
  });

  it('[NAME-2] refuses an empty name and changes nothing', async () => {
    const { client, user } = await signInAsGuest(testApp());
    const response = await client.patch('/api/me', { displayName: '   ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Display name cannot be empty' });
    expect(await currentName(client)).toBe(user.displayName);
  });

  it('[NAME-2] accepts 40 characters and refuses 41 with a clear message', async () => {
    const { client } = await signInAsGuest(testApp());
    expect((await client.patch('/api/me', { displayName: 'x'.repeat(40) })).status).toBe(200);
    const tooLong = await client.patch('/api/me', { displayName: 'y'.repeat(41) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ error: 'Display name must be at most 40 characters' });
    expect(await currentName(client)).toBe('x'.repeat(40));
  });

  it.each([
    [{}, 'displayName is required'],
    [{ displayName: 42 }, 'displayName must be a string'],
    [{ displayName: 'Ok', admin: true }, 'Unknown field: admin'],
    [[], 'request must be an object'],
  ])('[LIMIT-8] answers a bad body %j with 400 "%s" and changes nothing', async (body, message) => {
    const { client, user } = await signInAsGuest(testApp());
    const response = await client.patch('/api/me', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
    expect(await currentName(client)).toBe(user.displayName);
  });

  it('[LIMIT-8] answers malformed JSON with 400', async () => {
    const { client } = await signInAsGuest(testApp());
    const response = await client.patch('/api/me', '{"displayName": ');
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty('error');
  });

  it('[LIMIT-8] refuses a body over the size limit with 413', async () => {
    const { client, user } = await signInAsGuest(testApp());
    const response = await client.patch('/api/me', { displayName: 'z'.repeat(20_000) });
    expect(response.status).toBe(413);
    expect(response.body).toHaveProperty('error');
    expect(await currentName(client)).toBe(user.displayName);
  });
});
