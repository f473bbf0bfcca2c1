import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

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
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      return file;
    },
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
