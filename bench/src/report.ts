import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Conditions } from './conditions';
import type { BenchOptions } from './options';
import type { CapacityResult } from './profiles/capacity';
import type { IdleMemoryResult } from './profiles/idle-memory';
import type { LatencyRun } from './profiles/phase';
import type { TimelinePoint } from './process-stats';
import type { ThroughputResult } from './profiles/throughput';

export type BenchResult = ThroughputResult | CapacityResult | IdleMemoryResult;

export interface BenchReport {
  conditions: Conditions;
  options: Omit<BenchOptions, 'pgUrl' | 'redisUrl' | 'outDir'>;
  result: BenchResult;
}

/** bench/results/<date>-<mode>[-<profile>].json, -2, -3… when a run of the day exists already. */
export function resultPath(
  outDir: string,
  date: string,
  options: Pick<BenchOptions, 'mode' | 'profile'> & { burner?: boolean },
  exists: (file: string) => boolean = existsSync,
): string {
  const profile = options.profile === 'quick' ? '' : `-${options.profile}`;
  const burner = options.burner ? '-burner' : '';
  const base = path.join(outDir, `${date.slice(0, 10)}-${options.mode}${profile}${burner}`);
  let candidate = base;
  for (let n = 2; exists(`${candidate}.json`); n++) candidate = `${base}-${n}`;
  return `${candidate}.json`;
}

/** The ratio of ours to a floor, to two decimals; null when the floor is 0. */
export function ratio(ours: number, floor: number): number | null {
  return floor > 0 ? Number((ours / floor).toFixed(2)) : null;
}

const fixed = (value: number | null, digits = 2) =>
  value === null ? 'n/a' : value.toFixed(digits);

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The performance goals (docs/PERFORMANCE.md "Goals"), each as a ratio to the bare socket.io floor of the same run. */
export const GOALS = { p50: 2, p99: 3, maxOverFloorP99: 10, cpu: 2, bytesPerViewerPerGuess: 1024 };

export interface FloorRatios {
  p50: number | null;
  p99: number | null;
  /** Our max over the floor's p99. */
  maxOverFloorP99: number | null;
  /** Our server CPU (all instances added) over the floor's. */
  cpu: number | null;
}

export function floorRatios(ours: LatencyRun, floor: LatencyRun): FloorRatios {
  const cpu = (run: LatencyRun) => run.servers.reduce((sum, s) => sum + s.cpuPercent, 0);
  return {
    p50: ratio(ours.latency.p50, floor.latency.p50),
    p99: ratio(ours.latency.p99, floor.latency.p99),
    maxOverFloorP99: ratio(ours.latency.max, floor.latency.p99),
    cpu: ratio(cpu(ours), cpu(floor)),
  };
}

/**
 * A server's CPU in its median second of the window, % of a core: the sustained cost, without
 * the burst of the window's first seconds (set-up's garbage, every party's first game set-up),
 * which weighs twice as much in a floor's 30-second window as in our 60-second one.
 */
export function medianSecondCpu(run: LatencyRun): number {
  return run.servers.reduce((sum, server) => {
    const sorted = server.timeline.map((p) => p.cpuPercent).sort((a, b) => a - b);
    return sum + (sorted[Math.floor(sorted.length / 2)] ?? server.cpuPercent);
  }, 0);
}

const verdict = (value: number | null, goal: number) =>
  value === null ? 'n/a' : value <= goal ? 'met' : '**missed**';

/** The ratio table against the socket.io floor, with the goal and verdict of each line. */
export function ratioTable(ours: LatencyRun, floor: LatencyRun): string[] {
  const r = floorRatios(ours, floor);
  const bytes = ours.bytesPerViewerPerGuess;
  return [
    table(
      ['figure', 'ours', 'socket.io floor', 'ratio', 'goal', 'verdict'],
      [
        [
          'p50 ms',
          ours.latency.p50,
          floor.latency.p50,
          fixed(r.p50),
          `≤ ${GOALS.p50}×`,
          verdict(r.p50, GOALS.p50),
        ],
        [
          'p99 ms',
          ours.latency.p99,
          floor.latency.p99,
          fixed(r.p99),
          `≤ ${GOALS.p99}×`,
          verdict(r.p99, GOALS.p99),
        ],
        [
          'max ms ÷ floor p99',
          ours.latency.max,
          floor.latency.p99,
          fixed(r.maxOverFloorP99),
          `≤ ${GOALS.maxOverFloorP99}×`,
          verdict(r.maxOverFloorP99, GOALS.maxOverFloorP99),
        ],
        [
          'server CPU %',
          ours.servers.map((x) => x.cpuPercent).join(' + '),
          floor.servers.map((x) => x.cpuPercent).join(' + '),
          fixed(r.cpu),
          `≤ ${GOALS.cpu}×`,
          verdict(r.cpu, GOALS.cpu),
        ],
        [
          'server CPU %, median second (sustained; not a goal)',
          medianSecondCpu(ours).toFixed(1),
          medianSecondCpu(floor).toFixed(1),
          fixed(ratio(medianSecondCpu(ours), medianSecondCpu(floor))),
          '',
          '',
        ],
        ['errors', ours.errors, floor.errors, '', '0', ours.errors === 0 ? 'met' : '**missed**'],
        [
          'bytes per viewer per guess',
          bytes ?? 'n/a',
          '',
          '',
          `≤ ${GOALS.bytesPerViewerPerGuess}`,
          verdict(bytes, GOALS.bytesPerViewerPerGuess),
        ],
      ],
    ),
  ];
}

