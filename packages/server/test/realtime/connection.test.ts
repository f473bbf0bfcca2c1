import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@trivia/game';
import { PROTOCOL_VERSION, REALTIME_ERRORS, REALTIME_PATH } from '@trivia/protocol';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../support/storage-targets';
import { makePlayer, PartyClient } from './support/party-client';
import {
  closeAll,
  connectPlayer,
  lobbyOf,
  must,
  playingParty,
  type Player,
} from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

describe.each(storageTargets())('the realtime connection ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, { turnTimer: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('greets a signed-in client with its user id and the server clock', async () => {
    const player = await connectPlayer(testApp, 'Greeted');
    const hello = await player.client.waitFor((m) => m.type === 'hello');
    expect(hello).toMatchObject({ protocolVersion: PROTOCOL_VERSION, userId: player.userId });
    closeAll(player);
  });

  it('[AUTH-6] tells an old client to reload (protocol version exchanged on connect)', async () => {
    const { cookie } = await makePlayer(testApp.database.db, 'Old');
    for (const protocolVersion of [0, PROTOCOL_VERSION + 1]) {
      await expect(
        PartyClient.connect(testApp.url, { cookie, protocolVersion }),
      ).rejects.toMatchObject({
        message: 'reload_required',
        data: { code: 'reload_required', message: REALTIME_ERRORS.reloadRequired },
      });
    }
  });

  it('[AUTH-6] refuses a page of another origin (cross-site WebSocket hijacking), accepts its own', async () => {
    const { cookie } = await makePlayer(testApp.database.db, 'Origin');
    await expect(
      PartyClient.connect(testApp.url, { cookie, origin: 'https://evil.example' }),
    ).rejects.toMatchObject({ data: { code: 'forbidden_origin' } });
    const own = await PartyClient.connect(testApp.url, { cookie, origin: testApp.url });
    own.close();
  });

  it('speaks WebSocket only: HTTP long-polling is refused', async () => {
    const { cookie } = await makePlayer(testApp.database.db, 'Polling');
    const socket = io(testApp.url, {
      path: REALTIME_PATH,
      transports: ['polling'],
      extraHeaders: { cookie },
      auth: { protocolVersion: PROTOCOL_VERSION },
      reconnection: false,
    });
    await expect(
      new Promise((resolve, reject) =>
        socket.once('connect', () => resolve(undefined)).once('connect_error', reject),
      ),
    ).rejects.toThrow();
    socket.close();
  });

  it('[LIMIT-2] answers bad input with an error and carries on', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    host.client.sendRaw('command', { type: 'startGame' });
    expect(await host.client.waitFor((m) => m.type === 'protocolError')).toMatchObject({
      error: expect.stringMatching(/^Invalid message/),
    });
    const commandId = randomUUID();
    const bad = await host.client.socket.emitWithAck('command', {
      commandId,
      type: 'guess',
      payload: { code, text: 1 },
    });
    expect(bad).toMatchObject({
      type: 'ack',
      commandId,
      ok: false,
      error: expect.stringMatching(/^Invalid message: payload\.text/),
    });
    host.client.sendRaw('setPresence', { online: false });
    await host.client.waitFor(
      (m) => m.type === 'protocolError' && m.error === REALTIME_ERRORS.unknownEvent,
    );
    expect(await host.client.send('startGame', { code })).toMatchObject({ ok: true });
    closeAll(host, ...players);
  });

  it('[LIMIT-2] closes a connection that sends more than 16 KB; the party carries on', async () => {
    const { code, host, players } = await lobbyOf(testApp, 1);
    const [player] = players;
    const closed = new Promise((resolve) => player?.client.socket.once('disconnect', resolve));
    player?.client.sendRaw('command', {
      commandId: 'big',
      type: 'guess',
      payload: { code, text: 'x'.repeat(20_000) },
    });
    await closed;
    expect(await host.client.send('startGame', { code })).toMatchObject({ ok: true });
    closeAll(host);
  });

  it('[JOIN-3] an unknown code is refused; so is a finished party, to newcomers only', async () => {
    const { code, host, players, view } = await playingParty(testApp, {
      others: 1,
      maxAttempts: 1,
    });
    const stranger = await connectPlayer(testApp, 'Joiner');
    expect(await stranger.client.send('joinParty', { code: 'ZZZZZZ' })).toMatchObject({
      ok: false,
      error: MESSAGES.partyNotFound,
    });
    expect(await stranger.client.send('subscribe', { code: 'ZZZZZZ' })).toMatchObject({
      ok: false,
      error: MESSAGES.partyNotFound,
    });
    await must(host, 'guess', { code, text: 'caspian' });
    await must(players[0] as Player, 'guess', { code, text: 'baltic' });
    // JUDGE-8: the game ended on a refused guess; the host shows the results at once.
    await must(host, 'skipChecking', { code });
    expect(view.view.party.status).toBe('playing');
    expect(await stranger.client.send('joinParty', { code })).toMatchObject({
      ok: false,
      error: MESSAGES.partyFinished,
    });
    expect(await host.client.send('joinParty', { code })).toMatchObject({ ok: true });
    closeAll(host, stranger, ...(players as Player[]));
  });
});

describe.each(storageTargets())('abuse limits ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  beforeAll(async () => {
    testApp = await startRealtimeApp(target, {
      turnTimer: false,
      limits: {
        commandsPerMember: { capacity: 5, perSecond: 0.001 },
        joinsPerConnection: { capacity: 4, perSecond: 0.001 },
        failedJoinsPerAddress: { capacity: 3, perSecond: 0.001 },
        maxQueuedCommands: 100,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('[LIMIT-3] limits commands per member', async () => {
    const host = await connectPlayer(testApp, 'Chatty');
    const { code } = await must(host, 'createParty', {});
    const acks = [];
    for (let i = 0; i < 6; i += 1)
      acks.push(await host.client.send('goBack', { code: code ?? '', to: 'lobby' }));
    expect(acks.at(-1)).toMatchObject({ ok: false, error: REALTIME_ERRORS.rateLimited });
    closeAll(host);
  });

  it('[LIMIT-4] limits joins per connection', async () => {
    const host = await connectPlayer(testApp, 'Hana');
    const { code } = await must(host, 'createParty', {});
    const joiner = await connectPlayer(testApp, 'Joiner');
    for (let i = 0; i < 4; i += 1) {
      expect(await joiner.client.send('joinParty', { code: code ?? '' })).toMatchObject({
        ok: true,
      });
    }
    expect(await joiner.client.send('subscribe', { code: code ?? '' })).toMatchObject({
      error: REALTIME_ERRORS.tooManyJoins,
    });
    closeAll(host, joiner);
  });

  it('[LIMIT-4] limits failed joins per address, across connections, so codes cannot be guessed', async () => {
    const guesser = await connectPlayer(testApp, 'Guesser');
    for (const code of ['AAAAAA', 'BBBBBB', 'CCCCCC']) {
      expect(await guesser.client.send('joinParty', { code })).toMatchObject({
        error: MESSAGES.partyNotFound,
      });
    }
    expect(await guesser.client.send('joinParty', { code: 'DDDDDD' })).toMatchObject({
      error: REALTIME_ERRORS.tooManyJoins,
    });
    const again = await connectPlayer(testApp, 'Guesser again');
    expect(await again.client.send('subscribe', { code: 'EEEEEE' })).toMatchObject({
      error: REALTIME_ERRORS.tooManyJoins,
    });
    closeAll(guesser, again);
  });
});
