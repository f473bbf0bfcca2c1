import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * How often the WAL is copied back into the database file, off the event loop. A page written
 * by many commits in that time is copied once: under the target load, checkpoints every
 * second were nearly 2 % of the server's CPU (docs/performance-history.md, eighth pass).
 */
export const CHECKPOINT_EVERY_MS = 5000;

/**
 * The worker's code (CommonJS, so it runs the same from the sources and from dist): its own
 * connection to the file, a PASSIVE checkpoint every `everyMs` (it waits for no reader and
 * no writer), a TRUNCATE one when asked (after a large delete: the WAL file shrinks to
 * nothing) and when asked to stop.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.modulePath);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = (mode) => {
  try {
    db.pragma('wal_checkpoint(' + mode + ')');
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String(error) });
  }
};
const timer = setInterval(() => checkpoint('PASSIVE'), workerData.everyMs);
parentPort.on('message', (message) => {
  if (message === 'truncate') {
    checkpoint('TRUNCATE');
    parentPort.postMessage({ type: 'truncated' });
    return;
  }
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint('TRUNCATE');
  db.close();
  parentPort.postMessage({ type: 'stopped' });
  parentPort.close();
});
parentPort.postMessage({ type: 'ready' });
`;

export interface Checkpointer {
  /**
   * A TRUNCATE checkpoint now, off the event loop: the WAL's pages copied into the file and
   * the WAL file cut to nothing (after the sweep deleted much).
   */
  truncate(): Promise<void>;
  /** A final checkpoint, then the worker ends. */
  stop(): Promise<void>;
}

/**
 * SQLite in WAL mode checkpoints inside a COMMIT once the WAL passes 1,000 pages: that commit
 * then copies the WAL into the database file and fsyncs it, on the event loop. Under the
 * target load those commits took 40–400 ms, the longest stalls of the loop after gc
 * (docs/performance-history.md "Where the time goes"). So the server's connection never checkpoints
 * (`wal_autocheckpoint = 0`) and a worker thread does it every few seconds on a connection of
 * its own. Checkpoints play no part in durability: a command is durable before its ack (its
 * journal line, write-behind.ts, or its commit to the WAL), so an acknowledged guess survives
 * kill -9 as before. Should the worker fail, the connection checkpoints by itself again
 * (`onFailure`).
 */
export function startCheckpointer(
  file: string,
  onFailure: (reason: string) => void,
  everyMs = CHECKPOINT_EVERY_MS,
): Checkpointer {
  const modulePath = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_CODE, { eval: true, workerData: { file, modulePath, everyMs } });
  let stopping = false;
  let failed = false;
  const fail = (reason: string) => {
    if (failed || stopping) return;
    failed = true;
    onFailure(reason);
  };
  const truncations: Array<() => void> = [];
  const stopped = new Promise<void>((resolve) => {
    worker.on('message', (message: { type: string; message?: string }) => {
      if (message.type === 'truncated') truncations.shift()?.();
      if (message.type === 'stopped') resolve();
      if (message.type === 'error') fail(message.message ?? 'checkpoint failed');
    });
    worker.once('exit', () => {
      fail('the checkpoint worker exited');
      for (const done of truncations.splice(0)) done();
      resolve();
    });
  });
  worker.on('error', (error) => fail(String(error)));
  // The worker must not keep a process alive that has nothing else to do.
  worker.unref();
  return {
    truncate() {
      if (stopping || failed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        truncations.push(resolve);
        worker.postMessage('truncate');
      });
    },
    async stop() {
      if (stopping) return stopped;
      stopping = true;
      // Kept alive until its last checkpoint is done.
      worker.ref();
      worker.postMessage('stop');
      await stopped;
    },
  };
}
