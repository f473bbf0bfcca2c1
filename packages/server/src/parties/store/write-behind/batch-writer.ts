import { Worker } from 'node:worker_threads';
import { HandOver, type SentBatch } from './batch-hand-over';
import type { PendingChange } from './write-batch';

/** What the server sends the batch writer's thread. */
export type ToWriter = { type: 'write'; id: number; batch: SentBatch } | { type: 'stop' };

/** What the thread answers. */
export type FromWriter =
  | { type: 'ready' }
  | { type: 'written'; id: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'stopped' };

/**
 * The thread's module: beside this one in the sources (run with tsx), and an entry point of
 * its own in dist (scripts/build.ts), beside the bundle this code is in.
 */
function workerModule(): { url: URL; execArgv?: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      url: new URL('./batch-writer-worker.ts', import.meta.url),
      execArgv: ['--import', 'tsx'],
    };
  }
  return { url: new URL('./batch-writer-worker.js', import.meta.url) };
}

/**
 * SQLite: the write-behind's batches are written by a worker thread on a connection
 * of its own. Written on the event loop, a batch's commit blocked it while the file system
 * took SQLite's writes of WAL pages: 80 of the 106 system calls of 5 ms or more in ten
 * burner runs, 66 ms once (docs/performance-history.md, tenth pass). The loop now sends the batch
 * (the changes, copied once) and goes on serving sockets while the thread writes it.
 *
 * The server's connection does not write meanwhile: whoever takes its lock waits for the
 * batch first (WriteBehindPort.flushBeforeOthers), while commands, which only read on it, go
 * on (write-behind.ts); a command's reply never waits for a batch (its journal line makes it
 * durable). Until the thread says it is ready, and if it fails, batches are written on the
 * server's connection as before.
 */
export class BatchWriter {
  readonly #worker: Worker;
  readonly #onFailure: (reason: string) => void;
  readonly #handOver = new HandOver();
  #ready = false;
  #failed = false;
  #stopping = false;
  #nextId = 1;
  #waiting: { id: number; resolve: () => void; reject: (error: Error) => void } | null = null;
  readonly #stopped: Promise<void>;
  readonly #started: Promise<boolean>;
  #onStarted: (ready: boolean) => void = () => {};

  constructor(file: string, onFailure: (reason: string) => void) {
    this.#onFailure = onFailure;
    this.#started = new Promise((resolve) => (this.#onStarted = resolve));
    const { url, execArgv } = workerModule();
    this.#worker = new Worker(url, { workerData: { file }, execArgv });
    this.#stopped = new Promise<void>((resolve) => {
      this.#worker.on('message', (message: FromWriter) => {
        if (message.type === 'stopped') resolve();
        else this.#answer(message);
      });
      this.#worker.once('exit', (code) => {
        this.#fail(`the batch writer's thread exited (${code})`);
        resolve();
      });
    });
    this.#worker.on('error', (error) => this.#fail(String(error)));
    // The thread must not keep a process alive that has nothing else to do.
    this.#worker.unref();
  }

  /** Whether batches go to the thread (it is up, and has not failed). */
  get ready(): boolean {
    return this.#ready && !this.#failed && !this.#stopping;
  }

  /** Resolves once the thread is ready (true) or has failed to start (false). */
  started(): Promise<boolean> {
    return this.#started;
  }

  /**
   * Writes the changes in one transaction on the thread's connection; one batch at a time.
   * They travel as patches to the states the thread holds (batch-hand-over.ts).
   */
  write(changes: readonly PendingChange[]): Promise<void> {
    if (!this.ready) return Promise.reject(new Error('the batch writer is not ready'));
    if (this.#waiting !== null) return Promise.reject(new Error('a batch is being written'));
    const id = this.#nextId++;
    const batch = this.#handOver.encode(changes);
    return new Promise<void>((resolve, reject) => {
      this.#waiting = { id, resolve, reject };
      this.#worker.ref();
      this.#worker.postMessage({ type: 'write', id, batch } satisfies ToWriter);
    });
  }

  /** Ends the thread (after the last batch is written). */
  async stop(): Promise<void> {
    if (!this.#stopping) {
      this.#stopping = true;
      this.#worker.ref();
      this.#worker.postMessage({ type: 'stop' } satisfies ToWriter);
    }
    await this.#stopped;
  }

  #answer(message: Exclude<FromWriter, { type: 'stopped' }>): void {
    if (message.type === 'ready') {
      this.#ready = true;
      this.#onStarted(true);
      return;
    }
    const waiting = this.#waiting;
    if (waiting === null || waiting.id !== message.id) return;
    this.#waiting = null;
    this.#worker.unref();
    if (message.type === 'written') {
      this.#handOver.written();
      waiting.resolve();
    } else {
      this.#handOver.failed();
      waiting.reject(new Error(message.message));
    }
  }

  #fail(reason: string): void {
    const waiting = this.#waiting;
    this.#waiting = null;
    this.#handOver.failed();
    waiting?.reject(new Error(reason));
    this.#onStarted(false);
    if (this.#failed || this.#stopping) return;
    this.#failed = true;
    this.#onFailure(reason);
  }
}