/** Each second of the window, one column per second: loop delay p99/max, gc, CPU. */
export function timelineLines(runs: readonly LatencyRun[]): string[] {
  const lines: string[] = [];
  for (const run of runs) {
    for (const server of run.servers) {
      const points = server.timeline;
      if (points.length === 0) continue;
      const row = (pick: (p: TimelinePoint) => number) =>
        points.map((p) => Math.round(pick(p))).join(' ');
      const worst = [...points].sort((a, b) => b.loopMaxMs - a.loopMaxMs).slice(0, 3);
      lines.push(
        `**${run.target} ${server.name}** (${points.length} s; worst seconds: ${worst
          .map(
            (p) =>
              `t=${p.t} s loop max ${p.loopMaxMs} ms, gc ${p.gcMs} ms (longest ${p.gcMaxMs}), CPU ${p.cpuPercent} %`,
          )
          .join('; ')})`,
        '',
        '```',
        `loop p99 ms  ${row((p) => p.loopP99Ms)}`,
        `loop max ms  ${row((p) => p.loopMaxMs)}`,
        `gc ms        ${row((p) => p.gcMs)}`,
        `CPU %        ${row((p) => p.cpuPercent)}`,
        '```',
        '',
      );
    }
  }
  return lines.length > 0
    ? ['## Event-loop delay over time (one column per second)', '', ...lines]
    : [];
}

export function toMarkdown(report: BenchReport): string {
  const { conditions: c, options: o, result } = report;
  const head = [
    `# Benchmark: ${o.profile}, ${o.mode}`,
    '',
    `${c.date} · node ${c.node} · ${c.cpus} cores (${c.cpuModel}) · ${c.memoryGB} GB · commit ${c.commit}` +
      (o.burner ? ' · **CPU burner on** (a busy loop taking one core during the whole run)' : '') +
      (o.nodeFlags?.length
        ? ` · more flags for the servers under test: \`${o.nodeFlags.join(' ')}\``
        : ''),
    `Load average (1/5/15 min): ${c.loadStart.join(' / ')} at start, ${c.loadEnd.join(' / ')} at end.`,
    ...(c.serverFlags ? [`Servers and floors run with \`node ${c.serverFlags.join(' ')}\`.`] : []),
    '',
  ];
  return [...head, ...resultMarkdown(result, o), ''].join('\n');
}

function resultMarkdown(result: BenchResult, o: BenchReport['options']): string[] {
  switch (result.kind) {
    case 'throughput':
      return throughputMarkdown(result, o);
    case 'capacity':
      return capacityMarkdown(result, o);
    case 'idle-memory':
      return idleMemoryMarkdown(result);
  }
}

function throughputMarkdown(result: ThroughputResult, o: BenchReport['options']): string[] {
  const runs = [result.trivia, ...result.floors];
  const socketFloor = result.floors.find((floor) => floor.target === 'socketio');
  const floorRows = result.floors.map((floor) => {
    const r = floorRatios(result.trivia, floor);
    return [floor.target, fixed(r.p50), fixed(r.p99), fixed(r.cpu)];
  });
  const script = result.floorScript;
  return [
    `${o.parties} parties × ${o.players} players, one guess per party every ${o.rateMs} ms, ` +
      `${o.durationS} s measured (floors ${o.floorDurationS} s); set-up took ${result.setupS} s.`,
    '',
    '## Guess → last viewer (ms)',
    '',
    table(
      [
        'target',
        'connections',
        'p50',
        'p95',
        'p99',
        'max',
        'samples',
        'guesses/s',
        'messages/s',
        'bytes/viewer/guess',
        'errors',
      ],
      runs.map((r) => [
        r.target,
        r.connections,
        r.latency.p50,
        r.latency.p95,
        r.latency.p99,
        r.latency.max,
        r.latency.count,
        r.guessesPerS,
        r.messagesPerS,
        r.bytesPerViewerPerGuess ?? 'n/a',
        r.errors,
      ]),
    ),
    '',
    ...(floorRows.length > 0
      ? [
          '## Ratio to the floor (ours ÷ floor)',
          '',
          script
            ? `The socket.io and ws floors replay this window's traffic (every message broadcast to the room): per room, a game's set-up of ${script.hostMessagesPerGame.toFixed(2)} host messages back to back, then ${script.guessesPerGame.toFixed(2)} guesses one ${Math.round(script.guessIntervalMs)} ms apart (averages of the real window). socketio-guesses sends a guess every ${o.rateMs} ms and nothing else (the floor before 2026-11-25 12:00 UTC).`
            : 'The floors send guesses only.',
          '',
          table(['floor', 'p50', 'p99', 'server CPU'], floorRows),
          '',
        ]
      : []),
    ...(socketFloor
      ? [
          `## Goals: ours against the bare socket.io floor of this run${script ? ", replaying this window's traffic" : ''}`,
          '',
          ...ratioTable(result.trivia, socketFloor),
          '',
        ]
      : []),
    '## Servers during the window',
    '',
    serversTable(runs),
    '',
    `Load generators' CPU (% of a core, per process): ${runs
      .map((r) => `${r.target} ${r.generatorCpuPercent.join(' + ')}`)
      .join('; ')}.`,
    '',
    `Trivia counts: ${JSON.stringify(result.trivia.counts)}`,
    '',
    ...timelineLines(runs),
    ...errorLines(runs),
  ];
}

