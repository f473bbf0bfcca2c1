import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFreePort } from './free-port';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The arguments the package's `npm start` gives node (its flags, such as
 * --no-memory-reducer, and dist/main.js): a spawned server runs as production runs it.
 */
export function startArguments(): string[] {
  const file = path.join(serverDir, 'package.json');
  const { scripts } = JSON.parse(readFileSync(file, 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = scripts.start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`npm start runs ${command}, not node`);
  return args;
}

export interface ServerProcessOptions {
  /** A free one when absent. */
  port?: number;
  /** DATA_DIR for SQLite, or DATABASE_URL, REDIS_URL and REDIS_PREFIX to scale out. */
  env: Record<string, string>;
  /** Polled until it answers 200: /api/health, or /api/ready once Redis counts too. */
  readyPath?: '/api/health' | '/api/ready';
}

/**
 * The real server as `npm start` runs it (the compiled dist/main.js under plain node; the
 * server project's global setup builds it) in a child process a test can signal or SIGKILL.
 */
export class ServerProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    readonly output: string[],
  ) {}

  static async start(options: ServerProcessOptions): Promise<ServerProcess> {
    const port = options.port ?? (await getFreePort());
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, startArguments(), {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const server = new ServerProcess(child, url, output);
    try {
      await server.#waitUntilReady(options.readyPath ?? '/api/health');
    } catch (error) {
      await server.kill();
      throw error;
    }
    return server;
  }

  /** SIGKILL: no shutdown code runs, as in a crash. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }

  async #waitUntilReady(readyPath: string): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited: ${this.output.join('')}`);
      const response = await fetch(`${this.url}${readyPath}`).catch(() => null);
      if (response?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server was not ready on ${readyPath}: ${this.output.join('')}`);
  }
}
