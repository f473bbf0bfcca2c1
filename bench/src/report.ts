import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Conditions } from './conditions';
import type { BenchOptions } from './options';
import type { CapacityResult } from './profiles/capacity';
import type { IdleMemoryResult } from './profiles/idle-memory';
import type { LatencyRun } from './profiles/phase';
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
  options: Pick<BenchOptions, 'mode' | 'profile'>,
  exists: (file: string) => boolean = existsSync,
): string {
  const profile = options.profile === 'quick' ? '' : `-${options.profile}`;
  const base = path.join(outDir, `${date.slice(0, 10)}-${options.mode}${profile}`);
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

export function toMarkdown(report: BenchReport): string {
  const { conditions: c, options: o, result } = report;
  const head = [
    `# Benchmark: ${o.profile}, ${o.mode}`,
    '',
    `${c.date} · node ${c.node} · ${c.cpus} cores (${c.cpuModel}) · ${c.memoryGB} GB · commit ${c.commit}`,
    `Load average (1/5/15 min): ${c.loadStart.join(' / ')} at start, ${c.loadEnd.join(' / ')} at end.`,
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
  const floorRatios = result.floors.map((floor) => [
    floor.target,
    fixed(ratio(result.trivia.latency.p50, floor.latency.p50)),
    fixed(ratio(result.trivia.latency.p99, floor.latency.p99)),
  ]);
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
        r.errors,
      ]),
    ),
    '',
    ...(floorRatios.length > 0
      ? [
          '## Ratio to the floor (ours ÷ floor)',
          '',
          table(['floor', 'p50', 'p99'], floorRatios),
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
    ...errorLines(runs),
  ];
}

function serversTable(runs: readonly LatencyRun[]): string {
  return table(
    ['target', 'process', 'CPU %', 'RSS max MB', 'heap max MB', 'loop delay p99 ms', 'connections'],
    runs.flatMap((r) =>
      r.servers.map((s) => [
        r.target,
        s.name,
        s.cpuPercent,
        s.rssMaxMB,
        s.heapMaxMB,
        s.loopDelayP99Ms,
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
        'errors',
        'server CPU %',
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
        s.errors,
        s.servers.map((x) => x.cpuPercent).join(' + '),
        s.servers.map((x) => x.rssEndMB).join(' + '),
        s.servers.map((x) => x.heapEndMB).join(' + '),
      ]),
    ),
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
