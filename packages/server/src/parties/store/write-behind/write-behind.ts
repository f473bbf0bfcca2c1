import type { PartyCommand, PartyState } from '@trivia/game';
import type { CommandResult } from '@trivia/protocol';
import type { Database } from '../../../storage/database';
import type { CommandKey } from '../../../storage/parties';
import type { Db } from '../../../storage/schema';
import type { PendingWrites, WriteBehindPort } from '../../../storage/storage-port';
import { BatchWriter } from './batch-writer';
import { KnownParties } from './known-parties';
import { batchWritten, writeBatch, type PendingChange } from './write-batch';

/**
 * How long a change may wait for its batch (the turn timer's reads write it sooner). Each
 * batch written by the writer's thread empties the server connection's page cache (another
 * connection changed the file), and the first command of each party after it reads the
 * party's head again; a batch writes a party's row once however often it changed. So fewer,
 * larger batches: 250 ms used 1.7 ms of CPU a second less than 100 ms under the target load
 * (docs/performance-history.md, eleventh pass), 1000 ms less again (thirteenth pass).
 */
export const WRITE_BEHIND_MS = 1000;
/** A batch this long is written at once (the target load makes about 70 changes a second). */
const MAX_PENDING = 256;

/** One journal line: enough to apply the command again to the party's stored state. */
export interface JournalEntry {
  code: string;
  /** The party's creation time: a party made again under the same code is another party. */
  createdAt: number;
  /** The version the command made. */
  version: number;
  key: CommandKey | null;
  command: PartyCommand;
  /** When it was applied (the change's time). */
  at: number;
}

/** A party's changes in one generation of changes: its latest state (null once closed), replies. */
interface PartyChanges {
  state: PartyState | null;
  replies: Map<string, CommandResult>;
}

/** Changes in the order they were applied, and by party. */
interface Generation {
  changes: PendingChange[];
  parties: Map<string, PartyChanges>;
}

/** A batch the writer's thread is writing, or failed to write (written again first). */
interface Flight extends Generation {
  /** Settles (never rejects) when the thread answers. */
  settled: Promise<void>;
  /** Set when it failed: whether it may be in the tables (the thread died writing it). */
  failed: { maybeWritten: boolean } | null;
}

function newGeneration(): Generation {
  return { changes: [], parties: new Map() };
}

/**
 * SQLite (docs/decisions/0009-sqlite-party-journal-write-behind.md): a command is made durable by one journal line (storage/party-journal.ts,
 * one write, no fsync: as durable as SQLite's WAL in NORMAL mode, it survives kill -9), then
 * answered and shown at once; its rows are written with the other changes of the next
 * WRITE_BEHIND_MS in one transaction. A transaction per command wrote the same B-tree pages
 * (page 1, the turn-deadline index, the guess and ledger tables' last pages) again and again;
 * a batch writes them once, and the SQLite work is off the path from guess to screens. The
 * batch is written by a thread of its own (batch-writer.ts), off the event loop.
 *
 * Until a change is written, the party's state and its commands' replies are read from here
 * (`stateOf`, `resultOf`). The batch due by time goes to the thread without holding the
 * server's connection (a flight): commands go on meanwhile, their changes making the next
 * batch, and read the flight's states and replies until it is written (while the
 * connection was held for it, every command that came meanwhile waited for the thread).
 * Everyone else who uses the connection writes what is pending first, the flight included
 * (WriteBehindPort.flushBeforeOthers), so the tables are whole whenever they are read, and
 * the server's connection never writes while the thread does. One per database, shared by
 * every party service on it.
 */
export class WriteBehind {
  readonly #port: WriteBehindPort;
  readonly #onError: (error: unknown) => void;
  readonly #writer: BatchWriter;
  /** The changes not written and not in flight. */
  #pending = newGeneration();
  #flight: Flight | null = null;
  /** A batch is being written holding the connection (no flight starts meanwhile). */
  #writingHeld = false;
  #timer: NodeJS.Timeout | null = null;
  /** Batches written so far: by the writer's thread, and on the event loop. */
  readonly batches = { onThread: 0, onLoop: 0 };
  /** What the engine knows of its rows without reading them (known-parties.ts). */
  readonly known = new KnownParties();

