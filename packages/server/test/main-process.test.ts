import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getFreePort } from './support/free-port';
import { startArguments } from './support/server-process';

const serverDir = path.resolve(import.meta.dirname, '..');
const webIndex = path.resolve(serverDir, '../web/dist/index.html');
const METRICS_TOKEN = 'test-metrics-token-0123456789';

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** `npm start`: the compiled server under plain node, with its own environment. */
function startMain(env: Record<string, string>): Started {
  const { DATABASE_URL: _db, ...inherited } = process.env;
  const child = spawn(process.execPath, startArguments(), {
    cwd: serverDir,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitForHealth(url: string, started: Started): Promise<Response> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`Server exited:\n${started.output()}`);
    // Connection refused, or 503 "starting" while migrations run (startup-server.ts).
    const response = await fetch(`${url}/api/health`).catch(() => null);
    if (response?.status === 200) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not answer within 30 s:\n${started.output()}`);
}

describe('the server process (npm start)', () => {
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves health and the web app on SQLite, then exits cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'trivia-main-'));
    dataDirs.push(dataDir);
    const port = await getFreePort();
    const url = `http://127.0.0.1:${port}`;
    const started = startMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      METRICS_TOKEN: METRICS_TOKEN,
    });
    children.push(started.child);

    const health = await waitForHealth(url, started);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', storage: 'sqlite' });
    expect(existsSync(path.join(dataDir, 'trivia.sqlite'))).toBe(true);

    const page = await fetch(`${url}/`);
    const text = await page.text();
    if (existsSync(webIndex)) {
      expect(page.status).toBe(200);
      expect(text).toContain('<div id="root">');
    } else {
      expect(page.status).toBe(503);
      expect(text).toContain('npm run build -w @trivia/web');
    }
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'not configured',
    });
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    const exposition = await metrics.text();
    expect(exposition).toContain('trivia_realtime_connections 0');
    expect(exposition).toContain('nodejs_eventloop_lag_seconds');
    expect(exposition).toContain('nodejs_heap_size_used_bytes');
    // The write-behind's batch writer runs from dist (its own entry point) and comes up.
    await expect
      .poll(
        async () =>
          (
            await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
          ).text(),
        { timeout: 10_000, interval: 200 },
      )
      .toContain('trivia_write_behind_writer_up 1');
    expect(exposition).toContain('trivia_write_behind_batches_total{where="loop"} 0');

    const gameTypes = (await (await fetch(`${url}/api/game-types`)).json()) as {
      gameTypes: unknown[];
    };
    expect(gameTypes.gameTypes.length).toBeGreaterThan(0);

    started.child.kill('SIGTERM');
    expect(await started.exit).toBe(0);
    const logLines = started
      .output()
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const requestLog = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.reqId);
    expect(requestLog).toBeDefined();
    expect(started.output()).not.toMatch(/trivia_session=/);
    expect(started.output()).not.toContain('batches are written on the event loop');
  }, 60_000);

  it('refuses to start with a bad variable and names it', async () => {
    const started = startMain({ PORT: 'not-a-port' });
    children.push(started.child);
    expect(await started.exit).toBe(1);
    expect(started.output()).toContain('Invalid configuration: PORT');
  }, 30_000);
});
