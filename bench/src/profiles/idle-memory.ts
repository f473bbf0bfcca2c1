import { startFloor } from '../floor/start-floor';
import { onInterrupt } from '../interrupt';
import { makePartySpecs } from '../load/party-spec';
import { WorkerPool } from '../load/worker-pool';
import type { LoadTarget } from '../load/worker-entry';
import { FLOORS, type BenchOptions } from '../options';
import type { ProcessStats } from '../process-stats';
import { startServersUnderTest, type ServerProcess } from '../server-under-test';
import { sleep, type Target } from './phase';
import { log } from './throughput';

export interface IdleTarget {
  target: Target;
  connections: number;
  before: { heapMB: number; rssMB: number };
  after: { heapMB: number; rssMB: number };
  heapPerConnectionKB: number;
  rssPerConnectionKB: number;
}

export interface IdleMemoryResult {
  kind: 'idle-memory';
  connections: number;
  players: number;
  targets: IdleTarget[];
  errors: number;
  errorSamples: string[];
}

/** Presence goes Online and its grace runs out; then the server is idle. */
const SETTLE_MS = 7000;
const WARM_UP_PARTIES = 2;

/**
 * Server memory per idle connection: gc and read the heap, connect N clients (signed in
 * and subscribed to parties, or in rooms of the floors), gc and read again; (after − before) / N.
 */
export async function runIdleMemory(options: BenchOptions): Promise<IdleMemoryResult> {
  const parties = Math.ceil(options.connections / options.players);
  const pool = await WorkerPool.start(options.workers);
  const release = onInterrupt(() => pool.shutdown());
  const targets: IdleTarget[] = [];
  let errors = 0;
  const errorSamples: string[] = [];
  try {
    const runs: {
      target: Target;
      start: () => Promise<{
        servers: ServerProcess[];
        load: LoadTarget;
        stop: () => Promise<void>;
      }>;
    }[] = [
      {
        target: 'trivia',
        start: async () => {
          const started = await startServersUnderTest(options);
          return { servers: started.instances, load: { kind: 'real' }, stop: started.stop };
        },
      },
      ...FLOORS.map((kind) => ({
        target: kind,
        start: async () => {
          const floor = await startFloor(kind);
          return {
            servers: [floor.server],
            load: { kind, url: floor.server.url, script: null } as LoadTarget,
            stop: floor.stop,
          };
        },
      })),
    ];
    for (const run of runs) {
      const started = await run.start();
      const releaseServers = onInterrupt(started.stop);
      try {
        const urls = started.servers.map((server) => server.url);
        const specs = (count: number, firstIndex: number) =>
          makePartySpecs({
            parties: count,
            players: options.players,
            timeoutShare: 0,
            urls,
            firstIndex,
          });
        // Warm up (code compiled, pools allocated), so the baseline is not a cold process.
        await pool.add(started.load, specs(WARM_UP_PARTIES, 0), null);
        await pool.close();
        await sleep(SETTLE_MS);
        const before = await sumGcStats(started.servers);
        log(`idle-memory ${run.target}: connecting ${parties * options.players}`);
        await pool.add(started.load, specs(parties, WARM_UP_PARTIES), null);
        await sleep(SETTLE_MS);
        const after = await sumGcStats(started.servers);
        const window = await pool.window();
        errors += window.errors;
        errorSamples.push(...window.errorSamples);
        const n = window.connections;
        const target: IdleTarget = {
          target: run.target,
          connections: n,
          before: { heapMB: mb(before.heapUsed), rssMB: mb(before.rss) },
          after: { heapMB: mb(after.heapUsed), rssMB: mb(after.rss) },
          heapPerConnectionKB: kb((after.heapUsed - before.heapUsed) / Math.max(1, n)),
          rssPerConnectionKB: kb((after.rss - before.rss) / Math.max(1, n)),
        };
        targets.push(target);
        log(
          `idle-memory ${run.target}: ${n} connections, ${target.heapPerConnectionKB} KB heap each`,
        );
      } finally {
        await pool.close();
        await started.stop();
        releaseServers();
      }
    }
  } finally {
    await pool.shutdown();
    release();
  }
  return {
    kind: 'idle-memory',
    connections: parties * options.players,
    players: options.players,
    targets,
    errors,
    errorSamples: errorSamples.slice(0, 20),
  };
}

async function sumGcStats(servers: readonly ServerProcess[]) {
  const all: ProcessStats[] = await Promise.all(servers.map((server) => server.gcStats()));
  return {
    heapUsed: all.reduce((sum, s) => sum + s.heapUsed, 0),
    rss: all.reduce((sum, s) => sum + s.rss, 0),
  };
}

const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
const kb = (bytes: number) => Number((bytes / 1024).toFixed(2));
