/**
 * One table for a series of throughput runs (e.g. five target runs in a row): each run's
 * latencies, its socket.io floor, the ratios to it, server CPU against the floor's, bytes
 * per viewer per guess and errors, then the medians and how many runs met each goal.
 *   tsx bench/src/series-table.ts bench/results/2026-11-25-sqlite-target-{2,3,4,5,6}.json
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LatencyRun } from './profiles/phase';
import { floorRatios, GOALS, type BenchReport } from './report';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const cpuOf = (run: LatencyRun) => run.servers.reduce((sum, s) => sum + s.cpuPercent, 0);
const x = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}×`);

export function seriesTable(files: readonly string[]): string {
  const rows: string[] = [];
  const ratios: Array<ReturnType<typeof floorRatios> & { bytes: number | null; errors: number }> =
    [];
  for (const file of files) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
    if (report.result.kind !== 'throughput') continue;
    const ours = report.result.trivia;
    const floor = report.result.floors.find((f) => f.target === 'socketio');
    if (floor === undefined) continue;
    const r = floorRatios(ours, floor);
    ratios.push({ ...r, bytes: ours.bytesPerViewerPerGuess, errors: ours.errors });
    const loop = ours.servers.map((s) => s.loopDelayP99Ms).join(' + ');
    const guessesOnly = report.result.floors.find((f) => f.target === 'socketio-guesses');
    const old = guessesOnly ? floorRatios(ours, guessesOnly) : null;
    rows.push(
      `| ${path.basename(file, '.json')} | ${report.conditions.loadStart[0]} | ${ours.latency.p50} / ${ours.latency.p99} / ${ours.latency.max} | ${floor.latency.p50} / ${floor.latency.p99} | ${x(r.p50)} | ${x(r.p99)} | ${x(r.maxOverFloorP99)} | ${cpuOf(ours).toFixed(1)} / ${cpuOf(floor).toFixed(1)} = ${x(r.cpu)} | ${ours.messagesPerS} / ${floor.messagesPerS} | ${old ? `${x(old.p50)} / ${x(old.cpu)}` : 'n/a'} | ${ours.bytesPerViewerPerGuess ?? 'n/a'} | ${loop} | ${ours.errors} |`,
    );
  }
  const met = (pick: (r: (typeof ratios)[number]) => number | null, goal: number) =>
    `${ratios.filter((r) => (pick(r) ?? Infinity) <= goal).length}/${ratios.length}`;
  const med = (pick: (r: (typeof ratios)[number]) => number | null) =>
    x(median(ratios.map((r) => pick(r) ?? 0)));
  return [
    '| run | load (1 min) at start | ours p50 / p99 / max ms | socket.io floor p50 / p99 ms | p50 ÷ floor | p99 ÷ floor | max ÷ floor p99 | server CPU % / floor = ratio | messages/s received, ours / floor | p50 / CPU ÷ the guesses-only floor | bytes / viewer / guess | loop delay p99 ms | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    `| **median** | | | | **${med((r) => r.p50)}** | **${med((r) => r.p99)}** | **${med((r) => r.maxOverFloorP99)}** | **${med((r) => r.cpu)}** | | | **${median(ratios.map((r) => r.bytes ?? 0)).toFixed(0)}** | | |`,
    `| **runs meeting the goal** | | | | ${met((r) => r.p50, GOALS.p50)} (≤ ${GOALS.p50}×) | ${met((r) => r.p99, GOALS.p99)} (≤ ${GOALS.p99}×) | ${met((r) => r.maxOverFloorP99, GOALS.maxOverFloorP99)} (≤ ${GOALS.maxOverFloorP99}×) | ${met((r) => r.cpu, GOALS.cpu)} (≤ ${GOALS.cpu}×) | | | ${met((r) => r.bytes, GOALS.bytesPerViewerPerGuess)} (≤ ${GOALS.bytesPerViewerPerGuess}) | | ${ratios.filter((r) => r.errors === 0).length}/${ratios.length} with 0 |`,
  ].join('\n');
}

if (process.argv[1]?.endsWith('series-table.ts')) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    process.stderr.write('Usage: tsx bench/src/series-table.ts RESULT.json...\n');
    process.exit(2);
  }
  process.stdout.write(`${seriesTable(files)}\n`);
}
