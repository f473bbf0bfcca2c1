import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, sharedPartyView, viewDelta } from '@trivia/game';
import { fail, FakeRealtimeServer, ok } from '../testing/fake-realtime-server';
import { makeChoosing, makeLobby, viewOf } from '../testing/party-views';
import { CONNECTION_FAILED } from './command-queue';
import { RealtimeClient } from './realtime-client';
import { createRealtimeSocket } from './realtime-context';

let server: FakeRealtimeServer;
let client: RealtimeClient;

function connect(timing = { offlineMs: 400, ackMs: 2000 }): RealtimeClient {
  const socket = createRealtimeSocket(server.url, {
    reconnectionDelay: 20,
    reconnectionDelayMax: 50,
  });
  client = new RealtimeClient(socket, timing);
  client.start();
  return client;
}

/** Resolves once `test` holds after some change of the client (or already holds). */
function until(test: () => boolean, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (test()) return resolve();
    const timer = setTimeout(() => {
      stop();
      reject(new Error('timed out waiting for the client'));
    }, timeoutMs);
    const stop = client.onChange(() => {
      if (!test()) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

/** Waits until the server has received `count` commands of `type`. */
function serverGot(type: string, count: number): Promise<void> {
  return vi.waitFor(() => expect(server.commands(type)).toHaveLength(count), { timeout: 3000 });
}

const view = (version: number) => ({ ...viewOf(makeLobby()), version });

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  client?.stop();
  await server.close();
});

describe('realtime client (docs/PROTOCOL.md)', () => {
  it('connects, learns who it is, and reads the time on the server clock', async () => {
    connect();
    expect(client.connection().status).toBe('connecting');
    await until(() => client.connection().userId !== null);
    expect(client.connection()).toMatchObject({ status: 'connected', userId: 'u-1' });
    expect(Math.abs(client.serverNow() - server.now())).toBeLessThan(1000);
  });

  it('sends a command envelope and resolves with its ack', async () => {
    server.handler = (envelope) =>
      envelope.type === 'joinParty'
        ? fail(envelope, 'Party not found')
        : ok(envelope, { code: 'ABC123' });
    connect();
    await expect(client.send('createParty', {})).resolves.toEqual({
      ok: true,
      result: { code: 'ABC123' },
    });
    await expect(client.send('joinParty', { code: 'ZZZ999' })).resolves.toEqual({
      ok: false,
      error: 'Party not found',
    });
    const [created] = server.commands('createParty');
    expect(created).toMatchObject({ type: 'createParty', payload: {} });
    expect(created!.commandId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('subscribes a held party once, keeps the highest version, and unsubscribes on release', async () => {
    connect();
    const releaseA = client.holdParty('ABC123');
    const releaseB = client.holdParty('ABC123');
    await serverGot('subscribe', 1);
    server.sendView('ABC123', 3, view(3));
    await until(() => client.party('ABC123').view?.version === 3);
    server.sendView('ABC123', 2, view(2));
    server.sendView('ABC123', 4, view(4));
    await until(() => client.party('ABC123').view?.version === 4);
    expect(client.party('ABC123')).toMatchObject({ loading: false, error: null });
    releaseA();
    releaseB();
    await serverGot('unsubscribe', 1);
    expect(server.commands('subscribe')).toHaveLength(1);
  });

  it('[PARTY-6] applies deltas to the view it holds; on a gap it subscribes again and takes the snapshot (protocol 2)', async () => {
    connect();
    client.holdParty('ABC123');
    await serverGot('subscribe', 1);
    const lobby = makeLobby();
    const lobbyView = viewOf(lobby);
    server.sendView('ABC123', lobbyView.version, lobbyView);
    await until(() => client.party('ABC123').view?.version === lobbyView.version);
    // The next version as a delta: the screen gets the whole view, members kept as they were.
    const choosing = makeChoosing();
    const next = { ...sharedPartyView(choosing), version: lobbyView.version + 1 };
    next.party = { ...next.party, version: next.version };
    const delta = viewDelta(sharedPartyView(lobby), next);
    server.sendDelta({
      code: 'ABC123',
      baseVersion: lobbyView.version,
      version: next.version,
      delta,
    });
    await until(() => client.party('ABC123').view?.version === next.version);
    const held = client.party('ABC123').view!;
    expect(held).toEqual({ ...next, viewer: lobbyView.viewer });
    // A delta from a version it never got: no change, one subscribe, however many follow.
    const from = { code: 'ABC123', baseVersion: next.version + 5, delta: {} };
    server.sendDelta({ ...from, version: next.version + 6 });
    server.sendDelta({ ...from, baseVersion: next.version + 6, version: next.version + 7 });
    await serverGot('subscribe', 2);
    expect(client.party('ABC123').view?.version).toBe(next.version);
    server.sendView('ABC123', next.version + 7, view(next.version + 7));
    await until(() => client.party('ABC123').view?.version === next.version + 7);
    expect(server.commands('subscribe')).toHaveLength(2);
  });

  it('after a dropped connection: reconnecting, then connected and subscribed again', async () => {
    connect();
    client.holdParty('ABC123');
    await serverGot('subscribe', 1);
    server.dropConnections();
    await until(() => client.connection().status === 'reconnecting');
    await until(() => client.connection().status === 'connected');
    await serverGot('subscribe', 2);
    const [first, second] = server.received.filter((c) => c.type === 'subscribe');
    expect(first!.socketId).not.toBe(second!.socketId);
  });

  it('watches a big screen with its key, never subscribes it, and watches again after a reconnect', async () => {
    const key = 'screen-key-0123456789';
    server.handler = (envelope) => {
      const { code } = envelope.payload as { code: string };
      if (code === 'BAD000') return fail(envelope, 'This big screen link is not valid.');
      setTimeout(() => server.sendView(code, 3, view(3)), 5);
      return ok(envelope, { code, version: 3 });
    };
    connect();
    client.watchScreen('ABC123', key);
    client.watchScreen('BAD000', key);
    await until(() => client.party('ABC123').view !== null);
    await until(() => client.party('BAD000').error === 'This big screen link is not valid.');
    expect(server.commands('watchScreen')[0]?.payload).toEqual({ code: 'ABC123', key });
    server.dropConnections();
    await until(() => client.connection().status === 'reconnecting');
    await vi.waitFor(
      () =>
        expect(
          server
            .commands('watchScreen')
            .filter((c) => (c.payload as { code: string }).code === 'ABC123'),
        ).toHaveLength(2),
      { timeout: 3000 },
    );
    expect(server.commands('subscribe')).toHaveLength(0);
  });

  it('[ROLE-8] resends an unanswered command with the same id after a reconnect, and resolves once', async () => {
    let answered = false;
    server.handler = (envelope, socket) => {
      if (envelope.type !== 'kick' || answered) return ok(envelope, { version: 7 });
      answered = true;
      socket.conn.close(); // the ack is lost with the connection
      return null;
    };
    connect();
    await until(() => client.connection().status === 'connected');
    const result = await client.send('kick', { code: 'ABC123', targetUserId: 'u-2' });
    expect(result).toEqual({ ok: true, result: { version: 7 } });
    const kicks = server.commands('kick');
    expect(kicks).toHaveLength(2);
    expect(kicks[1]!.commandId).toBe(kicks[0]!.commandId);
  });

  it('fails with "Failed to connect to party" after the connection stays down', async () => {
    connect({ offlineMs: 200, ackMs: 2000 });
    await until(() => client.connection().status === 'connected');
    await server.close();
    await until(() => client.connection().status === 'reconnecting');
    await expect(client.send('leave', { code: 'ABC123' })).resolves.toEqual({
      ok: false,
      error: CONNECTION_FAILED,
    });
    server = await FakeRealtimeServer.start(); // for afterEach
  });

  it('[AUTH-6] shows a refused connection (reload_required) and fails commands with its message', async () => {
    server.refuse = {
      code: 'reload_required',
      message: 'A new version of Trivia Games is available. Please reload the page.',
      protocolVersion: 1,
    };
    connect();
    await until(() => client.connection().status === 'refused');
    expect(client.connection().refusal?.code).toBe('reload_required');
    await expect(client.send('createParty', {})).resolves.toEqual({
      ok: false,
      error: 'A new version of Trivia Games is available. Please reload the page.',
    });
  });

  it('marks a party not found, kicked or closed', async () => {
    server.handler = (envelope) => {
      const { code } = envelope.payload as { code: string };
      if (code === 'NOPE00') return fail(envelope, 'Party not found');
      if (code === 'KICK00') return fail(envelope, MESSAGES.removedFromParty);
      return ok(envelope, { code });
    };
    connect();
    client.holdParty('NOPE00');
    client.holdParty('KICK00');
    client.holdParty('ABC123');
    await until(() => client.party('NOPE00').error === 'Party not found');
    await until(() => client.party('KICK00').kicked);
    server.io.emit('partyClosed', { type: 'partyClosed', code: 'ABC123' });
    await until(() => client.party('ABC123').closed);
    expect(client.party('ABC123').loading).toBe(false);
  });
});