  private constructor(port: WriteBehindPort, onError: (error: unknown) => void) {
    this.#port = port;
    this.#onError = onError;
    this.#writer = new BatchWriter(port.file, (reason) =>
      onError(new Error(`${reason}: batches are written on the event loop from now on`)),
    );
    port.flushBeforeOthers({
      othersTook: () => this.known.forgetHeads(),
      any: () => this.#pending.changes.length > 0 || this.#flight !== null,
      write: (here) => this.#write(here),
      written: () => this.#written(),
      close: () => this.#writer.stop(),
    });
  }

  /** The write-behind of a SQLite database (made on first use), or null on PostgreSQL. */
  static of(database: Database, onError: (error: unknown) => void): WriteBehind | null {
    const port = database.writeBehind;
    if (port === undefined) return null;
    let writeBehind = instances.get(port);
    if (writeBehind === undefined) {
      writeBehind = new WriteBehind(port, onError);
      instances.set(port, writeBehind);
    }
    return writeBehind;
  }

  /** Runs `work` holding the connection (see WriteBehindPort.holding). */
  holding<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return this.#port.holding(work);
  }

  /**
   * A transaction of the engine's own (see WriteBehindPort.ownTransaction): the rows it
   * changes must be told to `known`.
   */
  ownTransaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.#port.ownTransaction(work);
  }

  /** The party's state when it has changes not written yet (null: closed by one), else undefined. */
  stateOf(code: string): PartyState | null | undefined {
    return this.#changesOf(code)?.state;
  }

  /** The latest state of each party with changes not written yet (none for a closed one). */
  *pendingStates(): Iterable<PartyState> {
    const pending = this.#pending.parties;
    for (const { state } of pending.values()) if (state !== null) yield state;
    for (const [code, { state }] of this.#flight?.parties ?? []) {
      if (state !== null && !pending.has(code)) yield state;
    }
  }

  /** The reply to the command `key` when it is one of the party's changes not written yet. */
  resultOf(code: string, key: CommandKey): CommandResult | undefined {
    const reply = replyKey(key);
    return (
      this.#pending.parties.get(code)?.replies.get(reply) ??
      this.#flight?.parties.get(code)?.replies.get(reply)
    );
  }

  /**
   * A command applied (holding the connection): journaled now, written with the next batch.
   * Throws, keeping nothing, when the journal cannot be written.
   */
  add(change: PendingChange, command: PartyCommand): void {
    const { party } = change.next;
    const entry: JournalEntry = {
      code: party.code,
      createdAt: party.createdAt,
      version: party.version,
      key: change.key,
      command,
      at: change.now,
    };
    this.#port.journal.append(entry);
    const { changes, parties } = this.#pending;
    changes.push(change);
    let changed = parties.get(party.code);
    if (changed === undefined) {
      changed = { state: null, replies: new Map() };
      parties.set(party.code, changed);
    }
    changed.state = change.closed ? null : change.next;
    if (change.key !== null) changed.replies.set(replyKey(change.key), change.result);
    this.known.setHead(party.code, change.closed ? null : party);
    if (change.key !== null) this.known.applied(party.code, party.createdAt, change.key);
    this.#schedule();
  }

  /** Whether batches go to the writer's thread now. */
  get writerUp(): boolean {
    return this.#writer.ready;
  }

  /** Resolves once the batch writer's thread is up (true) or failed to start (false). */
  writerStarted(): Promise<boolean> {
    return this.#writer.started();
  }

  /** Writes the changes not written yet now (on close, and for tests). */
  flush(): Promise<void> {
    return this.#port.flushNow();
  }

  /**
   * What the timer does, now (for tests): the pending changes go to the writer's thread, the
   * connection not held for them. Resolves once the thread has answered: true when it wrote
   * them, false when it failed or nothing was sent (nothing pending, a batch being written,
   * no thread).
   */
  async sendPending(): Promise<boolean> {
    if (!this.#canFly() || this.#pending.changes.length === 0) return false;
    this.#clearTimer();
    const flight = this.#fly();
    await flight.settled;
    return flight.failed === null;
  }

  /**
   * Every change made so far, written by the writer's thread: the batch already on its way
   * first (the timer may have sent it), then what is pending. False when a batch failed or
   * nothing could go to the thread. Tests use it so as not to race the timer on a busy machine.
   */
  async sendAllOnThread(): Promise<boolean> {
    const flight = this.#flight;
    if (flight !== null) {
      await flight.settled;
      if (flight.failed !== null) return false;
    }
    if (this.#pending.changes.length === 0) return this.#writer.ready;
    return this.sendPending();
  }

  /** The party's changes not written: the latest generation's, else the flight's. */
  #changesOf(code: string): PartyChanges | undefined {
    return this.#pending.parties.get(code) ?? this.#flight?.parties.get(code);
  }

  /**
   * Whether the pending changes may go to the thread as a flight now: it is up, and no batch
   * is on its way or waiting to be written again.
   */
  #canFly(): boolean {
    return this.#writer.ready && !this.#writingHeld && this.#flight === null;
  }

  /** A batch is on its way to the tables now (a flight, or one written holding the connection). */
  #writing(): boolean {
    return this.#writingHeld || (this.#flight !== null && this.#flight.failed === null);
  }

  #schedule(): void {
    // A full batch goes at once, unless one is being written (then it goes when that is done).
    if (this.#pending.changes.length >= MAX_PENDING && !this.#writing()) {
      this.#clearTimer();
      this.#timer = setTimeout(() => this.#flushInBackground(), 0);
    } else if (this.#timer === null) {
      this.#timer = setTimeout(() => this.#flushInBackground(), WRITE_BEHIND_MS);
    } else {
      return;
    }
    this.#timer.unref();
  }

  #flushInBackground(): void {
    this.#timer = null;
    if (this.#writing()) {
      this.#schedule();
      return;
    }
    if (this.#flight === null && this.#pending.changes.length === 0) return;
    if (this.#canFly()) {
      this.#fly();
      return;
    }
    // A flight that failed, or no thread: written holding the connection.
    this.#port.flushNow().catch((error: unknown) => {
      // The changes stay pending (and journaled): the next taker of the connection tries again.
      this.#onError(error);
      this.#schedule();
    });
  }

  /** The pending changes go to the writer's thread, the connection not held for them. */
  #fly(): Flight {
    const { changes, parties } = this.#pending;
    this.#pending = newGeneration();
    const flight: Flight = { changes, parties, failed: null, settled: Promise.resolve() };
    this.#flight = flight;
    flight.settled = this.#writer.write(changes).then(
      () => {
        this.batches.onThread += 1;
        if (this.#flight === flight) this.#flight = null;
        if (this.#pending.changes.length === 0) this.#port.journal.written();
        else this.#schedule();
      },
      (error: unknown) => {
        // Written again, first, holding the connection; looked for in the tables first when
        // the thread died while writing it.
        flight.failed = { maybeWritten: !this.#writer.ready };
        this.#onError(error);
        this.#schedule();
      },
    );
    return flight;
  }

  #clearTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /**
   * Holding the connection for it: the flight once the thread has answered (again, if it
   * failed), then the pending changes, on the writer's thread if it is up.
   */
  async #write(here: Parameters<PendingWrites['write']>[0]): Promise<void> {
    this.#writingHeld = true;
    try {
      const flight = this.#flight;
      if (flight !== null) {
        await flight.settled;
        if (flight.failed !== null) {
          await this.#writeBatch(flight.changes, here, flight.failed.maybeWritten);
        }
        if (this.#flight === flight) this.#flight = null;
      }
      if (this.#pending.changes.length > 0) {
        await this.#writeBatch(this.#pending.changes, here, false);
      }
    } finally {
      this.#writingHeld = false;
    }
  }

  async #writeBatch(
    batch: readonly PendingChange[],
    here: Parameters<PendingWrites['write']>[0],
    maybeWritten: boolean,
  ): Promise<void> {
    if (this.#writer.ready && !maybeWritten) {
      try {
        await this.#writer.write(batch);
        this.batches.onThread += 1;
        return;
      } catch (error) {
        // A batch the thread refused is not written (it stays pending); one it was writing
        // when it died may be: written on the loop unless it is in the tables.
        if (this.#writer.ready) throw error;
        maybeWritten = true;
      }
    }
    await here(async (trx) => {
      if (maybeWritten && (await batchWritten(trx, batch))) return;
      await writeBatch(trx, batch);
    });
    this.batches.onLoop += 1;
  }

  /** What #write wrote is committed (if it did not, all of it stays pending and journaled). */
  #written(): void {
    this.#pending = newGeneration();
    this.#clearTimer();
    if (this.#flight === null) this.#port.journal.written();
  }
}

const instances = new WeakMap<WriteBehindPort, WriteBehind>();

function replyKey(key: CommandKey): string {
  return `${key.actorId}\n${key.commandId}`;
}
