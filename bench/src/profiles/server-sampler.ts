import type { ProcessStats, TimelinePoint } from '../process-stats';
import type { ServerProcess } from '../server-under-test';

/** One server process over a measured window. */
export interface ServerUsage {
  name: string;
  /** CPU time over wall time; 100 = one core. */
  cpuPercent: number;
  rssMaxMB: number;
  heapMaxMB: number;
  rssEndMB: number;
  heapEndMB: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  connections: number;
  /** Each second of the window: loop delay p99/max, gc time, CPU. */
  timeline: TimelinePoint[];
}

const MB = 1024 * 1024;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Polls the servers' stats every `intervalMs` from now until `stop`. */
export async function sampleServers(servers: readonly ServerProcess[], intervalMs = 1000) {
  const started = performance.now();
  const first = await Promise.all(servers.map((server) => server.stats(true)));
  await Promise.all(servers.map((server) => server.timeline(true)));
  const peaks = first.map((stats) => ({ rss: stats.rss, heap: stats.heapUsed }));
  const poll = async () => {
    const all = await Promise.all(servers.map((server) => server.stats()));
    all.forEach((stats, index) => {
      const peak = peaks[index];
      if (peak === undefined) return;
      peak.rss = Math.max(peak.rss, stats.rss);
      peak.heap = Math.max(peak.heap, stats.heapUsed);
    });
  };
  const timer = setInterval(() => void poll().catch(() => undefined), intervalMs);
  return {
    async stop(): Promise<ServerUsage[]> {
      clearInterval(timer);
      const wallUs = (performance.now() - started) * 1000;
      const last = await Promise.all(servers.map((server) => server.stats(true)));
      const timelines = await Promise.all(servers.map((server) => server.timeline(true)));
      return servers.map((server, index) => ({
        ...usage(server.name, first[index], last[index], peaks[index], wallUs),
        timeline: timelines[index] ?? [],
      }));
    },
  };
}

function usage(
  name: string,
  first: ProcessStats | undefined,
  last: ProcessStats | undefined,
  peak: { rss: number; heap: number } | undefined,
  wallUs: number,
): Omit<ServerUsage, 'timeline'> {
  if (first === undefined || last === undefined || peak === undefined) {
    throw new Error(`no stats of ${name}`);
  }
  const cpuUs = last.cpuUserUs + last.cpuSystemUs - first.cpuUserUs - first.cpuSystemUs;
  return {
    name,
    cpuPercent: round((cpuUs / wallUs) * 100),
    rssMaxMB: round(Math.max(peak.rss, last.rss) / MB),
    heapMaxMB: round(Math.max(peak.heap, last.heapUsed) / MB),
    rssEndMB: round(last.rss / MB),
    heapEndMB: round(last.heapUsed / MB),
    loopDelayP99Ms: round(last.loopDelayP99Ms, 2),
    loopDelayMaxMs: round(last.loopDelayMaxMs, 2),
    connections: last.connections,
  };
}
