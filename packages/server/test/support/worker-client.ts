import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { ApiClient } from './api-client';

/** The worker's code: for each message, `times` POSTs of the same bytes at once. */
const WORKER_CODE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ url, headers, bytes, times }) => {
  Promise.all(
    Array.from({ length: times }, async () => {
      const response = await fetch(url, { method: 'POST', headers, body: bytes });
      return { status: response.status, text: await response.text() };
    }),
  ).then(
    (responses) => parentPort.postMessage({ responses }),
    (error) => parentPort.postMessage({ error: String(error) }),
  );
});
parentPort.postMessage({ ready: true });
`;

export interface WorkerResponse {
  status: number;
  text: string;
}

/**
 * Sends requests from a worker thread: their encoding, sending and waiting happen off this
 * thread's event loop, so a measurement of that loop (event-loop-stall.ts) sees the work
 * of the server under test, not the client's. Started before a measurement, one request
 * batch at a time.
 */
export class WorkerClient {
  readonly #worker = new Worker(WORKER_CODE, { eval: true });

  static async start(): Promise<WorkerClient> {
    const client = new WorkerClient();
    await once(client.#worker, 'message');
    return client;
  }

  /** POSTs `body` `times` at once as `client` (its cookies and Origin). */
  async post(client: ApiClient, path: string, body: string, times = 1): Promise<WorkerResponse[]> {
    const url = `${client.baseUrl}${path}`;
    const headers = {
      cookie: client.jar.header(url),
      origin: client.baseUrl,
      'content-type': 'application/json',
    };
    const bytes = new TextEncoder().encode(body);
    this.#worker.postMessage({ url, headers, bytes, times }, [bytes.buffer]);
    const [message] = (await once(this.#worker, 'message')) as [
      { responses?: WorkerResponse[]; error?: string },
    ];
    if (!message.responses) throw new Error(message.error ?? 'the worker failed');
    return message.responses;
  }

  async close(): Promise<void> {
    await this.#worker.terminate();
  }
}
