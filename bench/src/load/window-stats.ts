import {
  createHistogram,
  encodeHistogram,
  mergeEncoded,
  recordMs,
  type Histogram,
} from '../histogram';

/** Counts of one measurement window, as a worker sends them to the parent. */
export interface WindowCounts {
  /** Guesses sent, accepted (a new version), refused as expected (duplicate, turn over). */
  guessesSent: number;
  guessesApplied: number;
  duplicates: number;
  staleTurns: number;
  /** Turns left to the server's timer, and seen timed out by the party. */
  timeouts: number;
  gamesFinished: number;
  /** Games begun (the host's Begin accepted). */
  gamesBegun: number;
  /** Host commands accepted (set-up between games: each one a version, like a guess). */
  hostCommands: number;
  /** Messages received by the clients (views, acks, floor broadcasts). */
  messages: number;
  /** Bytes of those messages (the socket.io packets' text as received). */
  bytesReceived: number;
  errors: number;
}

export interface WindowStats extends WindowCounts {
  /** Guess → last viewer, encoded HdrHistogram (microseconds). */
  histogram: string;
  errorSamples: string[];
  connections: number;
  windowMs: number;
  /** CPU time of this load generator over the window, microseconds. */
  cpuUs: number;
}

const MAX_SAMPLES = 20;

/** Every counter at zero: a window in which nothing happened. */
export function zeroCounts(): WindowCounts {
  return {
    guessesSent: 0,
    guessesApplied: 0,
    duplicates: 0,
    staleTurns: 0,
    timeouts: 0,
    gamesFinished: 0,
    gamesBegun: 0,
    hostCommands: 0,
    messages: 0,
    bytesReceived: 0,
    errors: 0,
  };
}

/** One worker's counters and latency histogram since the last window was taken. */
export class WindowRecorder {
  counts = zeroCounts();
  #histogram: Histogram = createHistogram();
  #samples: string[] = [];
  #since = performance.now();
  #cpu = process.cpuUsage();

  latency(ms: number): void {
    recordMs(this.#histogram, ms);
  }

  /** An error or unexpected state: counted, and the first few kept to be read. */
  error(text: string): void {
    this.counts.errors += 1;
    if (this.#samples.length < MAX_SAMPLES) this.#samples.push(text);
  }

  take(connections: number): WindowStats {
    const now = performance.now();
    const cpu = process.cpuUsage(this.#cpu);
    const stats: WindowStats = {
      ...this.counts,
      histogram: encodeHistogram(this.#histogram),
      errorSamples: this.#samples,
      connections,
      windowMs: now - this.#since,
      cpuUs: cpu.user + cpu.system,
    };
    this.counts = zeroCounts();
    this.#histogram = createHistogram();
    this.#samples = [];
    this.#since = now;
    this.#cpu = process.cpuUsage();
    return stats;
  }
}

/** The workers' windows taken at the same moment, added up. */
export function mergeWindows(windows: readonly WindowStats[]) {
  const counts = zeroCounts();
  for (const window of windows) {
    for (const key of Object.keys(counts) as (keyof WindowCounts)[]) counts[key] += window[key];
  }
  return {
    ...counts,
    histogram: mergeEncoded(windows.map((w) => w.histogram)),
    errorSamples: windows.flatMap((w) => w.errorSamples).slice(0, MAX_SAMPLES),
    connections: windows.reduce((sum, w) => sum + w.connections, 0),
    windowMs: Math.max(0, ...windows.map((w) => w.windowMs)),
    /** CPU of the load generators, per process, in % of one core. */
    generatorCpuPercent: windows.map((w) =>
      w.windowMs > 0 ? Number(((w.cpuUs / 1000 / w.windowMs) * 100).toFixed(1)) : 0,
    ),
  };
}
export type MergedWindow = ReturnType<typeof mergeWindows>;
