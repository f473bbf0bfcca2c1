import { REALTIME_ERRORS, SCREEN_VIEWER_ID, type ConnectRefusal } from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_SCREEN_PREFIX } from '../../src/realtime/screen-handshake';
import { storageTargets } from '../support/storage-targets';
import { PartyClient } from './support/party-client';
import { closeAll, lobbyOf, must, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';
import { everyRefusedCommand, expectScreenShows, openScreenKey } from './support/screens';

const CANNOT_ACT = { ok: false, error: REALTIME_ERRORS.screenCannotAct };

/** The refusal a connection attempt got (socket.io's connect_error data). */
async function refusalOf(attempt: Promise<PartyClient>): Promise<ConnectRefusal> {
  try {
    const client = await attempt;
    client.close();
  } catch (error) {
    return (error as { data: ConnectRefusal }).data;
  }
  throw new Error('the connection was accepted');
}

/**
 * The big screen opens on a TV that never signed in (AUTH-6, VIEW-5; docs/PROTOCOL.md "Big
 * screen"): no session, the link's key in the handshake; a watcher only.
 */
describe.each(storageTargets())('a big screen with no session ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const stateOf = async (code: string) => {
    const state = await testApp.realtime.service.loadState(code);
    if (state === null) throw new Error(`party ${code} is gone`);
    return state;
  };
  /** A TV with no cookie at all, carrying the link's code and key. */
  const anonymousTv = (code: string, key: string) =>
    PartyClient.connect(testApp.url, { screen: { code, key } });

  it('[AUTH-6][VIEW-5][ROLE-7] connects with the key alone, watches the public view, and can do nothing else', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const key = await openScreenKey(host, code);
    const client = await anonymousTv(code, key);
    const hello = await client.waitFor((m) => m.type === 'hello');
    expect(hello.type === 'hello' && hello.userId.startsWith(ANONYMOUS_SCREEN_PREFIX)).toBe(true);
    const tv: Player = { userId: '', displayName: 'TV', cookie: '', client };

    expect(await client.send('watchScreen', { code, key })).toMatchObject({ ok: true });
    await expectScreenShows(tv, await stateOf(code));
    // No member slot and nobody's presence.
    const view = client.latest(code).view;
    expect(view.viewer.userId).toBe(SCREEN_VIEWER_ID);
    expect(view.members.map((m) => m.userId).sort()).toEqual(
      [host.userId, players[0]!.userId].sort(),
    );
    // Every other command is refused, whatever it is.
    for (const [type, payload] of Object.entries(everyRefusedCommand(code, host.userId))) {
      expect(await client.send(type as 'subscribe', payload as { code: string })).toEqual(
        expect.objectContaining(CANNOT_ACT),
      );
    }
    expect((await stateOf(code)).members).toHaveLength(2);
    // It follows the party live.
    await must(host, 'startGame', { code });
    await expectScreenShows(tv, await stateOf(code));
    closeAll(host, tv, ...players);
  });

  it('[AUTH-6] is refused with a wrong key, a key of another party, or no key and no session', async () => {
    const { code, host } = await lobbyOf(testApp, 0);
    const other = await lobbyOf(testApp, 0);
    const otherKey = await openScreenKey(other.host, other.code);
    await openScreenKey(host, code);
    expect(await refusalOf(anonymousTv(code, otherKey))).toMatchObject({
      code: 'unauthorized',
      message: REALTIME_ERRORS.screenKeyInvalid,
    });
    expect(await refusalOf(anonymousTv('ZZZZZZ', otherKey))).toMatchObject({
      message: REALTIME_ERRORS.screenKeyInvalid,
    });
    expect(await refusalOf(PartyClient.connect(testApp.url))).toMatchObject({
      code: 'unauthorized',
      message: REALTIME_ERRORS.unauthorized,
    });
    // A malformed key is no key at all.
    expect(await refusalOf(anonymousTv(code, 'short'))).toMatchObject({
      message: REALTIME_ERRORS.unauthorized,
    });
    closeAll(host, other.host);
  });

  it('[HOST-3] is revocable by the host and ends with the party', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const key = await openScreenKey(host, code);
    const client = await anonymousTv(code, key);
    await client.send('watchScreen', { code, key });

    await must(host, 'revokeScreen', { code });
    await client.waitFor((m) => m.type === 'screenRevoked' && m.code === code);
    expect(await refusalOf(anonymousTv(code, key))).toMatchObject({
      message: REALTIME_ERRORS.screenKeyInvalid,
    });
    client.close();

    const fresh = await openScreenKey(host, code);
    const again = await anonymousTv(code, fresh);
    await again.send('watchScreen', { code, key: fresh });
    // The last members leave: the party and its key are gone.
    await must(players[0]!, 'leave', { code });
    await must(host, 'leave', { code });
    await again.waitFor((m) => m.type === 'partyClosed' && m.code === code);
    expect(await refusalOf(anonymousTv(code, fresh))).toMatchObject({
      message: REALTIME_ERRORS.screenKeyInvalid,
    });
    again.close();
    closeAll(host, ...players);
  });
});
