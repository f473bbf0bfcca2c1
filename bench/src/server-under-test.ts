import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { forkChild, type ChildHandle, type ForkOptions } from './ipc';
import type { Mode } from './options';
import type { ProcessStats, TimelinePoint } from './process-stats';

/** A running server process of the bench: ours (one per instance) or a floor. */
export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  stats(resetLoop?: boolean): Promise<ProcessStats>;
  /** The per-second timeline (loop delay, gc, CPU) since the last reset. */
  timeline(reset?: boolean): Promise<TimelinePoint[]>;
  /** Forces a full gc and returns the stats after it. */
  gcStats(): Promise<ProcessStats>;
  /** CPU profile of the window between the two calls (V8's profiler, in process). */
  profileStart(): Promise<void>;
  profileStop(file: string): Promise<void>;
  /** Sampling heap profile of the window: what it promoted (see process-stats.ts). */
  heapProfileStart(): Promise<void>;
  heapProfileStop(file: string): Promise<void>;
}

/**
 * The flags `npm start` gives node (the root package.json's start script), so that the bench
 * runs the server, and the floors beside it, under the runtime settings of production.
 */
export function startFlags(startScript: string = readRootPackage().scripts.start): string[] {
  return startScript.split(/\s+/).filter((word) => word.startsWith('--'));
}

function readRootPackage(): { scripts: { start: string } } {
  const file = new URL('../../package.json', import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as { scripts: { start: string } };
}

/** `npm start`'s flags, and --expose-gc: the memory figures are read after a forced full gc. */
export const SERVER_EXEC_ARGV = [...startFlags(), '--expose-gc'];

/** With --perf, servers and floors alike name their JIT frames for perf (/tmp/perf-PID.map). */
export function serverExecArgv(perf: boolean): string[] {
  return perf ? [...SERVER_EXEC_ARGV, '--perf-basic-prof'] : SERVER_EXEC_ARGV;
}

export interface ServersUnderTest {
  instances: ServerProcess[];
  storage: string;
  stop(): Promise<void>;
}

interface Ready {
  port: number;
  storage?: string;
}

const HERE = import.meta.url;

/** Wraps a forked child that answers `stats` and `gc` once it has announced its port. */
export async function startServerChild(
  name: string,
  script: URL,
  options: ForkOptions,
): Promise<{ server: ServerProcess; ready: Ready; child: ChildHandle<Ready> }> {
  const child = forkChild<Ready>(name, script, options);
  const ready = await child.ready;
  const server: ServerProcess = {
    name,
    url: `http://127.0.0.1:${ready.port}`,
    pid: child.pid,
    stats: (resetLoop = false) => child.request<ProcessStats>('stats', { resetLoop }),
    timeline: (reset = false) => child.request<TimelinePoint[]>('timeline', { reset }),
    gcStats: () => child.request<ProcessStats>('gc'),
    profileStart: () => child.request('profileStart'),
    profileStop: (file) => child.request('profileStop', { file }),
    heapProfileStart: () => child.request('heapProfileStart'),
    heapProfileStop: (file) => child.request('heapProfileStop', { file }),
  };
  return { server, ready, child };
}

/**
 * The real server: one instance on SQLite in a temporary DATA_DIR, or two instances on a
 * fresh PostgreSQL database (dropped afterwards) sharing a Redis under a run-own prefix.
 */
export async function startServersUnderTest(options: {
  mode: Mode;
  pgUrl: string;
  redisUrl: string;
  /** --trace-gc of each server into DIR/<server>-gc.log. */
  traceGcDir?: string | null;
  /** More flags for each server's node (--node-flag). */
  nodeFlags?: readonly string[];
  /** --perf DIR given: the servers run with --perf-basic-prof. */
  perfDir?: string | null;
}): Promise<ServersUnderTest> {
  if (options.traceGcDir) mkdirSync(options.traceGcDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trivia-bench-'));
  const database = options.mode === 'cluster' ? await createDatabase(options.pgUrl) : null;
  const children: ChildHandle<Ready>[] = [];
  const instances: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => child.stop()));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const count = options.mode === 'cluster' ? 2 : 1;
    // One after another: the first migrates the database, the second finds it ready.
    for (let index = 0; index < count; index++) {
      const name = `server-${index + 1}`;
      const started = await startServerChild(name, new URL('./server-entry.ts', HERE), {
        env: serverEnv(
          dataDir,
          database?.url,
          options.mode === 'cluster' ? options.redisUrl : undefined,
        ),
        execArgv: [
          ...serverExecArgv(Boolean(options.perfDir)),
          ...(options.nodeFlags ?? []),
          ...(options.traceGcDir ? ['--trace-gc'] : []),
        ],
        ...(options.traceGcDir
          ? { stdoutFile: path.resolve(options.traceGcDir, `${name}-gc-${process.pid}.log`) }
          : {}),
      });
      children.push(started.child);
      instances.push(started.server);
    }
    const storage = options.mode === 'cluster' ? 'postgres + redis' : 'sqlite';
    return { instances, storage, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function serverEnv(dataDir: string, databaseUrl?: string, redisUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'TRUST_PROXY']) delete env[name];
  return {
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every guest of the bench signs in from 127.0.0.1.
    AUTH_RATE_LIMIT: '1000000',
    // ... and holds all its sockets from there (the server caps 500 per address by default).
    MAX_CONNECTIONS_PER_ADDRESS: '1000000',
    GUEST_LIMIT_PER_HOUR: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `bench-${process.pid}:` } : {}),
  };
}

/** A database of this run only, so that the tests' database is left alone. */
async function createDatabase(adminUrl: string) {
  const name = `bench_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
