import { fork, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';

/**
 * Request/reply over the IPC channel of a forked child (servers under test, floors, load
 * workers). The child announces itself with `ready`; the parent's requests get one reply each.
 */
type ToChild = { kind: 'request'; id: number; type: string; body: unknown };
type FromChild =
  | { kind: 'ready'; info: unknown }
  | { kind: 'reply'; id: number; ok: true; result: unknown }
  | { kind: 'reply'; id: number; ok: false; error: string };

export interface ForkOptions {
  env?: NodeJS.ProcessEnv;
  execArgv?: string[];
  args?: string[];
  /** The child's stdout into this file instead of the parent's. */
  stdoutFile?: string;
}

export interface ChildHandle<Ready> {
  name: string;
  pid: number;
  ready: Promise<Ready>;
  request<T>(type: string, body?: unknown): Promise<T>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** tsx as a loader of the child processes, resolved from this package. */
const TSX_LOADER = import.meta.resolve('tsx');

export function forkChild<Ready>(
  name: string,
  script: URL,
  options: ForkOptions = {},
): ChildHandle<Ready> {
  // --trace-gc writes to stdout: then the child's stdout goes to a file of its own.
  const stdout = options.stdoutFile ? openSync(options.stdoutFile, 'w') : 'inherit';
  const child = fork(script, options.args ?? [], {
    env: options.env ?? process.env,
    execArgv: ['--import', TSX_LOADER, ...(options.execArgv ?? [])],
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<Ready>((resolve, reject) => {
    child.on('message', (raw) => {
      const message = raw as FromChild;
      if (message.kind === 'ready') return resolve(message.info as Ready);
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) waiter?.resolve(message.result);
      else waiter?.reject(new Error(`${name}: ${message.error}`));
    });
    child.once('exit', (code, signal) => {
      const error = new Error(`${name} exited (${signal ?? code})`);
      reject(error);
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
    });
  });
  ready.catch(() => undefined);
  return {
    name,
    pid: child.pid ?? -1,
    ready,
    request<T>(type: string, body?: unknown): Promise<T> {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: (v) => resolve(v as T), reject });
        send(child, { kind: 'request', id, type, body });
      });
    },
    stop: (graceMs = 15_000) => stopChild(child, exited, graceMs),
  };
}

function send(child: ChildProcess, message: ToChild): void {
  if (child.connected) child.send(message);
}

async function stopChild(child: ChildProcess, exited: Promise<void>, graceMs: number) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export type Handlers = Record<string, (body: unknown) => unknown>;

/** In a child: answer the parent's requests; exit when the parent goes away. */
export function serveRequests(handlers: Handlers, onParentGone: () => void): void {
  process.on('message', (raw) => {
    const message = raw as ToChild;
    if (message.kind !== 'request') return;
    const handler = handlers[message.type];
    Promise.resolve()
      .then(() => {
        if (handler === undefined) throw new Error(`unknown request ${message.type}`);
        return handler(message.body);
      })
      .then(
        (result) => reply({ kind: 'reply', id: message.id, ok: true, result: result ?? null }),
        (error: unknown) =>
          reply({ kind: 'reply', id: message.id, ok: false, error: String(error) }),
      );
  });
  process.once('disconnect', onParentGone);
}

export function announceReady(info: unknown): void {
  reply({ kind: 'ready', info });
}

function reply(message: FromChild): void {
  process.send?.(message);
}