function serversTable(runs: readonly LatencyRun[]): string {
  return table(
    [
      'target',
      'process',
      'CPU %',
      'CPU % (median second)',
      'RSS max MB',
      'heap max MB',
      'loop delay p99 ms',
      'loop delay max ms',
      'gc ms (longest)',
      'connections',
    ],
    runs.flatMap((r) =>
      r.servers.map((s) => [
        r.target,
        s.name,
        s.cpuPercent,
        medianSecondCpu({ ...r, servers: [s] }).toFixed(1),
        s.rssMaxMB,
        s.heapMaxMB,
        s.loopDelayP99Ms,
        s.loopDelayMaxMs,
        `${Math.round(s.timeline.reduce((sum, p) => sum + p.gcMs, 0))} (${Math.max(0, ...s.timeline.map((p) => p.gcMaxMs))})`,
        s.connections,
      ]),
    ),
  );
}

function errorLines(runs: readonly LatencyRun[]): string[] {
  const samples = runs.flatMap((r) => r.errorSamples.map((text) => `- ${r.target}: ${text}`));
  return samples.length > 0 ? ['', '## Errors (first ones)', '', ...samples] : [];
}

function capacityMarkdown(result: CapacityResult, o: BenchReport['options']): string[] {
  const lastStep = result.steps.at(-1);
  const verdict =
    result.lastGood === null
      ? 'No step stayed within the limits.'
      : `Last good step: ${result.lastGood} connections.`;
  return [
    `Steps of ${o.stepConnections} connections (parties of ${o.players}), ${o.stepDurationS} s each, ` +
      `one guess per party every ${o.rateMs} ms; stop when p99 > ${o.p99LimitMs} ms or an error.`,
    '',
    `${verdict} ${result.stopReason}`,
    '',
    table(
      [
        'connections',
        'p50',
        'p95',
        'p99',
        'max',
        'guesses/s',
        'messages/s',
        'bytes/viewer/guess',
        'errors',
        'server CPU %',
        'loop delay p99 / max ms',
        'RSS MB',
        'heap MB',
      ],
      result.steps.map((s) => [
        s.connections,
        s.latency.p50,
        s.latency.p95,
        s.latency.p99,
        s.latency.max,
        s.guessesPerS,
        s.messagesPerS,
        s.bytesPerViewerPerGuess ?? 'n/a',
        s.errors,
        s.servers.map((x) => x.cpuPercent).join(' + '),
        s.servers.map((x) => `${x.loopDelayP99Ms} / ${x.loopDelayMaxMs}`).join(' + '),
        s.servers.map((x) => x.rssEndMB).join(' + '),
        s.servers.map((x) => x.heapEndMB).join(' + '),
      ]),
    ),
    '',
    ...(result.floor && lastStep
      ? [
          `## Goals: the last step (${lastStep.connections} connections) against the bare socket.io floor with as many rooms (${result.floor.connections} connections, ${o.stepDurationS} s)`,
          '',
          ...ratioTable(lastStep, result.floor),
          '',
        ]
      : []),
    ...timelineLines(lastStep ? [lastStep] : []),
    ...errorLines(result.steps),
  ];
}

function idleMemoryMarkdown(result: IdleMemoryResult): string[] {
  const ours = result.targets.find((t) => t.target === 'trivia');
  return [
    `${result.connections} idle connections (signed in, subscribed to parties of ${result.players}).`,
    '',
    table(
      [
        'target',
        'heap before MB',
        'heap after MB',
        'heap per connection KB',
        'RSS per connection KB',
        'ours ÷ this (heap)',
      ],
      result.targets.map((t) => [
        t.target,
        t.before.heapMB,
        t.after.heapMB,
        t.heapPerConnectionKB,
        t.rssPerConnectionKB,
        fixed(ours ? ratio(ours.heapPerConnectionKB, t.heapPerConnectionKB) : null),
      ]),
    ),
    ...(result.errors > 0
      ? ['', `Errors: ${result.errors}`, ...result.errorSamples.map((e) => `- ${e}`)]
      : []),
  ];
}
