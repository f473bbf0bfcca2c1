import { parseArgs } from 'node:util';

export const PROFILES = ['quick', 'target', 'capacity', 'idle-memory'] as const;
export type Profile = (typeof PROFILES)[number];
export const MODES = ['sqlite', 'cluster'] as const;
export type Mode = (typeof MODES)[number];
export const FLOORS = ['socketio', 'ws'] as const;
export type FloorKind = (typeof FLOORS)[number];

export interface BenchOptions {
  profile: Profile;
  mode: Mode;
  /** Parties of `players` members each (throughput profiles; idle-memory derives it from connections). */
  parties: number;
  players: number;
  /** Milliseconds between two guesses of one party. */
  rateMs: number;
  /** Seconds of play measured (throughput profiles). */
  durationS: number;
  /** Seconds of each floor run; 0 skips the floors. */
  floorDurationS: number;
  /** Load-generator processes. */
  workers: number;
  /** Share of parties that play with 10-second turns and let some turns time out. */
  timeoutShare: number;
  /** Capacity: connections added per step, seconds measured per step, the p99 limit, the cap. */
  stepConnections: number;
  stepDurationS: number;
  p99LimitMs: number;
  maxConnections: number;
  /** idle-memory: connections held while idle. */
  connections: number;
  /** Write a V8 CPU profile of each server over the measured window into this folder. */
  cpuProfDir: string | null;
  /**
   * A sampling heap profile of each server over the measured window into this folder: what
   * the window allocated and kept past a young collection (live, or old-space garbage).
   */
  heapProfDir: string | null;
  /** Each server's --trace-gc output into this folder. */
  traceGcDir: string | null;
  /**
   * A `perf record` of each server and floor over its measured window into this folder (the
   * whole process: every thread and the kernel's time for it), with `perf script` text
   * beside it; servers and floors then run with --perf-basic-prof. Needs Debian's linux-perf.
   */
  perfDir: string | null;
  /** A CPU burner process (a busy loop taking one core) running during the whole bench. */
  burner: boolean;
  /** Node and V8 flags added to each server under test's command line (not the floors'). */
  nodeFlags: string[];
  outDir: string;
  pgUrl: string;
  redisUrl: string;
}

interface ProfileDefaults {
  parties: number;
  players: number;
  durationS: number;
  floorDurationS: number;
}

const PROFILE_DEFAULTS: Record<Profile, ProfileDefaults> = {
  quick: { parties: 20, players: 10, durationS: 45, floorDurationS: 15 },
  target: { parties: 100, players: 30, durationS: 60, floorDurationS: 30 },
  capacity: { parties: 0, players: 30, durationS: 0, floorDurationS: 0 },
  'idle-memory': { parties: 0, players: 30, durationS: 0, floorDurationS: 0 },
};

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage: npm run bench -- [options]

  --profile quick|target|capacity|idle-memory   default quick (20 x 10 for 45 s)
  --mode sqlite|cluster       one instance on SQLite, or two on PostgreSQL + Redis (default sqlite)
  --parties N --players M     parties of M members (2 to 4 teams each)
  --rate MS                   ms between guesses of one party (default 2000)
  --duration S                seconds of play measured
  --floor-duration S          seconds of each floor run (bare socket.io, bare ws); 0 skips them
  --workers N                 load-generator processes (default 2)
  --timeout-share F           share of parties with 10 s turns that let turns time out (default 0.1)
  --step N --step-duration S --p99-limit MS --max-connections N    capacity ramp
  --connections N             idle-memory: connections held (default 10000)
  --cpu-prof DIR              CPU profile of each server over the measured window, into DIR
  --heap-prof DIR             heap profile of each server over the measured window (what it promoted), into DIR
  --trace-gc DIR              each server's --trace-gc output into DIR/<server>-gc-<pid>.log
  --perf DIR                  perf record of each server and floor over its window (whole process), into DIR
  --burner                    a CPU burner (busy loop, one core) runs during the whole bench
  --node-flag=FLAG            a Node or V8 flag for each server under test, not the floors (repeatable;
                              e.g. --node-flag=--max-semi-space-size=64), printed in the report
  --out DIR                   results folder (default bench/results)
  --pg-url URL --redis-url URL   cluster mode (defaults: local PostgreSQL and Redis)`;

/** Reads the command line; throws a UsageError naming the bad option. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      profile: { type: 'string', default: 'quick' },
      mode: { type: 'string', default: 'sqlite' },
      parties: { type: 'string' },
      players: { type: 'string' },
      rate: { type: 'string', default: '2000' },
      duration: { type: 'string' },
      'floor-duration': { type: 'string' },
      workers: { type: 'string', default: '2' },
      'timeout-share': { type: 'string', default: '0.1' },
      step: { type: 'string', default: '1000' },
      'step-duration': { type: 'string', default: '15' },
      'p99-limit': { type: 'string', default: '50' },
      'max-connections': { type: 'string', default: '12000' },
      connections: { type: 'string', default: '10000' },
      'cpu-prof': { type: 'string' },
      'heap-prof': { type: 'string' },
      'trace-gc': { type: 'string' },
      perf: { type: 'string' },
      burner: { type: 'boolean', default: false },
      'node-flag': { type: 'string', multiple: true, default: [] },
      out: { type: 'string', default: 'bench/results' },
      'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    },
  });
  const profile = oneOf('profile', values.profile, PROFILES);
  const defaults = PROFILE_DEFAULTS[profile];
  const number = (name: string, raw: string | undefined, fallback: number, min: number) =>
    parseNumber(name, raw, fallback, min);
  const players = number('players', values.players, defaults.players, 2);
  return {
    profile,
    mode: oneOf('mode', values.mode, MODES),
    parties: number('parties', values.parties, defaults.parties, 1),
    players,
    rateMs: number('rate', values.rate, 2000, 10),
    durationS: number('duration', values.duration, defaults.durationS, 1),
    floorDurationS: number('floor-duration', values['floor-duration'], defaults.floorDurationS, 0),
    workers: number('workers', values.workers, 2, 1),
    timeoutShare: fraction('timeout-share', values['timeout-share']),
    stepConnections: number('step', values.step, 1000, players),
    stepDurationS: number('step-duration', values['step-duration'], 15, 1),
    p99LimitMs: number('p99-limit', values['p99-limit'], 50, 1),
    maxConnections: number('max-connections', values['max-connections'], 12000, players),
    connections: number('connections', values.connections, 10000, players),
    cpuProfDir: values['cpu-prof'] ?? null,
    heapProfDir: values['heap-prof'] ?? null,
    traceGcDir: values['trace-gc'] ?? null,
    perfDir: values.perf ?? null,
    burner: values.burner,
    nodeFlags: values['node-flag'].map(nodeFlag),
    outDir: values.out,
    pgUrl: values['pg-url'],
    redisUrl: values['redis-url'],
  };
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((item) => item === value);
  if (found === undefined) {
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return found;
}

function parseNumber(name: string, raw: string | undefined, fallback: number, min: number) {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new UsageError(`--${name} must be a whole number of at least ${min} (got "${raw}")`);
  }
  return value;
}

function fraction(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`--${name} must be between 0 and 1 (got "${raw}")`);
  }
  return value;
}

/** A flag for `node` itself: `--name` or `--name=value`, nothing a shell would read. */
function nodeFlag(raw: string): string {
  if (!/^--[a-z][a-z0-9-]*(=[\w.,/-]+)?$/.test(raw)) {
    throw new UsageError(
      `--node-flag takes a flag such as --node-flag=--max-semi-space-size=64, not ${raw}`,
    );
  }
  return raw;
}
