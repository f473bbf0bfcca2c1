import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { getFreePort } from '../../support/free-port';
import { eventually } from './scale-services';

/**
 * A redis-server of the test's own on a free port (the machine's shared one is left
 * alone), with no persistence: a restart comes back empty, as a crashed cache would.
 */
export class RedisServer {
  #child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await getFreePort());
    await server.restart();
    return server;
  }

  /** Starts it (again) on the same port and waits until it accepts connections. */
  async restart(): Promise<void> {
    if (this.#child !== null) throw new Error('redis-server is already running');
    const args = [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    this.#child = child;
    child.once('exit', () => {
      if (this.#child === child) this.#child = null;
    });
    await eventually(() => this.#accepts(), `redis-server listens on ${this.port}`, 10_000);
  }

  /** SIGKILL, as a crash: connections drop at once. */
  async stop(): Promise<void> {
    const child = this.#child;
    if (child === null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.#child = null;
  }

  #accepts(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect(this.port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end('PING\r\n');
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }
}
