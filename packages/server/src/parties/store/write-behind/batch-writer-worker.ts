/**
 * The batch writer's thread (batch-writer.ts): a connection of its own to the database file,
 * on which it writes each batch of changes it is sent in one transaction, and says so.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteWriter } from '../../../storage/sqlite';
import { HeldStates } from './batch-hand-over';
import type { ToWriter, FromWriter } from './batch-writer';
import { writeBatch } from './write-batch';

const port = parentPort;
if (port === null) throw new Error('the batch writer runs in a worker thread');
const { file } = workerData as { file: string };
const writer = openSqliteWriter(file);
const reply = (message: FromWriter) => port.postMessage(message);
// The last state written of each party: batches arrive as patches to them.
const held = new HeldStates();

port.on('message', (message: ToWriter) => {
  if (message.type === 'stop') {
    writer.close();
    reply({ type: 'stopped' });
    port.close();
    return;
  }
  const { id, batch } = message;
  const failed = (error: unknown) => {
    held.clear();
    reply({ type: 'failed', id, message: String(error) });
  };
  try {
    const { changes, written } = held.decode(batch);
    writer
      .transaction((trx) => writeBatch(trx, changes))
      .then(() => {
        written();
        reply({ type: 'written', id });
      }, failed);
  } catch (error) {
    failed(error);
  }
});
reply({ type: 'ready' });
