import path from 'node:path';
import { floorScriptOf, type FloorScript } from '../floor/floor-script';
import { startFloor } from '../floor/start-floor';
import { makePartySpecs } from '../load/party-spec';
import { WorkerPool } from '../load/worker-pool';
import type { LoadTarget } from '../load/worker-entry';
import { FLOORS, type BenchOptions, type FloorKind } from '../options';
import { onInterrupt } from '../interrupt';
import { startPerfRecord } from '../perf-record';
import { startServersUnderTest, type ServerProcess } from '../server-under-test';
import { sleep, toLatencyRun, type LatencyRun, type Target } from './phase';
import { sampleServers } from './server-sampler';

export interface ThroughputResult {
  kind: 'throughput';
  setupS: number;
  trivia: LatencyRun;
  floors: LatencyRun[];
  /** The traffic the socket.io and ws floors replayed (null: guesses only). */
  floorScript?: FloorScript | null;
}

/**
 * The quick and target profiles: P parties of M players play for the duration on the real
 * server; then the same rooms and rate run on the bare socket.io and ws floors, replaying
 * the real window's traffic (guesses and the host's set-up between games), and on the
 * socket.io floor with guesses only (the floor of the series before 2026-11-25 12:00 UTC).
 */
export async function runThroughput(options: BenchOptions): Promise<ThroughputResult> {
  const pool = await WorkerPool.start(options.workers);
  const release = onInterrupt(() => pool.shutdown());
  try {
    const servers = await startServersUnderTest(options);
    const releaseServers = onInterrupt(() => servers.stop());
    let trivia: { run: LatencyRun; setupS: number };
    try {
      trivia = await measure(pool, 'trivia', { kind: 'real' }, servers.instances, options);
    } finally {
      await pool.close();
      await servers.stop();
      releaseServers();
    }
    const floors: LatencyRun[] = [];
    const floorScript = floorScriptOf(
      trivia.run.counts,
      trivia.run.windowS * 1000,
      trivia.run.parties,
    );
    if (options.floorDurationS > 0) {
      for (const kind of FLOORS) floors.push(await measureFloor(pool, kind, options, floorScript));
      if (floorScript !== null) {
        const guessesOnly = await measureFloor(pool, 'socketio', options, null);
        floors.push({ ...guessesOnly, target: 'socketio-guesses' });
      }
    }
    return { kind: 'throughput', setupS: trivia.setupS, trivia: trivia.run, floors, floorScript };
  } finally {
    await pool.shutdown();
    release();
  }
}

/**
 * A bare floor (socket.io or ws) with the same rooms and rate, on the pool's load generators,
 * playing `script` (the real party's traffic) or, with null, guesses only.
 */
export async function measureFloor(
  pool: WorkerPool,
  kind: FloorKind,
  options: BenchOptions,
  script: FloorScript | null,
) {
  const floor = await startFloor(kind, options.perfDir !== null);
  const release = onInterrupt(() => floor.stop());
  try {
    const target: LoadTarget = { kind, url: floor.server.url, script };
    const floorOptions = { ...options, durationS: options.floorDurationS };
    // Profile files are named apart: a guesses-only floor runs after the replaying one.
    const label = script === null ? `${kind}-guesses` : kind;
    const { run } = await measure(pool, kind, target, [floor.server], floorOptions, label);
    return run;
  } finally {
    await pool.close();
    await floor.stop();
    release();
  }
}

async function measure(
  pool: WorkerPool,
  name: Target,
  target: LoadTarget,
  servers: ServerProcess[],
  options: BenchOptions,
  profileLabel: string = name,
): Promise<{ run: LatencyRun; setupS: number }> {
  const specs = makePartySpecs({
    parties: options.parties,
    players: options.players,
    timeoutShare: name === 'trivia' ? options.timeoutShare : 0,
    urls: servers.map((server) => server.url),
  });
  log(`${name}: setting up ${options.parties} x ${options.players}`);
  const setupStart = performance.now();
  await pool.add(target, specs, null);
  const setupS = Number(((performance.now() - setupStart) / 1000).toFixed(1));
  const setup = await pool.window();
  log(
    `${name}: set up in ${setupS} s (${setup.connections} connections); playing ${options.durationS} s`,
  );
  const sampler = await sampleServers(servers);
  const profiling = await startProfiles(servers, options, profileLabel);
  await pool.start(options.rateMs);
  await sleep(options.durationS * 1000);
  const window = await pool.stop();
  const usage = await sampler.stop();
  await profiling.stop();
  const run = toLatencyRun(
    name,
    { parties: options.parties, players: options.players },
    { ...window, connections: setup.connections },
    usage,
    setup,
  );
  log(
    `${name}: p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, ${run.guessesPerS} guesses/s, ${run.errors} errors`,
  );
  return { run, setupS };
}

/**
 * With --cpu-prof DIR, each server's CPU profile of the window goes to
 * DIR/<label>-<server>-<pid>.cpuprofile; with --heap-prof DIR, its heap profile to
 * DIR/<label>-<server>-<pid>.heapprofile; with --perf DIR, its `perf record` to
 * DIR/<label>-<server>-<pid>.perf.data and the text of it to …perf.txt.
 */
export async function startProfiles(
  servers: ServerProcess[],
  dirs: Pick<BenchOptions, 'cpuProfDir' | 'heapProfDir' | 'perfDir'>,
  label: string,
) {
  const { cpuProfDir, heapProfDir, perfDir } = dirs;
  const fileIn = (dir: string, server: ServerProcess, extension: string) =>
    path.resolve(dir, `${label}-${server.name}-${process.pid}.${extension}`);
  if (cpuProfDir !== null) await Promise.all(servers.map((server) => server.profileStart()));
  if (heapProfDir !== null) await Promise.all(servers.map((s) => s.heapProfileStart()));
  const perfs =
    perfDir === null
      ? []
      : servers.map((server) => startPerfRecord(server.pid, fileIn(perfDir, server, 'perf.data')));
  return {
    stop: async () => {
      if (perfs.length > 0) {
        const files = await Promise.all(perfs.map((perf) => perf.stop()));
        log(`perf: ${files.join(', ')} (npx tsx bench/src/perf-summary.ts FILE…)`);
      }
      if (cpuProfDir !== null) {
        const files = servers.map((server) => fileIn(cpuProfDir, server, 'cpuprofile'));
        await Promise.all(servers.map((server, i) => server.profileStop(files[i] ?? '')));
        log(`CPU profiles: ${files.join(', ')}`);
      }
      if (heapProfDir !== null) {
        const files = servers.map((server) => fileIn(heapProfDir, server, 'heapprofile'));
        await Promise.all(servers.map((server, i) => server.heapProfileStop(files[i] ?? '')));
        log(`Heap profiles: ${files.join(', ')}`);
      }
    },
  };
}

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}
