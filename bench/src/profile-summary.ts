/**
 * Summarizes a V8 .cpuprofile (node --cpu-prof, or `npm run bench -- --cpu-prof DIR`):
 * the functions and the packages with the most self time.
 *   tsx bench/src/profile-summary.ts /tmp/prof/server-1-123.cpuprofile [top]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) by function and by package of a profile. */
export function selfTimes(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const frame = byId.get(id)?.callFrame;
    if (frame === undefined) return;
    total += ms;
    const name = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    packages.set(
      packageOf(frame.url, frame.functionName),
      (packages.get(packageOf(frame.url, frame.functionName)) ?? 0) + ms,
    );
  });
  return { total, functions, packages };
}

/** A script's path from node_modules/ or packages/ on. */
export function shortUrl(url: string): string {
  return url.replace(/^file:\/\//, '').replace(/^.*\/(node_modules|packages)\//, '$1/');
}

/** The npm package, workspace package or Node part a profiled function belongs to. */
export function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules?.[1]) return modules[1];
  const workspace = /\/packages\/([^/]+)\//.exec(url);
  if (workspace?.[1]) return `@trivia/${workspace[1]}`;
  if (url.startsWith('node:')) return 'node core';
  return url;
}

export function top(
  map: Map<string, number>,
  total: number,
  count: number,
  format = (ms: number) => `${ms.toFixed(0).padStart(7)} ms`,
): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, value]) =>
        `${format(value)} ${((value / total) * 100).toFixed(1).padStart(5)}%  ${name}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, count = '25'] = process.argv.slice(2);
  if (file === undefined) {
    process.stderr.write('usage: tsx bench/src/profile-summary.ts FILE.cpuprofile [top]\n');
    process.exit(2);
  }
  const { total, functions, packages } = selfTimes(
    JSON.parse(readFileSync(file, 'utf8')) as CpuProfile,
  );
  const lines = [
    `${file}: ${total.toFixed(0)} ms sampled`,
    '',
    'By package (self time):',
    ...top(packages, total, 15),
    '',
    'By function (self time):',
    ...top(functions, total, Number(count)),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
