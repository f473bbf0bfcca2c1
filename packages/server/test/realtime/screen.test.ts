import { MESSAGES, type PartyState } from '@trivia/game';
import {
  REALTIME_ERRORS,
  ScreenKey,
  type ClientCommandType,
  type ViewMessage,
} from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findScreenKey } from '../../src/storage/party-screens';
import { reconnectTo, viewsOf } from '../scale/support/players';
import { storageTargets } from '../support/storage-targets';
import {
  closeAll,
  connectPlayer,
  lobbyOf,
  must,
  OCEANS,
  playingParty,
  type Player,
} from './support/party-flow';
import { startRealtimeApp, TEST_LIMITS, type RealtimeTestApp } from './support/realtime-app';
import { everyRefusedCommand, expectScreenShows, openScreenKey } from './support/screens';

const GRACE_MS = 400;
const CANNOT_ACT = { ok: false, error: REALTIME_ERRORS.screenCannotAct };

/** docs/PROTOCOL.md "Big screen": a party on a TV, following it live, never acting. */
describe.each(storageTargets())('the big screen over socket.io ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false, presenceGraceMs: GRACE_MS });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const stateOf = async (code: string): Promise<PartyState> => {
    const state = await testApp.realtime.service.loadState(code);
    if (state === null) throw new Error(`party ${code} is gone`);
    return state;
  };
  /** A TV signed in as a guest of its own. */
  const tv = () => connectPlayer(testApp, 'Living room TV');
  /** A member's account on a second connection (a laptop plugged into the TV). */
  const sameAccount = (player: Player) => reconnectTo(testApp.url, player);
  const onlineIn = (view: ViewMessage, player: Player) =>
    view.view.members.find((m) => m.userId === player.userId)?.online;

  it('[VIEW-5][ROLE-2] the host opens the screen: one key per party, the same every time; nobody else may', async () => {
    const { code, host, players } = await lobbyOf(testApp, 2);
    const [member, kicked] = players as [Player, Player];
    const { version } = (await stateOf(code)).party;
    const key = await openScreenKey(host, code);
    expect(ScreenKey.safeParse(key).success).toBe(true);
    expect(await host.client.send('openScreen', { code })).toMatchObject({
      ok: true,
      result: { code, screenKey: key },
    });
    const other = await lobbyOf(testApp, 0);
    expect(await openScreenKey(other.host, other.code)).not.toBe(key);

    expect(await member.client.send('openScreen', { code })).toMatchObject({
      ok: false,
      error: REALTIME_ERRORS.screenHostOnly,
    });
    const stranger = await tv();
    expect(await stranger.client.send('openScreen', { code })).toMatchObject({
      ok: false,
      error: MESSAGES.memberNotFound,
    });
    expect(await host.client.send('openScreen', { code: 'ZZZZZZ' })).toMatchObject({
      ok: false,
      error: MESSAGES.partyNotFound,
    });
    // Opening the screen changes nothing in the party.
    expect((await stateOf(code)).party.version).toBe(version);
    await must(host, 'kick', { code, targetUserId: kicked.userId });
    expect(await kicked.client.send('openScreen', { code })).toMatchObject({
      ok: false,
      error: MESSAGES.removedFromParty,
    });
    closeAll(host, member, kicked, stranger, other.host);
  });

  it('[VIEW-1][VIEW-5] a screen follows a whole game as the public view, never as a member', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const [player] = players as [Player];
    const key = await openScreenKey(host, code);
    const screen = await tv();
    const start = await stateOf(code);
    expect(await screen.client.send('watchScreen', { code, key })).toMatchObject({
      ok: true,
      result: { code, version: start.party.version },
    });
    await expectScreenShows(screen, start);
    const steps: Array<() => Promise<unknown>> = [
      () => must(host, 'startGame', { code }),
      () => must(host, 'chooseGameType', { code, gameTypeId: 'top5-blitz' }),
      () => must(host, 'chooseTopic', { code, topicId: 'largest-oceans' }),
      () =>
        must(host, 'saveTeams', {
          code,
          teamNames: ['Red', 'Blue'],
          maxAttempts: 3,
          turnSeconds: 30,
        }),
      () => must(host, 'beginGame', { code }),
      ...(
        [
          [host, 'pacific'],
          [player, 'mediterranean'],
          [host, 'indian'],
          [player, 'arctic'],
          [host, 'southern'],
          [player, 'atlantic'],
        ] as const
      ).map(
        ([who, text]) =>
          () =>
            must(who, 'guess', { code, text }),
      ),
    ];
    for (const step of steps) {
      await step();
      await expectScreenShows(screen, await stateOf(code));
    }
    const final = await stateOf(code);
    expect(final.party.status).toBe('finished');

    const views = viewsOf(screen, code);
    // Every version, in order, from the one it started at.
    expect(views.map((v) => v.version)).toEqual(
      Array.from(
        { length: final.party.version - start.party.version + 1 },
        (_, i) => start.party.version + i,
      ),
    );
    for (const { view } of views) {
      expect(view.members.map((m) => m.userId)).toEqual([host.userId, player.userId]);
      if (view.party.status !== 'finished' && view.party.topic !== null) {
        expect(view.party.topic.answers).toHaveLength(view.party.revealedIndices.length);
      }
    }
    expect(views.some((v) => v.view.party.status === 'playing')).toBe(true);
    expect(views.at(-1)?.view.party.topic?.answers.map((a) => a.text)).toEqual([...OCEANS]);
    expect(final.members.map((m) => m.userId)).not.toContain(screen.userId);
    closeAll(host, player, screen);
  });

  it('[JOIN-8] a screen makes nobody Online, even one signed in as a member', async () => {
    const { code, host, players } = await lobbyOf(testApp, 2);
    const [mover, owner] = players as [Player, Player];
    const key = await openScreenKey(host, code);
    // A member's own connection becomes a screen: its member subscription ends first.
    await must(mover, 'watchScreen', { code, key });
    // A member's account on a second connection watches; then their phone goes away.
    const ownersTv = await sameAccount(owner);
    await must(ownersTv, 'watchScreen', { code, key });
    owner.client.close();

    await host.client.waitForView(
      code,
      (v) => onlineIn(v, mover) === false && onlineIn(v, owner) === false,
      GRACE_MS * 20,
    );
    const state = await stateOf(code);
    // Still members (a screen never leaves for them), shown Offline, and both screens follow.
    expect(state.members.map((m) => [m.userId, m.online])).toEqual([
      [host.userId, true],
      [mover.userId, false],
      [owner.userId, false],
    ]);
    for (const screen of [mover, ownersTv]) await expectScreenShows(screen, state);
    expect(await mover.client.send('leave', { code })).toMatchObject(CANNOT_ACT);
    closeAll(host, mover, ownersTv);
  });

  it('[ROLE-7] refuses every other command from a screen, even signed in as the host, and changes nothing', async () => {
    const { code, host, players } = await playingParty(testApp, { others: 2 });
    const key = await openScreenKey(host, code);
    const hostsTv = await sameAccount(host);
    const guestTv = await tv();
    for (const screen of [hostsTv, guestTv]) await must(screen, 'watchScreen', { code, key });
    const before = await stateOf(code);
    const partyCount = () =>
      testApp.database.db
        .selectFrom('parties')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    const partiesBefore = Number((await partyCount()).n);

    const target = (players[0] as Player).userId;
    for (const screen of [hostsTv, guestTv]) {
      for (const [type, payload] of Object.entries(everyRefusedCommand(code, target))) {
        const ack = await screen.client.send(type as ClientCommandType, payload as never);
        expect(ack, `${screen.displayName}: ${type}`).toMatchObject(CANNOT_ACT);
      }
    }
    expect(await stateOf(code)).toEqual(before);
    expect(Number((await partyCount()).n)).toBe(partiesBefore);

    // Watching again is fine (the current view again); so is stopping.
    expect(await hostsTv.client.send('watchScreen', { code, key })).toMatchObject({
      ok: true,
      result: { code, version: before.party.version },
    });
    expect(await guestTv.client.send('unsubscribe', { code })).toMatchObject({ ok: true });
    await must(host, 'guess', { code, text: 'pacific' });
    await expectScreenShows(hostsTv, await stateOf(code));
    // A command answered after the guess's views were sent: none reached the stopped screen.
    await must(guestTv, 'unsubscribe', { code });
    expect(viewsOf(guestTv, code).at(-1)?.version).toBe(before.party.version);
    expect(await guestTv.client.send('subscribe', { code })).toMatchObject(CANNOT_ACT);
    closeAll(host, hostsTv, guestTv, ...players);
  });

  it('[HOST-3] a host change revokes the key: the new host opens the screen with a new one', async () => {
    const { code, host, players } = await lobbyOf(testApp, 2);
    const [next] = players as [Player, Player];
    const key = await openScreenKey(host, code);
    const screen = await tv();
    await must(screen, 'watchScreen', { code, key });

    await must(host, 'promote', { code, targetUserId: next.userId });
    await screen.client.waitFor((m) => m.type === 'screenRevoked' && m.code === code);
    expect(await host.client.send('openScreen', { code })).toMatchObject({
      ok: false,
      error: REALTIME_ERRORS.screenHostOnly,
    });
    const second = await openScreenKey(next, code);
    expect(second).not.toBe(key);

    await must(next, 'leave', { code });
    const handedBack = await stateOf(code);
    expect(handedBack.party.hostId).toBe(host.userId);
    const third = await openScreenKey(host, code);
    expect([key, second]).not.toContain(third);
    const secondTv = await tv();
    await must(secondTv, 'watchScreen', { code, key: third });
    await expectScreenShows(secondTv, handedBack);
    closeAll(host, ...players, screen, secondTv);
  });

  it('[PARTY-6] a screen that reconnects watches again and gets the current view at once', async () => {
    const { code, host, players } = await playingParty(testApp, { others: 1 });
    const key = await openScreenKey(host, code);
    const screen = await tv();
    await must(screen, 'watchScreen', { code, key });
    screen.client.close();
    await must(host, 'guess', { code, text: 'pacific' });
    const back = await reconnectTo(testApp.url, screen);
    const state = await stateOf(code);
    expect(await back.client.send('watchScreen', { code, key })).toMatchObject({
      ok: true,
      result: { code, version: state.party.version },
    });
    await expectScreenShows(back, state);
    closeAll(host, ...players, back);
  });

  it('[HOST-2] partyClosed reaches the screen, and the key goes with the party', async () => {
    const { code, host } = await lobbyOf(testApp, 0);
    const key = await openScreenKey(host, code);
    const screen = await tv();
    await must(screen, 'watchScreen', { code, key });
    expect((await findScreenKey(testApp.database.db, code))?.key).toBe(key);

    await must(host, 'leave', { code });
    await screen.client.waitFor((m) => m.type === 'partyClosed' && m.code === code);
    expect(await findScreenKey(testApp.database.db, code)).toBeNull();
    expect(await screen.client.send('watchScreen', { code, key })).toMatchObject({
      ok: false,
      error: MESSAGES.partyNotFound,
    });
    closeAll(host, screen);
  });
});

