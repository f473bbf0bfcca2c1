import { randomUUID } from 'node:crypto';
import { REALTIME_ERRORS } from '@trivia/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REALTIME_LIMITS } from '../../src/realtime/rate-limiter';
import { storageTargets } from '../support/storage-targets';
import { PartyClient } from './support/party-client';
import { closeAll, connectPlayer, must, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

/** An 8 KB command that fails validation (an unknown type), with a fresh id. */
function invalidCommand() {
  return { commandId: randomUUID(), type: 'nonsense', payload: { junk: 'x'.repeat(8_000) } };
}

function disconnected(player: Player): Promise<string> {
  return new Promise((resolve) => player.client.socket.once('disconnect', resolve));
}

/**
 * Abuse limits, the server's default ones (LIMIT-3, LIMIT-5): every inbound
 * message counts against the budget before it is read, a connection that keeps sending
 * invalid messages is closed, and one user holds a bounded number of connections. The
 * limits do not depend on storage, so the embedded default is enough.
 */
describe.each(storageTargets().filter((t) => t.kind === 'sqlite'))(
  'abuse limits against floods ($kind)',
  (target) => {
    let testApp: RealtimeTestApp;
    beforeAll(async () => {
      testApp = await startRealtimeApp(target, {
        turnTimer: false,
        limits: { ...DEFAULT_REALTIME_LIMITS, maxConnectionsPerUser: 3 },
      });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('[LIMIT-3] a flood of invalid 8 KB commands gets a few answers, then the connection is closed', async () => {
      const { host, code } = await (async () => {
        const h = await connectPlayer(testApp, 'Calm Ann');
        const created = await must(h, 'createParty', {});
        return { host: h, code: created.code ?? '' };
      })();
      const attacker = await connectPlayer(testApp, 'Flooder');
      const closed = disconnected(attacker);
      let answered = 0;
      for (let i = 0; i < 2_000; i += 1) {
        attacker.client.socket.emit('command', invalidCommand(), () => {
          answered += 1;
        });
      }
      expect(await closed).toBe('io server disconnect');
      const budget = DEFAULT_REALTIME_LIMITS.invalidMessagesPerConnection.capacity;
      expect(answered).toBeLessThanOrEqual(budget + 1);
      expect(
        attacker.client.messages.some(
          (m) => m.type === 'protocolError' && m.error === REALTIME_ERRORS.tooManyInvalid,
        ),
      ).toBe(true);
      // Everyone else carries on.
      expect(await host.client.send('goBack', { code, to: 'lobby' })).toMatchObject({
        ok: false,
      });
      expect(await host.client.send('subscribe', { code })).toMatchObject({ ok: true });
      closeAll(host, attacker);
    });

    it('[LIMIT-3] unknown events and invalid commands spend the member budget before validation', async () => {
      const sender = await connectPlayer(testApp, 'Bursty');
      const capacity = DEFAULT_REALTIME_LIMITS.commandsPerMember.capacity;
      const unknownEvents = 5;
      for (let i = 0; i < unknownEvents; i += 1) sender.client.sendRaw('chat', 'hello');
      // Sent back to back, so they arrive within a few ms: the bucket refills 10 a second,
      // and a slow machine must not give back a token between the first and the last.
      const spent = [];
      for (let i = unknownEvents; i < capacity; i += 1) {
        spent.push(sender.client.send('goBack', { code: 'ZZZZZZ', to: 'lobby' }));
      }
      // The budget is spent: an invalid command is refused by the limiter, unread.
      const reply: Promise<unknown> = sender.client.socket
        .timeout(5_000)
        .emitWithAck('command', invalidCommand());
      await Promise.all(spent);
      expect(await reply).toMatchObject({ ok: false, error: REALTIME_ERRORS.rateLimited });
      closeAll(sender);
    });

    it('[LIMIT-5] one user holds at most the cap of connections; closing one frees a place', async () => {
      const first = await connectPlayer(testApp, 'Many Tabs');
      const others = [
        await PartyClient.connect(testApp.url, { cookie: first.cookie }),
        await PartyClient.connect(testApp.url, { cookie: first.cookie }),
      ];
      await expect(
        PartyClient.connect(testApp.url, { cookie: first.cookie }),
      ).rejects.toMatchObject({
        data: { code: 'too_many_connections', message: REALTIME_ERRORS.tooManyConnections },
      });
      others[0]?.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await PartyClient.connect(testApp.url, { cookie: first.cookie });
      again.close();
      others[1]?.close();
      closeAll(first);
    });
  },
);
