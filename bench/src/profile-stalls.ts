/**
 * Where the event loop stalls, from a V8 .cpuprofile of the measured window
 * (`npm run bench -- --cpu-prof DIR`): the busy stretches (consecutive non-idle samples,
 * i.e. the loop held by one task or a run of them) and what ran in the long ones, by
 * category (SQLite commit, other SQLite, Kysely, socket writes, gc, rules, encoding...).
 *   tsx bench/src/profile-stalls.ts DIR/trivia-server-1-<pid>.cpuprofile [min-ms]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** A sample's category: the first rule matching the nearest frame (leaf first) that matches one. */
const CATEGORIES: Array<[string, RegExp]> = [
  ['sqlite other', /better-sqlite3|sqlite-driver/],
  ['kysely', /kysely/],
  ['view encoding and deltas', /view-encoding|view-cache|view-delta/],
  ['fan-out', /party-feed/],
  ['socket reads', /receiver\.js|socket\.io-parser.*Decoder|onmessage/],
  ['socket writes', /writev|websocket\.js|ws\/lib\/sender|engine\.io/],
  ['zod', /zod/],
  ['game rules', /packages\/game\//],
  ['presence', /presence/],
  ['turn timer', /turn-timer/],
];

export function categorize(profile: CpuProfile): Map<number, string> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const category = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName } = node.callFrame;
    if (functionName === '(idle)') category.set(node.id, 'idle');
    else if (functionName === '(garbage collector)') category.set(node.id, 'gc');
    else {
      const frames: string[] = [];
      for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
        const frame = byId.get(id)?.callFrame;
        if (frame) frames.push(`${frame.functionName} ${frame.url}`);
      }
      // A commit anywhere up the stack; otherwise the nearest frame that names a category.
      const commit = frames.some((frame) => /commitTransaction/.test(frame));
      const nearest = frames
        .map((frame) => CATEGORIES.find(([, test]) => test.test(frame))?.[0])
        .find((name) => name !== undefined);
      category.set(node.id, commit ? 'sqlite commit' : (nearest ?? 'other'));
    }
  }
  return category;
}

export interface Stretch {
  startMs: number;
  ms: number;
  parts: Record<string, number>;
}

/** Consecutive non-idle samples, with the time of each category in them (ms). */
export function busyStretches(profile: CpuProfile): {
  stretches: Stretch[];
  totals: Record<string, number>;
  wallMs: number;
} {
  const category = categorize(profile);
  const stretches: Stretch[] = [];
  const totals: Record<string, number> = {};
  let current: Stretch | null = null;
  let t = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    t += ms;
    const name = category.get(id) ?? 'other';
    totals[name] = (totals[name] ?? 0) + ms;
    if (name === 'idle') {
      if (current) stretches.push(current);
      current = null;
      return;
    }
    current ??= { startMs: t - ms, ms: 0, parts: {} };
    current.ms += ms;
    current.parts[name] = (current.parts[name] ?? 0) + ms;
  });
  if (current) stretches.push(current);
  return { stretches, totals, wallMs: (profile.endTime - profile.startTime) / 1000 };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const sorted = (record: Record<string, number>) =>
  Object.entries(record).sort((a, b) => b[1] - a[1]);

function main(file: string, minMs: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const { stretches, totals, wallMs } = busyStretches(profile);
  const long = stretches.filter((s) => s.ms >= minMs);
  const inLong: Record<string, number> = {};
  for (const s of long)
    for (const [k, v] of Object.entries(s.parts)) inLong[k] = (inLong[k] ?? 0) + v;
  const longMs = long.reduce((sum, s) => sum + s.ms, 0);
  const lines = [
    `${file}: ${(wallMs / 1000).toFixed(1)} s; ${stretches.length} busy stretches, ${long.length} of ${minMs} ms or more (${longMs.toFixed(0)} ms), the longest ${Math.max(0, ...stretches.map((s) => s.ms)).toFixed(1)} ms`,
    '',
    'The whole window by category (% of wall time):',
    ...sorted(totals).map(([k, v]) => `  ${k.padEnd(26)} ${percent(v, wallMs)}`),
    '',
    `Inside the stretches of ${minMs} ms or more (% of their time):`,
    ...sorted(inLong).map(([k, v]) => `  ${k.padEnd(26)} ${percent(v, longMs)}`),
    '',
    'Stretch lengths: ' +
      [1, 2, 5, 10, 20, 50, 100, Infinity]
        .map((limit, i, all) => {
          const from = i === 0 ? 0 : (all[i - 1] ?? 0);
          return `${from}–${limit} ms: ${stretches.filter((s) => s.ms >= from && s.ms < limit).length}`;
        })
        .join(', '),
    '',
    'The five longest:',
    ...[...stretches]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map(
        (s) =>
          `  at ${(s.startMs / 1000).toFixed(2)} s, ${s.ms.toFixed(1)} ms: ${sorted(s.parts)
            .slice(0, 4)
            .map(([k, v]) => `${k} ${v.toFixed(1)}`)
            .join(', ')}`,
      ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.argv[1]?.endsWith('profile-stalls.ts')) {
  const [file, min] = process.argv.slice(2);
  if (file === undefined) {
    process.stderr.write('Usage: tsx bench/src/profile-stalls.ts FILE.cpuprofile [min-ms]\n');
    process.exit(2);
  }
  main(file, Number(min ?? 10));
}
