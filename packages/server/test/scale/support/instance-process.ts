import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFreePort } from '../../support/free-port';
import { eventually } from './scale-services';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The real server (`src/main.ts`) in a child process, so a test can SIGKILL it. */
export class InstanceProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    readonly output: string[],
  ) {}

  /** Starts main.ts with DATABASE_URL and REDIS_URL and waits until /api/ready says 200. */
  static async start(env: {
    DATABASE_URL: string;
    REDIS_URL: string;
    REDIS_PREFIX: string;
  }): Promise<InstanceProcess> {
    const port = await getFreePort();
    const url = `http://127.0.0.1:${port}`;
    // One process (no tsx wrapper), so a signal reaches the server itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const instance = new InstanceProcess(child, url, output);
    try {
      await eventually(
        async () => {
          if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
          const response = await fetch(`${url}/api/ready`).catch(() => null);
          return response?.status === 200;
        },
        `${url} is ready`,
        60_000,
      );
    } catch (error) {
      await instance.kill();
      throw error;
    }
    return instance;
  }

  /** SIGKILL: no shutdown code runs, as in a crash. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }
}
