import { summarize, type LatencySummary } from '../histogram';
import type { MergedWindow } from '../load/window-stats';
import type { ServerUsage } from './server-sampler';

/** `socketio-guesses`: the socket.io floor sending guesses only (no set-up between games). */
export type Target = 'trivia' | 'socketio' | 'ws' | 'socketio-guesses';

/** One measured window of one target: latencies, rates, errors and the servers' usage. */
export interface LatencyRun {
  target: Target;
  parties: number;
  players: number;
  connections: number;
  windowS: number;
  latency: LatencySummary;
  guessesPerS: number;
  messagesPerS: number;
  /**
   * Bytes the clients received in the window (every message: views, deltas, acks) per
   * accepted guess per member of its party; null when not measured (the floors).
   */
  bytesPerViewerPerGuess: number | null;
  counts: Omit<
    MergedWindow,
    'histogram' | 'errorSamples' | 'connections' | 'windowMs' | 'generatorCpuPercent'
  >;
  /** CPU of each load-generator process over the window, % of one core. */
  generatorCpuPercent: number[];
  errors: number;
  errorSamples: string[];
  servers: ServerUsage[];
}

export function toLatencyRun(
  target: Target,
  sizes: { parties: number; players: number },
  window: MergedWindow,
  servers: ServerUsage[],
  setupErrors: { errors: number; errorSamples: string[] } = { errors: 0, errorSamples: [] },
): LatencyRun {
  const { histogram, errorSamples, connections, windowMs, generatorCpuPercent, ...counts } = window;
  const windowS = windowMs / 1000;
  const perSecond = (n: number) => (windowS > 0 ? Number((n / windowS).toFixed(1)) : 0);
  return {
    target,
    ...sizes,
    connections,
    windowS: Number(windowS.toFixed(1)),
    latency: summarize(histogram),
    guessesPerS: perSecond(counts.guessesApplied),
    messagesPerS: perSecond(counts.messages),
    bytesPerViewerPerGuess:
      counts.bytesReceived > 0 && counts.guessesApplied > 0
        ? Math.round(counts.bytesReceived / (counts.guessesApplied * sizes.players))
        : null,
    counts,
    generatorCpuPercent,
    errors: counts.errors + setupErrors.errors,
    errorSamples: [...setupErrors.errorSamples, ...errorSamples].slice(0, 20),
    servers,
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
