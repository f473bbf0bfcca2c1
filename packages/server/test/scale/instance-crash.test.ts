import { randomUUID } from 'node:crypto';
import { topics } from '@trivia/content';
import { afterAll, expect, it } from 'vitest';
import { createLocalChangeBus } from '../../src/parties/party-events';
import { PartyService } from '../../src/parties/party-service';
import type { TestDatabase } from '../support/storage-targets';
import { beginGame, closeAll, guestOver, must } from '../realtime/support/party-flow';
import { openSharedDatabase } from './support/cluster';
import { ServerProcess } from '../support/server-process';
import { expectOrderedUpTo, reconnectTo } from './support/players';
import { databaseUrlFor, describeScaleOut, services, uniquePrefix } from './support/scale-services';

const topic = topics[0];

describeScaleOut('an instance dies mid-game (SIGKILL)', () => {
  let testDatabase: TestDatabase | undefined;
  const instances: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    await testDatabase?.dispose();
  });

  it('[PARTY-7][ROLE-8] its players reconnect to the other instance; no guess is lost or applied twice', async () => {
    if (topic === undefined) throw new Error('no built-in topic');
    testDatabase = await openSharedDatabase();
    const env = {
      DATABASE_URL: databaseUrlFor(testDatabase.database.pgSchema ?? ''),
      REDIS_URL: services.redisUrl,
      REDIS_PREFIX: uniquePrefix(),
    };
    // One after the other: the second start finds the schema migrated and the catalog loaded.
    const a = await ServerProcess.start({ env, readyPath: '/api/ready' });
    instances.push(a);
    const b = await ServerProcess.start({ env, readyPath: '/api/ready' });
    instances.push(b);

    let host = await guestOver(a.url, 'Host'); // team-1, on A
    const bea = await guestOver(b.url, 'Bea'); // team-2, on B
    let abe = await guestOver(a.url, 'Abe'); // team-1, on A
    const code = (await must(host, 'createParty', {})).code ?? '';
    await must(bea, 'joinParty', { code });
    await must(abe, 'joinParty', { code });
    await beginGame(host, code, { gameTypeId: topic.gameTypeId, topicId: topic.id });
    const answer = (rank: number) => topic.answers[rank]?.text ?? '';
    await must(host, 'guess', { code, text: answer(0), turn: 1 });
    await must(bea, 'guess', { code, text: 'not an answer', turn: 2 });

    // Abe's guess is on its way when A dies: applied or not, nobody can tell.
    const inFlight = randomUUID();
    abe.client.socket.emit('command', {
      commandId: inFlight,
      type: 'guess',
      payload: { code, text: answer(1), turn: 3 },
    });
    await a.kill();
    closeAll(host, abe);

    host = await reconnectTo(b.url, host);
    abe = await reconnectTo(b.url, abe);
    await must(host, 'subscribe', { code });
    await must(abe, 'subscribe', { code });
    // Resent with the same id: applied once, whether A had applied it or not.
    const resent = await abe.client.send('guess', { code, text: answer(1), turn: 3 }, inFlight);
    expect(resent).toMatchObject({ ok: true, result: { guess: { correct: true, rank: 1 } } });
    // The ledger is per sender: the same id from the host is another command. Abe's guess
    // took turn 3, so the host's (same team) is told so (TURN-8's 'turnTaken'), not Abe's reply.
    const hosts = await host.client.send('guess', { code, text: answer(1), turn: 3 }, inFlight);
    expect(hosts).toMatchObject({ ok: true, result: { guess: { kind: 'turnTaken' } } });
    expect(hosts).not.toEqual(resent);
    expect(await abe.client.send('guess', { code, text: answer(1), turn: 3 }, inFlight)).toEqual(
      resent,
    );

    await must(bea, 'guess', { code, text: answer(2), turn: 4 });
    await must(host, 'guess', { code, text: answer(3), turn: 5 });
    await must(bea, 'guess', { code, text: answer(4), turn: 6 });

    const final = await loadFinal(testDatabase, code);
    expect(final.party.status).toBe('finished');
    expect(final.guesses.map((g) => [g.turn, g.text, g.correct])).toEqual(
      // Guesses are stored normalised (lower case).
      [
        [1, answer(0).toLowerCase(), true],
        [2, 'not an answer', false],
        [3, answer(1).toLowerCase(), true],
        [4, answer(2).toLowerCase(), true],
        [5, answer(3).toLowerCase(), true],
        [6, answer(4).toLowerCase(), true],
      ],
    );
    for (const viewer of [host, bea, abe]) {
      await viewer.client.waitForView(code, (v) => v.version === final.party.version);
      expectOrderedUpTo(viewer, code, final);
      expect(viewer.client.latest(code).view.members.every((m) => m.online)).toBe(true);
    }
    closeAll(host, bea, abe);
  }, 120_000);
});

/** The party as stored (the database is the truth), read outside any instance. */
async function loadFinal(testDatabase: TestDatabase, code: string) {
  const service = new PartyService({
    database: testDatabase.database,
    now: Date.now,
    bus: createLocalChangeBus(() => {}),
  });
  const state = await service.loadState(code);
  if (state === null) throw new Error(`party ${code} is gone`);
  return state;
}
