import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { topics } from '@trivia/content';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { TURN_TIMEOUT_GRACE_MS } from '../../src/parties/turn-timer';
import { getFreePort } from '../support/free-port';
import { PartyClient } from './support/party-client';
import { beginGame, closeAll, guestOver, must, type Player } from './support/party-flow';
import { ServerProcess } from '../support/server-process';

const topic = topics[0];

async function reconnect(url: string, player: Player): Promise<Player> {
  return { ...player, client: await PartyClient.connect(url, { cookie: player.cookie }) };
}

describe('restart (SQLite file)', () => {
  const dataDirs: string[] = [];
  let server: ServerProcess | undefined;
  /** A data folder of the test's own: a server left running must never share one. */
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'trivia-restart-'));
    dataDirs.push(dir);
    return dir;
  };
  // The last server a test started (each test restarts one) is stopped when the test ends.
  afterEach(async () => {
    await server?.kill();
    server = undefined;
  });
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A server on a data folder of its own, and two guests' game in play on it (team-1 to guess). */
  async function gameInPlay(topic: { gameTypeId: string; id: string }, turnSeconds: number) {
    const dataDir = newDataDir();
    const port = await getFreePort();
    const started = await ServerProcess.start({ port, env: { DATA_DIR: dataDir } });
    server = started;
    const host = await guestOver(started.url, 'Host');
    const player = await guestOver(started.url, 'Player');
    const { code } = await must(host, 'createParty', {});
    if (!code) throw new Error('no code');
    await must(player, 'joinParty', { code });
    await beginGame(host, code, { gameTypeId: topic.gameTypeId, topicId: topic.id, turnSeconds });
    return { server: started, dataDir, port, host, player, code };
  }

  it('[PARTY-7][TURN-6] SIGKILL mid-game, restart on the same file, the game and its timer go on', async () => {
    if (topic === undefined) throw new Error('no built-in topic');
    const game = await gameInPlay(topic, 10);
    const { dataDir, port, code } = game;
    let { host, player } = game;
    const found = await must(host, 'guess', { code, text: topic.answers[0]?.text ?? '' });
    expect(found.guess).toMatchObject({ correct: true, rank: 0, points: 5 });
    const before = await player.client.waitForView(code, (v) => v.version === found.version);
    const deadline = before.view.party.turnDeadline ?? 0;
    expect(before.view.party.activeTeamId).toBe('team-2');

    await game.server.kill();
    closeAll(host, player);
    server = await ServerProcess.start({ port, env: { DATA_DIR: dataDir } });
    host = await reconnect(server.url, host);
    player = await reconnect(server.url, player);
    await must(player, 'subscribe', { code });
    await must(host, 'subscribe', { code });
    const after = player.client.latest(code).view;
    expect(after.party).toEqual(before.view.party);
    expect(after.guesses).toEqual(before.view.guesses);

    // Nobody guesses for team-2: the restarted server's timer ends the turn from the stored deadline.
    const timedOut = await host.client.waitForView(
      code,
      (v) => v.view.guesses.length === 2,
      20_000,
    );
    expect(timedOut.view.guesses[1]).toMatchObject({ timedOut: true, teamId: 'team-2', turn: 2 });
    expect((timedOut.view.guesses[1]?.at ?? 0) - deadline).toBeLessThan(
      TURN_TIMEOUT_GRACE_MS + 1000,
    );
    expect(timedOut.view.party.activeTeamId).toBe('team-1');

    const second = await must(host, 'guess', { code, text: topic.answers[1]?.text ?? '' });
    expect(second.guess).toMatchObject({ correct: true, rank: 1, points: 4 });
    const last = await player.client.waitForView(code, (v) => v.version === second.version);
    expect(last.view.party.teams.map((t) => [t.score, t.attempts])).toEqual([
      [9, 2],
      [0, 1],
    ]);
    closeAll(host, player);
  }, 120_000);

  it('[PARTY-7][ROLE-8] SIGKILL right after a guess is answered, before its batch is written: after the restart it is there, and its retry gets the same answer', async () => {
    if (topic === undefined) throw new Error('no built-in topic');
    const game = await gameInPlay(topic, 60);
    const { dataDir, port, code, player } = game;
    let { host } = game;
    const commandId = randomUUID();
    const guess = { code, text: topic.answers[0]?.text ?? '' };
    const ack = await host.client.send('guess', guess, commandId);
    // Killed at once: the change is in the journal only (its batch waits up to WRITE_BEHIND_MS, 1000 ms).
    await game.server.kill();
    closeAll(host, player);
    expect(ack).toMatchObject({ ok: true, result: { guess: { correct: true, rank: 0 } } });

    server = await ServerProcess.start({ port, env: { DATA_DIR: dataDir } });
    host = await reconnect(server.url, host);
    await must(host, 'subscribe', { code });
    const view = host.client.latest(code).view;
    expect(view.guesses).toHaveLength(1);
    expect(view.guesses[0]).toMatchObject({ correct: true, rank: 0, teamId: 'team-1' });
    expect(view.party.teams.map((t) => t.score)).toEqual([5, 0]);
    // The ledger came back with it: the same command is answered as the first time.
    expect(await host.client.send('guess', guess, commandId)).toEqual(ack);
    expect(host.client.latest(code).view.guesses).toHaveLength(1);
    closeAll(host);
  }, 120_000);
});
