import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** What a server process (ours or a floor) reports about itself over IPC. */
export interface ProcessStats {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Cumulative CPU time of the process, microseconds. */
  cpuUserUs: number;
  cpuSystemUs: number;
  connections: number;
  /** Event-loop delay since the last reset, milliseconds. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

/** One second of a server's life: event-loop delay, garbage collection and CPU in it. */
export interface TimelinePoint {
  /** Seconds since the timeline was last reset (the end of this second). */
  t: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /** Time spent in garbage collection, and the collections (minor + major) in this second. */
  gcMs: number;
  gcCount: number;
  /** The longest single collection in this second. */
  gcMaxMs: number;
  /** CPU time of the process in this second, % of one core. */
  cpuPercent: number;
}

const TIMELINE_STEP_MS = 1000;
const secondDelay = monitorEventLoopDelay({ resolution: 10 });
secondDelay.enable();
let gcInSecond = { ms: 0, count: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcInSecond.ms += entry.duration;
    gcInSecond.count += 1;
    gcInSecond.maxMs = Math.max(gcInSecond.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });
let timeline: TimelinePoint[] = [];
let timelineStart = performance.now();
let lastCpu = process.cpuUsage();
setInterval(() => {
  const cpu = process.cpuUsage(lastCpu);
  lastCpu = process.cpuUsage();
  const point: TimelinePoint = {
    t: Number(((performance.now() - timelineStart) / 1000).toFixed(1)),
    loopP99Ms: secondDelay.count > 0 ? Number((secondDelay.percentile(99) / 1e6).toFixed(2)) : 0,
    loopMaxMs: secondDelay.count > 0 ? Number((secondDelay.max / 1e6).toFixed(2)) : 0,
    gcMs: Number(gcInSecond.ms.toFixed(2)),
    gcCount: gcInSecond.count,
    gcMaxMs: Number(gcInSecond.maxMs.toFixed(2)),
    cpuPercent: Number((((cpu.user + cpu.system) / 1000 / TIMELINE_STEP_MS) * 100).toFixed(1)),
  };
  secondDelay.reset();
  gcInSecond = { ms: 0, count: 0, maxMs: 0 };
  // At most an hour of seconds, in case nobody reads it.
  if (timeline.length < 3600) timeline.push(point);
}, TIMELINE_STEP_MS).unref();

/** The seconds recorded since the last reset; `reset` starts a new timeline. */
export function takeTimeline(reset: boolean): TimelinePoint[] {
  const points = timeline;
  if (reset) {
    timeline = [];
    timelineStart = performance.now();
  }
  return points;
}

export function readProcessStats(connections: number, resetLoop = false): ProcessStats {
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  const stats: ProcessStats = {
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    heapTotal: memory.heapTotal,
    external: memory.external,
    arrayBuffers: memory.arrayBuffers,
    cpuUserUs: cpu.user,
    cpuSystemUs: cpu.system,
    connections,
    loopDelayP99Ms: loopDelay.count > 0 ? loopDelay.percentile(99) / 1e6 : 0,
    loopDelayMaxMs: loopDelay.count > 0 ? loopDelay.max / 1e6 : 0,
  };
  if (resetLoop) loopDelay.reset();
  return stats;
}

/** A full collection, twice so that objects freed by finalizers go too (needs --expose-gc). */
export function forceGc(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('start the process with --expose-gc');
  gc();
  gc();
}

let profiler: Session | null = null;
let heapProfiler: Session | null = null;

/** One sample per this many bytes allocated (V8's default is 32 KiB). */
const HEAP_SAMPLING_INTERVAL = 32 * 1024;

function writeProfile(file: string, profile: unknown): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(profile));
  return file;
}

/** The IPC requests every server process answers. */
export function statsHandlers(connections: () => number) {
  return {
    /** A CPU profile of the measured window only (not of start-up and set-up). */
    profileStart: async () => {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    },
    profileStop: async (body: unknown) => {
      const { file } = body as { file: string };
      if (profiler === null) throw new Error('no profile started');
      const { profile } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      profiler = null;
      return writeProfile(file, profile);
    },
    /**
     * A sampling heap profile of the measured window. Objects a young collection freed are
     * left out; those a major one freed are kept: the profile names what the window promoted
     * to the old space (live data, or garbage a mark-compact has to find).
     */
    heapProfileStart: async () => {
      heapProfiler = new Session();
      heapProfiler.connect();
      await heapProfiler.post('HeapProfiler.startSampling', {
        samplingInterval: HEAP_SAMPLING_INTERVAL,
        includeObjectsCollectedByMajorGC: true,
      });
    },
    heapProfileStop: async (body: unknown) => {
      const { file } = body as { file: string };
      if (heapProfiler === null) throw new Error('no heap profile started');
      const { profile } = await heapProfiler.post('HeapProfiler.stopSampling');
      heapProfiler.disconnect();
      heapProfiler = null;
      return writeProfile(file, profile);
    },
    timeline: (body: unknown) => takeTimeline((body as { reset?: boolean } | null)?.reset === true),
    stats: (body: unknown) =>
      readProcessStats(connections(), (body as { resetLoop?: boolean } | null)?.resetLoop),
    gc: async () => {
      forceGc();
      // Let sockets closed just before settle, then collect again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      forceGc();
      return readProcessStats(connections());
    },
  };
}
