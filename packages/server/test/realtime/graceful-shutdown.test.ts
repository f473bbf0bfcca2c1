import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AckMessage } from '@trivia/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../../src/scale/availability';
import { getFreePort } from '../support/free-port';
import { ServerProcess } from '../support/server-process';
import { PartyClient } from './support/party-client';
import { guestOver, must } from './support/party-flow';

/** Well under the server's own drain bound (10 s): what a deploy's stop timeout can count on. */
const EXIT_BOUND_MS = 5000;

describe('graceful shutdown (the compiled server, SIGTERM)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trivia-shutdown-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('[PARTY-7] answers the commands it has taken, tells clients to reconnect, closes the database and exits 0', async () => {
    const port = await getFreePort();
    const server = await ServerProcess.start({ port, env: { DATA_DIR: dataDir } });
    servers.push(server);
    const host = await guestOver(server.url, 'Host');
    const { code } = await must(host, 'createParty', {});
    if (!code) throw new Error('no code');
    const player = await guestOver(server.url, 'Player');
    await must(player, 'joinParty', { code });

    // A queue of party changes on one connection, all sent before the signal.
    const sent: Array<Promise<{ ack: AckMessage; at: number }>> = [];
    for (let i = 0; i < 8; i += 1) {
      for (const [type, payload] of [
        ['startGame', { code }],
        ['goBack', { code, to: 'lobby' }],
      ] as const) {
        sent.push(host.client.send(type, payload).then((ack) => ({ ack, at: performance.now() })));
      }
    }
    const disconnected = new Promise<string>((resolve) =>
      host.client.socket.once('disconnect', resolve),
    );
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (exitCode) => resolve(exitCode)),
    );
    await sent[0];
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');

    const answers = await Promise.all(sent);
    expect(await disconnected).toBe('io server disconnect');
    expect(await exited).toBe(0);
    const drainMs = performance.now() - signalledAt;
    expect(drainMs).toBeLessThan(EXIT_BOUND_MS);

    // Every command got its answer: done, or (if it arrived after the signal) "retry".
    for (const { ack } of answers) {
      if (!ack.ok) expect(ack.error).toBe(SERVICE_UNAVAILABLE);
    }
    const done = answers.filter(({ ack }) => ack.ok);
    expect(done.filter(({ at }) => at > signalledAt).length).toBeGreaterThan(0);
    const lastVersion = Math.max(
      ...done.map(({ ack }) => (ack.ok ? (ack.result.version ?? 0) : 0)),
    );
    process.stdout.write(
      `graceful shutdown: ${done.length}/${answers.length} commands done, exit after ${Math.round(drainMs)} ms\n`,
    );

    // What was acknowledged was committed: a new server on the same file shows that version.
    const next = await ServerProcess.start({ port, env: { DATA_DIR: dataDir } });
    servers.push(next);
    const back = { ...host, client: await PartyClient.connect(next.url, { cookie: host.cookie }) };
    await must(back, 'subscribe', { code });
    expect(back.client.latest(code).version).toBe(lastVersion);
    back.client.socket.close();
    player.client.socket.close();
  }, 60_000);
});
