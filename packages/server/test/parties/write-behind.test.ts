import { randomUUID } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { applyPartyCommand, MESSAGES, type PartyCommand, type PartyState } from '@trivia/game';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recoverPartyJournal } from '../../src/parties/store/write-behind/journal-recovery';
import { createLocalChangeBus } from '../../src/parties/party-events';
import { readPartyState } from '../../src/parties/store/rows/party-record';
import { PartyService } from '../../src/parties/party-service';
import { batchWritten, type PendingChange } from '../../src/parties/store/write-behind/write-batch';
import {
  WRITE_BEHIND_MS,
  WriteBehind,
  type JournalEntry,
} from '../../src/parties/store/write-behind/write-behind';
import { loadBuiltinCatalog } from '../../src/storage/catalog-import';
import { findCommandResult } from '../../src/storage/command-ledger';
import { deleteParty } from '../../src/storage/party-claims';
import { listGuesses } from '../../src/storage/guesses';
import { JOURNAL_FILE_NAME } from '../../src/storage/party-journal';
import { SQLITE_FILE_NAME } from '../../src/storage/sqlite';
import { makeContent } from '../support/builders';
import { changeCommand, guestActor } from '../support/party-commands';
import { storageTargets, type TestDatabase } from '../support/storage-targets';

const sqlite = storageTargets().find((target) => target.kind === 'sqlite');
if (sqlite === undefined) throw new Error('SQLite is always a storage target');

const T0 = 1_800_000_000_000;
const fail = (error: unknown) => {
  throw error;
};

