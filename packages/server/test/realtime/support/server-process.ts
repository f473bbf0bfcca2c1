import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The real server (`src/main.ts`, as `npm start` runs it) in a child process. */
export class ServerProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    readonly output: string[],
  ) {}

  /** Starts main.ts on `port` over the SQLite file in `dataDir`, and waits until it answers. */
  static async start(port: number, dataDir: string): Promise<ServerProcess> {
    const url = `http://127.0.0.1:${port}`;
    // One process (no tsx wrapper), so a signal reaches the server itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const server = new ServerProcess(child, url, output);
    await server.#waitUntilUp();
    return server;
  }

  /** SIGKILL: no shutdown code runs, as in a crash. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }

  async #waitUntilUp(): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited: ${this.output.join('')}`);
      try {
        const response = await fetch(`${this.url}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not start: ${this.output.join('')}`);
  }
}
