import { describe, expect, it } from 'vitest';
import type { LatencyRun } from './profiles/phase';
import { floorRatios, medianSecondCpu, ratio, ratioTable, resultPath } from './report';
import { zeroCounts } from './load/window-stats';

function run(p50: number, p99: number, max: number, cpu: number, bytes: number | null): LatencyRun {
  const server = {
    name: 's',
    cpuPercent: cpu,
    rssMaxMB: 1,
    heapMaxMB: 1,
    rssEndMB: 1,
    heapEndMB: 1,
    loopDelayP99Ms: 1,
    loopDelayMaxMs: 1,
    connections: 1,
    timeline: [],
  };
  const counts = zeroCounts();
  return {
    target: 'trivia',
    parties: 1,
    players: 2,
    connections: 2,
    windowS: 1,
    latency: { count: 1, p50, p95: p99, p99, max, mean: p50 },
    guessesPerS: 1,
    messagesPerS: 1,
    bytesPerViewerPerGuess: bytes,
    counts,
    generatorCpuPercent: [],
    errors: 0,
    errorSamples: [],
    servers: [server],
  };
}

describe('report', () => {
  it('names results by date, mode and profile (the quick profile is the plain name)', () => {
    const none = () => false;
    expect(
      resultPath('out', '2025-01-15T10:00:00Z', { mode: 'sqlite', profile: 'quick' }, none),
    ).toBe('out/2025-01-15-sqlite.json');
    expect(
      resultPath('out', '2025-01-15T10:00:00Z', { mode: 'cluster', profile: 'target' }, none),
    ).toBe('out/2025-01-15-cluster-target.json');
    expect(
      resultPath(
        'out',
        '2025-01-15T10:00:00Z',
        { mode: 'sqlite', profile: 'target', burner: true },
        none,
      ),
    ).toBe('out/2025-01-15-sqlite-target-burner.json');
  });

  it("gives the goals' ratios to the socket.io floor and says which goal is met", () => {
    const ours = run(4, 12, 30, 10, 600);
    const floor = run(2, 3, 9, 4, null);
    expect(floorRatios(ours, floor)).toEqual({ p50: 2, p99: 4, maxOverFloorP99: 10, cpu: 2.5 });
    const text = ratioTable(ours, floor).join('\n');
    expect(text).toContain('| p50 ms | 4 | 2 | 2.00 | ≤ 2× | met |');
    expect(text).toContain('| p99 ms | 12 | 3 | 4.00 | ≤ 3× | **missed** |');
    expect(text).toContain('| server CPU % | 10 | 4 | 2.50 | ≤ 2× | **missed** |');
    expect(text).toContain('| bytes per viewer per guess | 600 |');
  });

  it("gives a server's CPU in its median second (a start-up burst does not count)", () => {
    const ours = run(4, 12, 30, 10, 600);
    const point = { t: 0, loopP99Ms: 1, loopMaxMs: 1, gcMs: 0, gcCount: 0, gcMaxMs: 0 };
    const seconds = [80, 9, 10, 11, 9].map((cpuPercent, t) => ({ ...point, t, cpuPercent }));
    const server = ours.servers[0];
    if (server === undefined) throw new Error('no server');
    expect(medianSecondCpu({ ...ours, servers: [{ ...server, timeline: seconds }] })).toBe(10);
    // Without a timeline, the window's CPU; instances add up.
    expect(medianSecondCpu({ ...ours, servers: [server, server] })).toBe(20);
    expect(ratioTable(ours, ours).join('\n')).toContain(
      '| server CPU %, median second (sustained; not a goal) | 10.0 | 10.0 | 1.00 |',
    );
  });

  it('keeps earlier runs of the day', () => {
    const taken = new Set(['out/2025-01-15-sqlite.json', 'out/2025-01-15-sqlite-2.json']);
    expect(
      resultPath('out', '2025-01-15T10:00:00Z', { mode: 'sqlite', profile: 'quick' }, (f) =>
        taken.has(f),
      ),
    ).toBe('out/2025-01-15-sqlite-3.json');
  });

  it('gives ratios to two decimals, none against a zero floor', () => {
    expect(ratio(5, 2)).toBe(2.5);
    expect(ratio(1, 3)).toBe(0.33);
    expect(ratio(1, 0)).toBeNull();
  });
});
