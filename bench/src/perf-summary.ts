/**
 * Where a whole process's CPU went, from `perf script` text (bench --perf DIR): samples by
 * thread, by what the server was doing (each sample's call stack matched against the
 * activities below, first match wins), and the hottest leaf functions. Several files side by
 * side (ours and the floors of one run) give each activity's samples a second, so the
 * ratio of ours to a floor can be read activity by activity.
 *   npx tsx bench/src/perf-summary.ts DIR/trivia-server-1-<pid>.perf.txt DIR/socketio-floor-socketio-<pid>.perf.txt [--top N]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One sample: the thread's name, when (seconds), and its frames, innermost first. */
export interface PerfSample {
  thread: string;
  time: number;
  frames: string[];
}

/**
 * What a sample was part of, by a frame of its stack (in this order: a socket write made
 * while applying a command counts as a write). Frames are perf's symbols: V8's builtins and
 * runtime, native code, the kernel's, and `JS:` frames named by --perf-basic-prof.
 */
export const ACTIVITIES: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  {
    name: 'socket writes (broadcast, emit, flush)',
    pattern:
      /StreamBase::Writev|sendFrame|sock_write_iter|tcp_sendmsg|_onSent|afterWriteTick|engine\.io\/build\/socket\.js.*(flush|sendPacket)|writeToEngine|in-memory-adapter/,
  },
  {
    name: 'game rules and view deltas',
    pattern: /packages\/game\/src\/|decideCommand/,
  },
  {
    name: 'fan-out (party feed, view cache)',
    pattern: /party-feed|view-cache|viewer-blocks|view-encoding|party-events/,
  },
  {
    name: 'storage (SQLite, journal, write-behind)',
    pattern:
      /better_sqlite3|sqlite3[A-Z_]|Statement::|pcache1|packages\/server\/src\/storage\/|write-behind|persist-change|finished-games|member-rows|kysely|\[worker eval\]/,
  },
  {
    name: 'command intake (parse, validate, limit, ack)',
    pattern:
      /zod|command-handler|rate-limiter|realtime\/connections|party-service|server-metrics|prom-client/,
  },
  {
    name: 'socket reads and decoding',
    pattern: /ws\/lib\/receiver|socket\.io-parser|onStreamRead|tcp_recvmsg|sock_read_iter/,
  },
  {
    name: 'garbage collection',
    pattern: /Scavenger|Heap::|MarkCompact|ConcurrentMarking|Sweeper|GCTracer|MemoryAllocator/,
  },
  {
    name: 'timers (pings, turn timer)',
    pattern: /uv__run_timers/,
  },
];

export const OTHER = 'other (event loop, scheduling, rest)';

/** Reads `perf script`'s default output: a header line per sample, then one frame a line. */
export function parsePerfScript(text: string): PerfSample[] {
  const samples: PerfSample[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => line.trim().length > 0);
    const header = lines[0];
    if (header === undefined) continue;
    // "node-MainThread 10272 12345.678901:    1001001 cpu-clock:ppp:" (the name may hold spaces)
    const match = /^\s*(.+?)\s+\d+(?:\/\d+)?\s+(?:\[\d+\]\s+)?(\d+\.\d+):/.exec(header);
    if (match === null) continue;
    const frames = lines.slice(1).map(frameName);
    samples.push({ thread: match[1] ?? '', time: Number(match[2]), frames });
  }
  return samples;
}

/** "  7f29041c5924 JS:*'flush /x/socket.js:415:10+0x12 (/tmp/perf-1.map)" → the symbol. */
function frameName(line: string): string {
  return line
    .trim()
    .replace(/^[0-9a-f]+\s+/, '')
    .replace(/\s+\([^()]*\)$/, '')
    .replace(/\+0x[0-9a-f]+$/, '');
}

export function activityOf(sample: PerfSample): string {
  for (const { name, pattern } of ACTIVITIES) {
    if (sample.frames.some((frame) => pattern.test(frame))) return name;
  }
  return OTHER;
}

export interface PerfSummary {
  samples: number;
  /** From the first sample to the last. */
  seconds: number;
  byActivity: Map<string, number>;
  byThread: Map<string, number>;
  byLeaf: Map<string, number>;
}

