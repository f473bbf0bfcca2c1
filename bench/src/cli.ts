/**
 * npm run bench -- [options]: runs a profile (quick, target, capacity, idle-memory) against
 * the real server in one mode (sqlite, cluster) and writes bench/results/<date>-<mode>….json
 * and .md. See docs/PERFORMANCE.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { startBurner } from './burner';
import { conditionsAtStart, loadAverage } from './conditions';
import { parseOptions, USAGE, UsageError, type BenchOptions } from './options';
import { perfAvailable } from './perf-record';
import { runCapacity } from './profiles/capacity';
import { runIdleMemory } from './profiles/idle-memory';
import { log, runThroughput } from './profiles/throughput';
import { resultPath, toMarkdown, type BenchReport, type BenchResult } from './report';

function readOptions(): BenchOptions {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  try {
    return parseOptions(argv);
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    throw error;
  }
}

function run(options: BenchOptions): Promise<BenchResult> {
  switch (options.profile) {
    case 'quick':
    case 'target':
      return runThroughput(options);
    case 'capacity':
      return runCapacity(options);
    case 'idle-memory':
      return runIdleMemory(options);
  }
}

const options = readOptions();
if (options.perfDir !== null && !perfAvailable()) {
  process.stderr.write('--perf needs `perf` (Debian: apt-get install linux-perf)\n');
  process.exit(2);
}
const conditions = conditionsAtStart();
log(
  `${options.profile} profile, ${options.mode} mode; load average ${conditions.loadStart.join(' / ')}`,
);
const burner = options.burner ? startBurner() : null;
if (burner) log(`CPU burner running (pid ${burner.pid})`);
process.once('exit', () => burner?.stop());
const result = await run(options).finally(() => burner?.stop());
conditions.loadEnd = loadAverage();
const { pgUrl: _pg, redisUrl: _redis, outDir: _out, ...recorded } = options;
const report: BenchReport = { conditions, options: recorded, result };
mkdirSync(options.outDir, { recursive: true });
const file = resultPath(options.outDir, conditions.date, options);
const markdown = toMarkdown(report);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(file.replace(/\.json$/, '.md'), markdown);
process.stdout.write(`${markdown}\nWritten: ${file} and .md\n`);
process.exit(0);
