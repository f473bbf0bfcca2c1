import type { PartyCommand, PartyState } from '@trivia/game';
import type { CommandResult } from '@trivia/protocol';
import type { Database } from '../storage/database';
import type { CommandKey } from '../storage/parties';
import type { Db } from '../storage/schema';
import type { PendingWrites, WriteBehindPort } from '../storage/storage-port';
import { BatchWriter } from './batch-writer';
import { batchWritten, writeBatch, type PendingChange } from './write-batch';

/**
 * How long a change may wait for its batch (the turn timer's reads write it sooner). Each
 * batch written by the writer's thread empties the server connection's page cache (another
 * connection changed the file), and the first command of each party after it reads the
 * party's head again; a batch writes a party's row once however often it changed. So fewer,
 * larger batches: 250 ms used 1.7 ms of CPU a second less than 100 ms under the target load
 * (docs/PERFORMANCE.md, eleventh pass), 1000 ms less again (thirteenth pass).
 */
export const WRITE_BEHIND_MS = 1000;
/** A batch this long is written at once (the target load makes about 70 changes a second). */
const MAX_PENDING = 256;

/** For the metrics: batches written by the writer's thread and on the loop, and the thread. */
export interface WriteBehindStatus {
  onThread: number;
  onLoop: number;
  writerUp: boolean;
}

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

/**
 * Issue 21, SQLite: a command is made durable by one journal line (storage/party-journal.ts,
 * one write, no fsync: as durable as SQLite's WAL in NORMAL mode, it survives kill -9), then
 * answered and shown at once; its rows are written with the other changes of the next
 * WRITE_BEHIND_MS in one transaction. A transaction per command wrote the same B-tree pages
 * (page 1, the turn-deadline index, the guess and ledger tables' last pages) again and again;
 * a batch writes them once, and the SQLite work is off the path from guess to screens. The
 * batch is written by a thread of its own (batch-writer.ts), off the event loop.
 *
 * Until a change is written, the party's state and its commands' replies are read from here
 * (`stateOf`, `resultOf`); everyone else who uses the connection writes the pending changes
 * first (WriteBehindPort.flushBeforeOthers), so the tables are whole whenever they are read.
 * One per database, shared by every party service on it.
 */
export class WriteBehind {
  readonly #port: WriteBehindPort;
  readonly #onError: (error: unknown) => void;
  readonly #writer: BatchWriter;
  #pending: PendingChange[] = [];
  /** By party: its latest state (null once closed) and its pending commands' replies. */
  readonly #parties = new Map<
    string,
    { state: PartyState | null; replies: Map<string, CommandResult> }
  >();
  #timer: NodeJS.Timeout | null = null;
  /** Batches written so far: by the writer's thread, and on the event loop. */
  readonly batches = { onThread: 0, onLoop: 0 };

  private constructor(port: WriteBehindPort, onError: (error: unknown) => void) {
    this.#port = port;
    this.#onError = onError;
    this.#writer = new BatchWriter(port.file, (reason) =>
      onError(new Error(`${reason}: batches are written on the event loop from now on`)),
    );
    port.flushBeforeOthers({
      any: () => this.#pending.length > 0,
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

  /** The party's state when it has pending changes (null: closed by one), else undefined. */
  stateOf(code: string): PartyState | null | undefined {
    return this.#parties.get(code)?.state;
  }

  /** The latest state of each party with pending changes (none for a closed one). */
  *pendingStates(): Iterable<PartyState> {
    for (const { state } of this.#parties.values()) if (state !== null) yield state;
  }

  /** The reply to the command `key` when it is one of the party's pending changes. */
  resultOf(code: string, key: CommandKey): CommandResult | undefined {
    return this.#parties.get(code)?.replies.get(replyKey(key));
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
    this.#pending.push(change);
    let pending = this.#parties.get(party.code);
    if (pending === undefined) {
      pending = { state: null, replies: new Map() };
      this.#parties.set(party.code, pending);
    }
    pending.state = change.closed ? null : change.next;
    if (change.key !== null) pending.replies.set(replyKey(change.key), change.result);
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

  /** Writes the pending changes now (on close, and for tests). */
  flush(): Promise<void> {
    return this.#port.flushNow();
  }

  #schedule(): void {
    if (this.#pending.length >= MAX_PENDING) {
      this.#clearTimer();
      setImmediate(() => this.#flushInBackground());
      return;
    }
    if (this.#timer !== null) return;
    this.#timer = setTimeout(() => this.#flushInBackground(), WRITE_BEHIND_MS);
    this.#timer.unref();
  }

  #flushInBackground(): void {
    this.#timer = null;
    this.#port.flushNow().catch((error: unknown) => {
      // The changes stay pending (and journaled): the next taker of the connection tries again.
      this.#onError(error);
      this.#schedule();
    });
  }

  #clearTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** Holding the connection for it: the pending changes, on the writer's thread if it is up. */
  async #write(here: Parameters<PendingWrites['write']>[0]): Promise<void> {
    const batch = this.#pending;
    let maybeWritten = false;
    if (this.#writer.ready) {
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

  /** The batch committed (if it did not, all of it stays pending and journaled). */
  #written(): void {
    if (this.#pending.length === 0) return;
    this.#pending = [];
    this.#parties.clear();
    this.#clearTimer();
    this.#port.journal.written();
  }
}

const instances = new WeakMap<WriteBehindPort, WriteBehind>();

function replyKey(key: CommandKey): string {
  return `${key.actorId}\n${key.commandId}`;
}