export function summarize(samples: readonly PerfSample[]): PerfSummary {
  const byActivity = new Map<string, number>();
  const byThread = new Map<string, number>();
  const byLeaf = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let first = Infinity;
  let last = -Infinity;
  for (const sample of samples) {
    add(byActivity, activityOf(sample));
    add(byThread, sample.thread);
    add(byLeaf, shortName(sample.frames[0] ?? '?'));
    first = Math.min(first, sample.time);
    last = Math.max(last, sample.time);
  }
  const seconds = samples.length > 1 ? last - first : 0;
  return { samples: samples.length, seconds, byActivity, byThread, byLeaf };
}

function shortName(frame: string): string {
  return frame.replace(/file:\/\/\/?[^ ]*\/(node_modules|packages)\//, '$1/').slice(0, 90);
}

/** Samples a second; perf samples each thread 999 times a second it runs, so ≈ ms of CPU a second. */
function perSecond(count: number, seconds: number): string {
  return seconds > 0 ? (count / seconds).toFixed(1) : '–';
}

/** A Markdown report: activities side by side (samples a second ≈ ms of CPU a second). */
export function report(named: ReadonlyArray<{ name: string; summary: PerfSummary }>, top = 15) {
  const lines: string[] = [];
  const names = [...ACTIVITIES.map((a) => a.name), OTHER];
  const base = named[0];
  lines.push(
    `| activity | ${named.map((n) => n.name).join(' | ')} |${
      named.length > 1
        ? ` ${named
            .slice(1)
            .map((n) => `${base?.name} ÷ ${n.name}`)
            .join(' | ')} |`
        : ''
    }`,
  );
  lines.push(`| --- |${' --- |'.repeat(named.length * 2 - 1)}`);
  const row = (label: string, count: (s: PerfSummary) => number) => {
    const cells = named.map(({ summary }) => perSecond(count(summary), summary.seconds));
    const ratios = named.slice(1).map(({ summary }) => {
      const ours = base === undefined ? 0 : count(base.summary) / base.summary.seconds;
      const theirs = count(summary) / summary.seconds;
      return theirs > 0 ? `${(ours / theirs).toFixed(2)}×` : '–';
    });
    lines.push(`| ${label} | ${[...cells, ...ratios].join(' | ')} |`);
  };
  for (const activity of names) row(activity, (s) => s.byActivity.get(activity) ?? 0);
  row('**all**', (s) => s.samples);
  lines.push('');
  lines.push('Samples a second (≈ ms of CPU a second), by activity; first match in the list wins.');
  for (const { name, summary } of named) {
    lines.push('');
    lines.push(`**${name}**: ${summary.samples} samples in ${summary.seconds.toFixed(1)} s`);
    lines.push('');
    const threads = [...summary.byThread].sort((a, b) => b[1] - a[1]);
    lines.push(
      `threads: ${threads.map(([t, n]) => `${t} ${perSecond(n, summary.seconds)}/s`).join(', ')}`,
    );
    lines.push('');
    const leaves = [...summary.byLeaf].sort((a, b) => b[1] - a[1]).slice(0, top);
    for (const [leaf, count] of leaves) {
      lines.push(`- ${perSecond(count, summary.seconds)}/s ${leaf}`);
    }
  }
  return lines.join('\n');
}

/** The command line: files, and `--top N` anywhere among them (15 by default). */
export function readArgs(args: readonly string[]): { files: string[]; top: number } {
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 15;
  const files = args.filter((_arg, i) => topAt < 0 || (i !== topAt && i !== topAt + 1));
  return { files, top: Number.isInteger(top) && top > 0 ? top : 15 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, top } = readArgs(process.argv.slice(2));
  if (files.length === 0) {
    process.stderr.write('usage: perf-summary.ts FILE.perf.txt [MORE.perf.txt…] [--top N]\n');
    process.exit(2);
  }
  const named = files.map((file) => ({
    name: path.basename(file).replace(/-\d+\.perf\.txt$/, ''),
    summary: summarize(parsePerfScript(readFileSync(file, 'utf8'))),
  }));
  process.stdout.write(`${report(named, top)}\n`);
}
