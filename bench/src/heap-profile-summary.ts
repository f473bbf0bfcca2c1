/**
 * Summarizes a sampling heap profile (`npm run bench -- --heap-prof DIR`): the bytes each
 * allocation site and each package kept past a young collection over the window, i.e. what
 * the window promoted to the old space (live data, or garbage a mark-compact has to find).
 *   tsx bench/src/heap-profile-summary.ts DIR/<label>-server-1-<pid>.heapprofile [top]
 */
import { readFileSync } from 'node:fs';
import { packageOf, shortUrl, top } from './profile-summary';

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

export interface HeapProfile {
  head: HeapNode;
}

/** Bytes by allocation site (function and the caller that is ours) and by package. */
export function keptBytes(profile: HeapProfile) {
  const sites = new Map<string, number>();
  const packages = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode, ours: string | null) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
    const caller = url.includes('/packages/') ? name : ours;
    if (node.selfSize > 0) {
      total += node.selfSize;
      const site = caller === null || caller === name ? name : `${name} ← ${caller}`;
      add(sites, site, node.selfSize);
      add(packages, packageOf(url, functionName), node.selfSize);
    }
    for (const child of node.children) walk(child, caller);
  };
  walk(profile.head, null);
  return { total, sites, packages };
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2).padStart(8)} MB`;

function add(map: Map<string, number>, key: string, bytes: number) {
  map.set(key, (map.get(key) ?? 0) + bytes);
}

if (process.argv[1]?.endsWith('heap-profile-summary.ts')) {
  const [file, count = '25'] = process.argv.slice(2);
  if (file === undefined) {
    process.stderr.write('usage: tsx bench/src/heap-profile-summary.ts FILE.heapprofile [top]\n');
    process.exit(2);
  }
  const { total, sites, packages } = keptBytes(
    JSON.parse(readFileSync(file, 'utf8')) as HeapProfile,
  );
  const lines = [
    `${file}: ${(total / 1e6).toFixed(1)} MB kept past a young collection`,
    '',
    'By package:',
    ...top(packages, total, 15, megabytes),
    '',
    'By allocation site (← the nearest caller in packages/):',
    ...top(sites, total, Number(count), megabytes),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