/** docs/decisions/0009: on SQLite a command is journaled, answered, and its rows written in batches. */
describe('write-behind (SQLite)', () => {
  let testDb: TestDatabase;
  let clock: number;
  beforeEach(async () => {
    testDb = await sqlite.open();
    await loadBuiltinCatalog(testDb.database.db, makeContent());
    clock = T0;
  });
  afterEach(async () => {
    await testDb.dispose();
  });

  const service = (writeBehind = true) =>
    new PartyService({
      database: testDb.database,
      now: () => clock,
      bus: createLocalChangeBus(fail),
      writeBehind: writeBehind ? { onError: fail } : undefined,
    });

  const user = (name: string) => guestActor(testDb.database.db, name, clock);

  const command = changeCommand;

  /** A game in play: the host and a guest, one team each, the host's turn. */
  async function playing(engine: PartyService) {
    const host = await user('Hana');
    const guest = await user('Guest');
    const created = await engine.createParty(host, randomUUID());
    const code = created.ok ? (created.result.code ?? '') : '';
    await engine.joinParty(code, guest, randomUUID());
    for (const next of [
      command('startGame', { code }),
      command('chooseGameType', { code, gameTypeId: 'top5-blitz' }),
      command('chooseTopic', { code, topicId: 'largest-oceans' }),
      command('saveTeams', { code, teamNames: ['A', 'B'], maxAttempts: 3, turnSeconds: 30 }),
      command('beginGame', { code }),
    ]) {
      const outcome = await engine.runCommand(code, host.id, next);
      if (!outcome.ok) throw new Error(`${next.type}: ${outcome.error}`);
    }
    return { code, host, guest };
  }

  it('answers before the rows are written; whoever reads the tables next finds them written', async () => {
    const engine = service();
    const { code, host } = await playing(engine);
    const behind = WriteBehind.of(testDb.database, fail);
    const guessed = await engine.runCommand(
      code,
      host.id,
      command('guess', { code, text: 'pacific' }),
    );
    expect(guessed).toMatchObject({ ok: true, result: { guess: { correct: true, rank: 0 } } });
    expect(behind?.stateOf(code)?.guesses).toHaveLength(1);
    // A read of the tables (here through Kysely) writes the pending batch first.
    expect((await listGuesses(testDb.database.db, code)).map((g) => g.text)).toEqual(['pacific']);
    expect(behind?.stateOf(code)).toBeUndefined();
    expect((await readPartyState(testDb.database.db, code))?.guesses).toHaveLength(1);
  });

  it('writes its batches on a thread of its own, and the server’s connection reads them', async () => {
    const engine = service();
    const behind = WriteBehind.of(testDb.database, fail);
    if (behind === null) throw new Error('SQLite has a write-behind');
    expect(await behind.writerStarted()).toBe(true);
    const onLoop = behind.batches.onLoop;
    const { code, host, guest } = await playing(engine);
    const guessed = await engine.runCommand(
      code,
      host.id,
      command('guess', { code, text: 'pacific' }),
    );
    expect(guessed.ok).toBe(true);
    await behind.flush();
    expect(behind.batches.onThread).toBeGreaterThan(0);
    expect(behind.batches.onLoop).toBe(onLoop);
    const stored = await readPartyState(testDb.database.db, code);
    expect(stored?.party.version).toBe((await engine.loadState(code))?.party.version);
    expect(stored?.guesses.map((g) => g.text)).toEqual(['pacific']);
    expect((await listGuesses(testDb.database.db, code)).map((g) => g.text)).toEqual(['pacific']);
    // Everyone leaves: the thread deletes the party, and its rows go with it (foreign keys).
    for (const member of [guest, host]) {
      const left = await engine.runCommand(code, member.id, command('leave', { code }));
      expect(left.ok).toBe(true);
    }
    await behind.flush();
    expect(behind.batches.onLoop).toBe(onLoop);
    expect(await readPartyState(testDb.database.db, code)).toBeNull();
    expect(await listGuesses(testDb.database.db, code)).toEqual([]);
  });

  it('a host’s choice of game type and topic reads the catalog without writing the batch', async () => {
    const engine = service();
    const host = await user('Hana');
    const created = await engine.createParty(host, randomUUID());
    const code = created.ok ? (created.result.code ?? '') : '';
    await engine.joinParty(code, await user('Guest'), randomUUID());
    await engine.runCommand(code, host.id, command('startGame', { code }));
    const behind = WriteBehind.of(testDb.database, fail);
    expect(behind?.stateOf(code)).toBeDefined();
    // What the file holds, read on a connection of its own (which writes no batch).
    const storedVersion = () => {
      const file = new Sqlite(path.join(testDb.dataDir ?? '', SQLITE_FILE_NAME), {
        readonly: true,
      });
      try {
        const row = file.prepare('select version from parties where code = ?').get(code);
        return (row as { version: number }).version;
      } finally {
        file.close();
      }
    };
    const written = storedVersion();
    for (const next of [
      command('chooseGameType', { code, gameTypeId: 'top5-blitz' }),
      command('chooseTopic', { code, topicId: 'largest-oceans' }),
    ]) {
      expect(await engine.runCommand(code, host.id, next)).toMatchObject({ ok: true });
    }
    const unknown = command('chooseTopic', { code, topicId: 'no-such-topic' });
    expect(await engine.runCommand(code, host.id, unknown)).toMatchObject({ ok: false });
    // All still pending: the catalog reads wrote nothing.
    expect(storedVersion()).toBe(written);
    expect(behind?.stateOf(code)?.party.topic?.id).toBe('largest-oceans');
    expect((await readPartyState(testDb.database.db, code))?.party.topic?.id).toBe(
      'largest-oceans',
    );
    expect(behind?.stateOf(code)).toBeUndefined();
  });

  it('[TURN-6] the turn timer writes no batch when no turn is due, and times out a due one', async () => {
    const engine = service();
    const { code, host } = await playing(engine);
    const behind = WriteBehind.of(testDb.database, fail);
    await engine.runCommand(code, host.id, command('guess', { code, text: 'atlantic' }));
    expect(behind?.stateOf(code)).toBeDefined();
    // Nothing due: the batch stays pending.
    expect(await engine.timeOutNextDueTurn(2000)).toBeNull();
    expect(behind?.stateOf(code)?.guesses).toHaveLength(1);
    // The guest's turn (30 s) runs out, its deadline still in the pending batch: the time-out
    // is claimed and applied.
    clock += 33_000;
    const timedOut = await engine.timeOutNextDueTurn(2000);
    expect(timedOut).toMatchObject({ code, outcome: { ok: true } });
    const state = await engine.loadState(code);
    expect(state?.guesses.at(-1)).toMatchObject({ timedOut: true });
    expect(await engine.timeOutNextDueTurn(2000)).toBeNull();
  });

  it(`writes a batch by itself within ${WRITE_BEHIND_MS} ms`, async () => {
    const engine = service();
    const { code, host } = await playing(engine);
    const behind = WriteBehind.of(testDb.database, fail);
    await engine.runCommand(code, host.id, command('guess', { code, text: 'atlantic' }));
    expect(behind?.stateOf(code)).toBeDefined();
    await expect
      .poll(() => behind?.stateOf(code), { timeout: 5 * WRITE_BEHIND_MS })
      .toBeUndefined();
  });

  /**
   * Another connection to the file holding SQLite's write lock (BEGIN IMMEDIATE): the writer's
   * thread waits for it (its busy timeout is 5 s) until `release`.
   */
  function holdWriteLock() {
    const other = new Sqlite(path.join(testDb.dataDir ?? '', SQLITE_FILE_NAME));
    other.exec('BEGIN IMMEDIATE');
    return {
      other,
      release: () => {
        other.exec('ROLLBACK');
        other.close();
      },
    };
  }

  /** `promise`'s value, or 'still waiting' once `ms` have passed. */
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise,
      new Promise<'still waiting'>((r) => setTimeout(r, ms, 'still waiting')),
    ]);

  it('a command does not wait for the batch the thread is writing: it reads that batch’s state', async () => {
    const engine = service();
    const { code, host, guest } = await playing(engine);
    const behind = WriteBehind.of(testDb.database, fail);
    if (behind === null || !(await behind.writerStarted())) throw new Error('a writer thread');
    await behind.flush();
    await engine.runCommand(code, host.id, command('guess', { code, text: 'pacific' }));
    const lock = holdWriteLock();
    const flight = behind.sendPending();
    try {
      // The batch with the first guess is on its way (the thread waits for the file's lock);
      // the guest's guess is decided on its state, and answered while it waits.
      clock += 1000;
      const second = engine.runCommand(code, guest.id, command('guess', { code, text: 'zzz' }));
      expect(await within(second, 2500)).toMatchObject({ ok: true });
      expect(behind.stateOf(code)?.guesses.map((g) => g.text)).toEqual(['pacific', 'zzz']);
    } finally {
      lock.release();
    }
    expect(await flight).toBe(true);
    // The second guess waits for the next batch; a reader of the tables writes it first.
    expect(behind.stateOf(code)?.guesses).toHaveLength(2);
    expect((await listGuesses(testDb.database.db, code)).map((g) => g.text)).toEqual([
      'pacific',
      'zzz',
    ]);
    expect(behind.stateOf(code)).toBeUndefined();
  });

  it('whoever reads the tables while the thread writes a batch waits for it and the next', async () => {
    const engine = service();
    const { code, host, guest } = await playing(engine);
    const behind = WriteBehind.of(testDb.database, fail);
    if (behind === null || !(await behind.writerStarted())) throw new Error('a writer thread');
    await engine.runCommand(code, host.id, command('guess', { code, text: 'pacific' }));
    const lock = holdWriteLock();
    const flight = behind.sendPending();
    clock += 1000;
    await engine.runCommand(code, guest.id, command('guess', { code, text: 'zzz' }));
    const read = listGuesses(testDb.database.db, code);
    expect(await within(read, 300)).toBe('still waiting');
    lock.release();
    expect((await read).map((g) => g.text)).toEqual(['pacific', 'zzz']);
    expect(await flight).toBe(true);
    expect(behind.stateOf(code)).toBeUndefined();
  });

  it('a batch the thread failed to write is written again before the next one', async () => {
    const errors: unknown[] = [];
    const behind = WriteBehind.of(testDb.database, (error) => errors.push(error));
    if (behind === null || !(await behind.writerStarted())) throw new Error('a writer thread');
    const engine = service();
    const { code, host, guest } = await playing(engine);
    await behind.flush();
    await engine.runCommand(code, host.id, command('guess', { code, text: 'pacific' }));
    // The party's row moved under the batch (as only a bug could): the thread refuses it.
    const other = new Sqlite(path.join(testDb.dataDir ?? '', SQLITE_FILE_NAME));
    const bump = other.prepare('update parties set version = version + ? where code = ?');
    bump.run(1000, code);
    expect(await behind.sendPending()).toBe(false);
    // One refusal; on a busy machine the timer may have sent the batch first and tried again.
    expect(errors.length).toBeGreaterThanOrEqual(1);
    // Still read from memory; the next change goes on top of it.
    clock += 1000;
    await engine.runCommand(code, guest.id, command('guess', { code, text: 'zzz' }));
    expect(behind.stateOf(code)?.guesses.map((g) => g.text)).toEqual(['pacific', 'zzz']);
    // Put right, both batches are written, in order.
    bump.run(-1000, code);
    other.close();
    await behind.flush();
    expect(behind.stateOf(code)).toBeUndefined();
    expect(behind.writerUp).toBe(true);
    const stored = await readPartyState(testDb.database.db, code);
    expect(stored?.guesses.map((g) => g.text)).toEqual(['pacific', 'zzz']);
    expect(stored?.party.version).toBe((await engine.loadState(code))?.party.version);
  }, 20_000);

  it('[ROLE-8] a command retried before its batch is written gets its first answer and changes nothing', async () => {
    const engine = service();
    const { code, host } = await playing(engine);
    const sameId = randomUUID();
    const guess = command('guess', { code, text: 'pacific' }, sameId);
    const first = await engine.runCommand(code, host.id, guess);
    expect(await engine.runCommand(code, host.id, guess)).toEqual(first);
    await engine.flush();
    expect(await listGuesses(testDb.database.db, code)).toHaveLength(1);
    expect(await findCommandResult(testDb.database.db, code, host.id, sameId)).toEqual(
      first.ok ? first.result : null,
    );
  });

  it('on start, applies the journal’s unwritten commands in order, skips written ones, and empties it', async () => {
    const engine = service(false);
    const { code, host, guest } = await playing(engine);
    const stored = (await engine.loadState(code)) as PartyState;
    // What a killed process left: two commands journaled after the stored version, and one
    // from before it (written already).
    const first: PartyCommand = { type: 'guess', userId: host.id, text: 'pacific', now: T0 + 10 };
    const afterFirst = applied(stored, first);
    const second: PartyCommand = { type: 'guess', userId: guest.id, text: 'zzz', now: T0 + 20 };
    const afterSecond = applied(afterFirst, second);
    const key = { actorId: host.id, commandId: 'c-1' };
    const journal = testDb.database.writeBehind?.journal;
    const entry = (state: PartyState, at: PartyCommand, k: JournalEntry['key']): JournalEntry => ({
      code,
      createdAt: state.party.createdAt,
      version: state.party.version,
      key: k,
      command: at,
      at: at.now,
    });
    journal?.append(entry(stored, first, null));
    journal?.append(entry(afterFirst, first, key));
    journal?.append(entry(afterSecond, second, null));

    const skipped: string[] = [];
    expect(await recoverPartyJournal(testDb.database, (_e, why) => skipped.push(why))).toBe(2);
    expect(skipped).toEqual([]);
    expect(await readPartyState(testDb.database.db, code)).toEqual(afterSecond);
    expect(await findCommandResult(testDb.database.db, code, host.id, 'c-1')).toMatchObject({
      version: afterFirst.party.version,
      guess: { correct: true, rank: 0 },
    });
    expect((await listGuesses(testDb.database.db, code)).map((g) => g.text)).toEqual([
      'pacific',
      'zzz',
    ]);
    expect(journal?.entries()).toEqual([]);
    // Run again, nothing is left to apply.
    expect(await recoverPartyJournal(testDb.database, fail)).toBe(0);
  });

  it('tells whether a batch whose writer’s thread died is in the tables (all of it or none)', async () => {
    const engine = service();
    const { code } = await playing(engine);
    await WriteBehind.of(testDb.database, fail)?.flush();
    const stored = await readPartyState(testDb.database.db, code);
    if (stored === null) throw new Error('the party is stored');
    const version = (n: number) => ({ ...stored, party: { ...stored.party, version: n } });
    const change = (next: PartyState, closed = false): PendingChange => ({
      previous: stored,
      next,
      closed,
      key: null,
      now: clock,
      result: { version: next.party.version },
    });
    const written = (changes: PendingChange[]) =>
      testDb.database.transaction((trx) => batchWritten(trx, changes));
    const at = stored.party.version;
    expect(await written([change(version(at))])).toBe(true);
    expect(await written([change(version(at - 1)), change(version(at + 1))])).toBe(false);
    // The last party it leaves standing tells, not a party it closes.
    expect(await written([change(version(at)), change(version(at + 1), true)])).toBe(true);
    expect(await written([change(version(at + 1), true)])).toBe(false);
    // A party made again under the same code is another party.
    const again = { ...stored, party: { ...stored.party, createdAt: stored.party.createdAt + 1 } };
    expect(await written([change(again)])).toBe(false);
    expect(await written([change(again, true)])).toBe(true);
  });

  it('the journal leaves out a last line cut short by a kill', () => {
    const journal = testDb.database.writeBehind?.journal;
    journal?.append({ n: 1 });
    const file = path.join(testDb.dataDir ?? '', JOURNAL_FILE_NAME);
    appendFileSync(file, '{"n":2');
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2');
    expect(journal?.entries()).toEqual([{ n: 1 }]);
  });

  /**
   * known-parties.ts: a command reads nothing when the rows are known. Batches are
   * written here by the writer's thread (`sendPending`), as under load: a flush takes the
   * connection as anyone else does, after which every head is read again.
   */
  describe('what it knows of its rows without reading them', () => {
    async function sendPending() {
      const behind = WriteBehind.of(testDb.database, fail);
      expect(await behind?.writerStarted()).toBe(true);
      expect(await behind?.sendAllOnThread()).toBe(true);
    }

    /** The state the engine shows is the one in the tables once its batch is written. */
    async function expectWritten(engine: PartyService, code: string) {
      await engine.flush();
      const stored = await readPartyState(testDb.database.db, code);
      expect(stored).toEqual(await engine.loadState(code));
    }

    it('[ROLE-8] a command sent again after its batch is written gets its first answer and changes nothing', async () => {
      const engine = service();
      const { code, host } = await playing(engine);
      const guess = command('guess', { code, text: 'pacific' }, randomUUID());
      const first = await engine.runCommand(code, host.id, guess);
      expect(first.ok).toBe(true);
      await sendPending();
      expect(await engine.runCommand(code, host.id, guess)).toEqual(first);
      await expectWritten(engine, code);
      expect(await listGuesses(testDb.database.db, code)).toHaveLength(1);
    });

    it('[ROLE-8] so does one first applied by a party service of another process (its ledger is not known)', async () => {
      const other = service(false);
      const { code, host, guest } = await playing(other);
      const guess = command('guess', { code, text: 'pacific' }, randomUUID());
      const first = await other.runCommand(code, host.id, guess);
      const engine = service();
      // The party's head is known from here on, not its ledger.
      await engine.runCommand(code, guest.id, command('guess', { code, text: 'zzz' }));
      await sendPending();
      expect(await engine.runCommand(code, host.id, guess)).toEqual(first);
      expect(await listGuesses(testDb.database.db, code)).toHaveLength(2);
    });

    it('a party deleted by someone else is not found by the next command, and batches go on', async () => {
      const engine = service();
      const { code, host } = await playing(engine);
      const kept = await playing(engine);
      await engine.runCommand(code, host.id, command('guess', { code, text: 'pacific' }));
      await sendPending();
      await testDb.database.transaction((trx) => deleteParty(trx, code));
      const after = await engine.runCommand(code, host.id, command('guess', { code, text: 'x' }));
      expect(after).toEqual({ ok: false, error: MESSAGES.partyNotFound });
      const guess = command('guess', { code: kept.code, text: 'atlantic' });
      expect((await engine.runCommand(kept.code, kept.host.id, guess)).ok).toBe(true);
      await expectWritten(engine, kept.code);
    });

    it('a change another party service made is seen by the next command of this one', async () => {
      const first = service();
      const second = service();
      const { code, host, guest } = await playing(first);
      // The second service keeps the party's state as it is after its own guess.
      await second.runCommand(code, host.id, command('guess', { code, text: 'zzz' }));
      await sendPending();
      // The first moves the turn on, through the same write-behind, past a batch.
      await first.runCommand(code, guest.id, command('guess', { code, text: 'pacific' }));
      await sendPending();
      const hostAgain = command('guess', { code, text: 'atlantic' });
      expect((await second.runCommand(code, host.id, hostAgain)).ok).toBe(true);
      await expectWritten(second, code);
      expect((await second.loadState(code))?.guesses.map((g) => g.text)).toEqual([
        'zzz',
        'pacific',
        'atlantic',
      ]);
    });

    it('a turn the timer timed out in its own transaction is read again, and commands go on', async () => {
      const engine = service();
      const { code, host, guest } = await playing(engine);
      const behind = WriteBehind.of(testDb.database, fail);
      await engine.runCommand(code, host.id, command('guess', { code, text: 'pacific' }));
      await sendPending();
      expect(behind?.known.head(code)).toBeDefined();
      clock += 33_000;
      expect(await engine.timeOutNextDueTurn(2000)).toMatchObject({ code, outcome: { ok: true } });
      // Forgotten holding the connection: no command comes between the commit and this.
      expect(behind?.known.head(code)).toBeUndefined();
      const hostAgain = command('guess', { code, text: 'atlantic' });
      expect((await engine.runCommand(code, host.id, hostAgain)).ok).toBe(true);
      const late = await engine.runCommand(code, guest.id, command('guess', { code, text: 'y' }));
      expect(late.ok).toBe(true);
      await expectWritten(engine, code);
    });
  });
});

function applied(state: PartyState, command: PartyCommand): PartyState {
  const result = applyPartyCommand(state, command);
  if (!result.ok) throw new Error(result.error);
  return result.state;
}
