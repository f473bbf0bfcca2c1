// `npm run bench:frontend [-- --runs 3 --no-build --check --size-only --pages /,/offline]`
// Builds the web app (unless fresh), reports the home route's JavaScript (gzip), serves the
// build with the real server and runs Lighthouse (mobile) on /, /offline and /online.
// See bench/frontend/README.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isWebBuildStale } from '../../e2e/support/build';
import { signInGuest } from '../src/load/guest-sign-in';
import { startServersUnderTest } from '../src/server-under-test';
import { HOME_JS_BUDGET_BYTES, formatHomeBundle, measureHomeBundle } from './home-bundle';
import { CHROMIUM_PATH, reportFileName, runLighthouse, type RunResult } from './lighthouse-run';
import {
  findMisses,
  markdownReport,
  median,
  summarizePage,
  summaryTable,
  type FrontendReport,
} from './report';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_DIST = join(ROOT, 'packages/web/dist');
/** Pages behind the sign-in guard: measured with a guest session. */
const GUARDED = /^\/(offline|online|profile|topics|setup|play|results|party|join)(\/|$)/;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/offline,/online' },
    'no-build': { type: 'boolean', default: false },
    'size-only': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    'reports-dir': { type: 'string' },
    'out-dir': { type: 'string', default: join(ROOT, 'bench/results') },
    help: { type: 'boolean', default: false },
  },
});

function usage(): string {
  return [
    'npm run bench:frontend -- [options]',
    '  --runs N          Lighthouse runs per page (default 3; the median is reported)',
    '  --pages LIST      comma-separated paths (default /,/offline,/online)',
    '  --no-build        use packages/web/dist as it is (default: build when stale)',
    '  --size-only       only report the home route JavaScript size',
    '  --check           exit 1 when a target is missed',
    "  --reports-dir D   keep each run's Lighthouse HTML + JSON report in D (default: a temp dir)",
    '  --out-dir D       where <date>-frontend.json/.md go (default bench/results)',
  ].join('\n');
}

function uptime(): string {
  return execFileSync('uptime', { encoding: 'utf8' }).trim();
}

function chromiumVersion(): string {
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim() || `unknown (${CHROMIUM_PATH})`;
}

function ensureBuild(skip: boolean): void {
  if (skip) {
    if (!existsSync(join(WEB_DIST, 'index.html'))) {
      throw new Error('--no-build, but packages/web/dist has no build');
    }
    if (isWebBuildStale()) console.warn('warning: packages/web/dist is older than its sources');
    return;
  }
  if (!isWebBuildStale()) {
    console.log('packages/web/dist is fresh: reusing it');
    return;
  }
  console.log('building the web app (npm run build -w @trivia/web)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@trivia/web'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the web build failed');
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, ...). */
async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let left = tries - 1; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (left === 0) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}: trying again`);
    }
  }
}

async function main(): Promise<number> {
  if (args.help) {
    console.log(usage());
    return 0;
  }
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  const pages = args.pages
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);

  ensureBuild(args['no-build']);
  const bundle = measureHomeBundle(WEB_DIST);
  console.log(formatHomeBundle(bundle));
  if (args['size-only']) {
    return args.check && bundle.jsGzipBytes > HOME_JS_BUDGET_BYTES ? 1 : 0;
  }

  const reportsDir = args['reports-dir'] ?? mkdtempSync(join(tmpdir(), 'trivia-lighthouse-'));
  mkdirSync(reportsDir, { recursive: true });
  const uptimeBefore = uptime();
  console.log(`\n${uptimeBefore}`);
  // The real app serving the build, as `npm start` runs it, on SQLite in a temporary folder.
  const servers = await startServersUnderTest({ mode: 'sqlite', pgUrl: '', redisUrl: '' });
  const origin = servers.instances[0]?.url ?? '';
  const results = new Map<string, RunResult[]>(pages.map((page) => [page, []]));
  try {
    const cookie = await signInGuest(origin);
    // Pages interleaved run by run, so a burst of load elsewhere spreads over all of them.
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        const guarded = GUARDED.test(page);
        const result = await withRetries(() =>
          runLighthouse(origin + page, {
            ...(guarded ? { cookie } : {}),
            reportFile: reportFileName(reportsDir, page, run),
          }),
        );
        const finalPath = new URL(result.finalUrl).pathname;
        if (guarded && finalPath !== page) {
          throw new Error(`${page} ended on ${result.finalUrl}: the guest session was not used`);
        }
        results.get(page)!.push(result);
        console.log(
          `run ${run}/${runs} ${page.padEnd(9)} perf ${result.scores.performance} ` +
            `a11y ${result.scores.accessibility} bp ${result.scores['best-practices']} ` +
            `seo ${result.scores.seo}  LCP ${Math.round(result.metrics.lcpMs)} ms  ` +
            `TBT ${Math.round(result.metrics.tbtMs)} ms  load ${result.load1.toFixed(2)}  ` +
            `→ ${finalPath}`,
        );
      }
    }
  } finally {
    await servers.stop();
  }

  // Another process (an e2e run's build) may have rebuilt packages/web/dist meanwhile.
  const sameBuild =
    JSON.stringify(measureHomeBundle(WEB_DIST).assets) === JSON.stringify(bundle.assets);
  if (!sameBuild) console.warn('warning: packages/web/dist changed during the runs');
  const summaries = pages.map((page) => summarizePage(page, results.get(page)!));
  const all = [...results.values()].flat();
  const misses = findMisses(bundle, summaries);
  const date = new Date().toISOString().slice(0, 10);
  const report: FrontendReport = {
    date,
    conditions: {
      chromium: chromiumVersion(),
      lighthouse: all[0]?.lighthouseVersion ?? 'unknown',
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      uptimeBefore,
      uptimeAfter: uptime(),
      benchmarkIndexMedian: median(all.map((run) => run.benchmarkIndex)),
      formFactor: 'mobile',
      throttling: 'simulate',
    },
    homeBundle: { ...bundle, budgetBytes: HOME_JS_BUDGET_BYTES },
    sameBuildThroughout: sameBuild,
    pages: summaries,
    misses,
  };
  mkdirSync(args['out-dir'], { recursive: true });
  const base = join(args['out-dir'], `${date}-frontend`);
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${base}.md`, markdownReport(report));

  console.log(`\n${summaryTable(summaries)}\n`);
  console.log(`${report.conditions.uptimeAfter}`);
  console.log(`Lighthouse reports: ${reportsDir}`);
  console.log(`Written: ${base}.json, ${base}.md`);
  for (const miss of misses) console.log(`MISSED: ${miss}`);
  return args.check && misses.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
