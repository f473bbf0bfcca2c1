/**
 * Sums up a V8 --trace-gc log (`npm run bench -- --trace-gc DIR`): collections by kind,
 * their total and longest pauses, between two process times (ms since start; the bench's
 * window starts after set-up).
 *   tsx bench/src/gc-trace-summary.ts DIR/server-1-gc-<pid>.log [from-ms] [to-ms]
 */
import { readFileSync } from 'node:fs';

export interface GcKind {
  count: number;
  totalMs: number;
  maxMs: number;
  /** The largest heap (MB) a collection of this kind started from. */
  heapMaxMB: number;
  /**
   * Incremental marking's steps on the main thread before the final pause (the trace's
   * "+ N ms in K steps"): main-thread time, so the loop delay of those seconds holds them.
   */
  stepsMs: number;
  /** The longest of final pause plus its steps. */
  maxWithStepsMs: number;
}

const LINE =
  /\s(\d+) ms: (Scavenge|Incremental Mark-Compact|Mark-Compact|Minor Mark-Sweep)[^,]*?([\d.]+) \([\d.]+\) -> [\d.]+ \([\d.]+\) MB, pooled: [\d.]+ MB, ([\d.]+) \/ [\d.]+ ms/;

const STEPS = /\(\+ ([\d.]+) ms in \d+ steps/;

export function summarizeGcTrace(
  text: string,
  fromMs = 0,
  toMs = Infinity,
): Record<string, GcKind> {
  const kinds: Record<string, GcKind> = {};
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (match === null) continue;
    const [, at, kind = '', heap, pause] = match;
    const t = Number(at);
    if (t < fromMs || t > toMs) continue;
    const entry = (kinds[kind] ??= {
      count: 0,
      totalMs: 0,
      maxMs: 0,
      heapMaxMB: 0,
      stepsMs: 0,
      maxWithStepsMs: 0,
    });
    const steps = Number(STEPS.exec(line)?.[1] ?? 0);
    entry.count += 1;
    entry.totalMs += Number(pause);
    entry.maxMs = Math.max(entry.maxMs, Number(pause));
    entry.heapMaxMB = Math.max(entry.heapMaxMB, Number(heap));
    entry.stepsMs += steps;
    entry.maxWithStepsMs = Math.max(entry.maxWithStepsMs, Number(pause) + steps);
  }
  return kinds;
}

if (process.argv[1]?.endsWith('gc-trace-summary.ts')) {
  const [file, from, to] = process.argv.slice(2);
  if (file === undefined) {
    process.stderr.write('Usage: tsx bench/src/gc-trace-summary.ts FILE.log [from-ms] [to-ms]\n');
    process.exit(2);
  }
  const kinds = summarizeGcTrace(
    readFileSync(file, 'utf8'),
    Number(from ?? 0),
    Number(to ?? Infinity),
  );
  for (const [kind, k] of Object.entries(kinds)) {
    process.stdout.write(
      `${kind.padEnd(26)} ${k.count} collections, ${k.totalMs.toFixed(0)} ms in all, mean ${(k.totalMs / k.count).toFixed(1)} ms, longest ${k.maxMs.toFixed(1)} ms, heap up to ${k.heapMaxMB} MB` +
        (k.stepsMs > 0
          ? `; incremental steps ${k.stepsMs.toFixed(0)} ms, longest pause + steps ${k.maxWithStepsMs.toFixed(1)} ms`
          : '') +
        '\n',
    );
  }
}
