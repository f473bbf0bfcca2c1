import { onInterrupt } from '../interrupt';
import { makePartySpecs } from '../load/party-spec';
import { WorkerPool } from '../load/worker-pool';
import type { BenchOptions } from '../options';
import { startServersUnderTest } from '../server-under-test';
import { sleep, toLatencyRun, type LatencyRun } from './phase';
import { sampleServers } from './server-sampler';
import { log, measureFloor, startProfiles } from './throughput';

export interface CapacityResult {
  kind: 'capacity';
  steps: LatencyRun[];
  /** The most connections at which p99 stayed within the limit with no error. */
  lastGood: number | null;
  stopReason: string;
  /** The bare socket.io floor with as many rooms as the last step, for the ratios. */
  floor: LatencyRun | null;
}

/** Lets new parties' joins and presence settle before a step is measured. */
const SETTLE_MS = 3000;

/**
 * Ramps playing parties up by a step of connections at a time, measuring each step, until
 * p99 crosses the limit, an error appears, or --max-connections is reached.
 */
export async function runCapacity(options: BenchOptions): Promise<CapacityResult> {
  const pool = await WorkerPool.start(options.workers);
  const servers = await startServersUnderTest(options).catch(async (error: unknown) => {
    await pool.shutdown();
    throw error;
  });
  const release = onInterrupt(async () => {
    await pool.shutdown();
    await servers.stop();
  });
  const urls = servers.instances.map((server) => server.url);
  const partiesPerStep = Math.max(1, Math.round(options.stepConnections / options.players));
  const steps: LatencyRun[] = [];
  let lastGood: number | null = null;
  let stopReason = `reached --max-connections ${options.maxConnections}`;
  try {
    for (let parties = 0; ;) {
      const connections = (parties + partiesPerStep) * options.players;
      if (connections > options.maxConnections) break;
      const specs = makePartySpecs({
        ...options,
        parties: partiesPerStep,
        urls,
        firstIndex: parties,
      });
      parties += partiesPerStep;
      log(`capacity: adding parties up to ${connections} connections`);
      await pool.add({ kind: 'real' }, specs, options.rateMs);
      await sleep(SETTLE_MS);
      const setup = await pool.window();
      const sampler = await sampleServers(servers.instances);
      const profiling = await startProfiles(servers.instances, options, `capacity-${connections}`);
      await sleep(options.stepDurationS * 1000);
      const window = await pool.window();
      await profiling.stop();
      const step = toLatencyRun(
        'trivia',
        { parties, players: options.players },
        window,
        await sampler.stop(),
        setup,
      );
      steps.push(step);
      log(
        `capacity: ${step.connections} connections: p50 ${step.latency.p50} ms, p99 ${step.latency.p99} ms, ${step.errors} errors`,
      );
      if (step.errors > 0) {
        stopReason = `${step.errors} errors at ${connections} connections`;
        break;
      }
      if (step.latency.p99 > options.p99LimitMs) {
        stopReason = `p99 ${step.latency.p99} ms > ${options.p99LimitMs} ms at ${connections} connections`;
        break;
      }
      lastGood = connections;
    }
  } catch (error) {
    await pool.shutdown();
    throw error;
  } finally {
    await pool.stop().catch(() => undefined);
    await pool.close().catch(() => undefined);
    await servers.stop();
    release();
  }
  // The floor at the size of the last step measured (the ratios of the capacity table).
  const last = steps.at(-1);
  let floor: LatencyRun | null = null;
  try {
    if (last !== undefined) {
      const sized = { ...options, parties: last.parties, floorDurationS: options.stepDurationS };
      floor = await measureFloor(pool, 'socketio', sized, null);
    }
  } finally {
    await pool.shutdown();
  }
  return { kind: 'capacity', steps, lastGood, stopReason, floor };
}
