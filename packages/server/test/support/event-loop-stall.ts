import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The longest the event loop was held while `work` ran, in ms: measured by
 * perf_hooks, so a slow machine makes the request slower but not the figure larger.
 */
export async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    const result = await work();
    return { result, ms: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}
