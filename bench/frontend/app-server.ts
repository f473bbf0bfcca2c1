import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = join(ROOT, 'packages/server/src/main.ts');
const SESSION_COOKIE = 'trivia_session';

export interface AppServer {
  /** e.g. http://127.0.0.1:41234: the API and the built app on one origin. */
  origin: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitForHealth(origin: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited (code ${server.exitCode}) before it was ready:\n${log()}`);
    }
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch (_notYet) {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within 90 s:\n${log()}`);
}

/**
 * The real server (`packages/server/src/main.ts` under tsx, as `npm start` runs it) serving
 * the built app on a free port, with SQLite in a temporary DATA_DIR.
 */
export async function startAppServer(): Promise<AppServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'trivia-bench-frontend-'));
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const stop = async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** A guest session (POST /api/auth/guest, as "Continue as Guest" does): its Cookie header. */
export async function createGuestCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/guest`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) {
    throw new Error(`POST /api/auth/guest answered ${response.status}: ${await response.text()}`);
  }
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error(`POST /api/auth/guest set no ${SESSION_COOKIE} cookie`);
  return session;
}