describe.each(storageTargets())('big screen keys cannot be guessed ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, {
      turnTimer: false,
      limits: { ...TEST_LIMITS, failedJoinsPerAddress: { capacity: 3, perSecond: 0.001 } },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[LIMIT-4] a wrong key is refused and counts as a failed join of the address', async () => {
    const { code, host } = await lobbyOf(testApp, 0);
    const closed = await lobbyOf(testApp, 0); // its host never opened the screen
    const key = await openScreenKey(host, code);
    const guesser = await connectPlayer(testApp, 'Guesser');
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const invalid = { ok: false, error: REALTIME_ERRORS.screenKeyInvalid };
    expect(await guesser.client.send('watchScreen', { code, key: wrongKey })).toMatchObject(
      invalid,
    );
    expect(await guesser.client.send('watchScreen', { code: closed.code, key })).toMatchObject(
      invalid,
    );
    expect(await guesser.client.send('watchScreen', { code: 'ZZZZZZ', key })).toMatchObject({
      ok: false,
      error: MESSAGES.partyNotFound,
    });
    // Three misses: now even the right key waits, from any connection of the address.
    const again = await connectPlayer(testApp, 'Guesser again');
    expect(await again.client.send('watchScreen', { code, key })).toMatchObject({
      ok: false,
      error: REALTIME_ERRORS.tooManyJoins,
    });
    // A refused watch makes no screen: the guesser can still play, and saw no view.
    expect(await guesser.client.send('createParty', {})).toMatchObject({ ok: true });
    expect(viewsOf(guesser, code)).toEqual([]);
    closeAll(host, closed.host, guesser, again);
  });
});
