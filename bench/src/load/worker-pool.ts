import { forkChild, type ChildHandle } from '../ipc';
import type { PartySpec } from './party-spec';
import { mergeWindows, type MergedWindow, type WindowStats } from './window-stats';
import type { AddRequest, LoadTarget } from './worker-entry';

/** The load-generator processes; parties are dealt to them in turn. */
export class WorkerPool {
  private constructor(private readonly workers: ChildHandle<unknown>[]) {}

  static async start(count: number): Promise<WorkerPool> {
    const workers = Array.from({ length: count }, (_, index) =>
      forkChild(`load-worker-${index + 1}`, new URL('./worker-entry.ts', import.meta.url), {
        execArgv: ['--max-old-space-size=4096'],
      }),
    );
    const pool = new WorkerPool(workers);
    try {
      await Promise.all(workers.map((worker) => worker.ready));
    } catch (error) {
      await pool.shutdown();
      throw error;
    }
    return pool;
  }

  async add(target: LoadTarget, specs: readonly PartySpec[], playRateMs: number | null) {
    await Promise.all(
      this.workers.map((worker, index) => {
        const request: AddRequest = {
          target,
          parties: specs.filter((_, i) => i % this.workers.length === index),
          playRateMs,
        };
        return worker.request('add', request);
      }),
    );
  }

  async start(rateMs: number): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.request('start', { rateMs })));
  }

  /** Counts and latencies since the last window (or stop), added up over the workers. */
  async window(): Promise<MergedWindow> {
    return this.#collect('window');
  }

  async stop(): Promise<MergedWindow> {
    return this.#collect('stop');
  }

  /** Disconnects every client; the workers stay for the next phase. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.request('close')));
  }

  async shutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop(5000)));
  }

  async #collect(type: 'window' | 'stop'): Promise<MergedWindow> {
    const windows = await Promise.all(
      this.workers.map((worker) => worker.request<WindowStats>(type)),
    );
    return mergeWindows(windows);
  }
}
