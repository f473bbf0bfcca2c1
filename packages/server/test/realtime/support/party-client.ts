import { randomUUID } from 'node:crypto';
import { nextView } from '@trivia/game';
import {
  PROTOCOL_VERSION,
  REALTIME_PATH,
  type AckMessage,
  type ClientCommand,
  type ServerMessage,
  type ViewMessage,
} from '@trivia/protocol';
import { io, type Socket } from 'socket.io-client';
import { SESSION_COOKIE } from '../../../src/auth/session-cookie';
import { createSession } from '../../../src/storage/sessions';
import { createGuestUser } from '../../../src/storage/users';
import type { Db } from '../../../src/storage/schema';

export type PayloadOf<T extends ClientCommand['type']> = Extract<
  ClientCommand,
  { type: T }
>['payload'];

/** A signed-in guest made directly in storage: their id, name and session cookie. */
export async function makePlayer(db: Db, displayName: string) {
  const now = Date.now();
  const user = await createGuestUser(db, { displayName, now });
  const { token } = await createSession(db, { userId: user.id, now, ttlMs: 86_400_000 });
  return { userId: user.id, displayName, cookie: `${SESSION_COOKIE}=${token}` };
}

export interface ConnectOptions {
  cookie?: string;
  protocolVersion?: number;
  origin?: string;
  /** The Host header of the handshake (AUTH-8, DNS rebinding). */
  host?: string;
  /** A big screen's link credentials (VIEW-5), sent in the handshake (with or without a cookie). */
  screen?: { code: string; key: string };
}

/**
 * A real socket.io client of the app, recording every message the server sends it in
 * `messages` (for the secrecy test) and keeping the latest view of each party. Protocol 2:
 * a `viewDelta` is recorded as received, then applied to the view held as the browser does,
 * and the whole view it gives is recorded after it as a `view` message (so tests read
 * views); a delta that does not fit the view held is counted in `gaps` (never expected).
 */
export class PartyClient {
  readonly messages: ServerMessage[] = [];
  readonly views = new Map<string, ViewMessage>();
  /** Deltas from a version this client did not hold (the server must never send one). */
  gaps = 0;
  #waiters: Array<() => void> = [];

  private constructor(readonly socket: Socket) {
    socket.onAny((event: string, message: ServerMessage) => {
      if (typeof message !== 'object' || message === null) return;
      this.messages.push(message);
      if (event === 'view' && message.type === 'view') {
        const known = this.views.get(message.code);
        // A snapshot of the version held replaces it (protocol 2: e.g. now watched as a screen).
        if (!known || known.version <= message.version) this.views.set(message.code, message);
      }
      if (event === 'viewDelta' && message.type === 'viewDelta') {
        const known = this.views.get(message.code);
        const { baseVersion, version, delta, viewer, code, serverTime } = message;
        const update = { kind: 'delta' as const, baseVersion, version, delta };
        const { view, outcome } = nextView(
          known?.view ?? null,
          viewer ? { ...update, viewer } : update,
        );
        if (outcome === 'gap') this.gaps += 1;
        if (outcome === 'applied' && view !== null) {
          const whole: ViewMessage = { type: 'view', code, version, serverTime, view };
          this.views.set(code, whole);
          this.messages.push(whole);
        }
      }
      const waiters = this.#waiters;
      this.#waiters = [];
      for (const wake of waiters) wake();
    });
  }

  /** Connects and resolves once accepted (rejects with the connect_error otherwise). */
  static connect(url: string, options: ConnectOptions = {}): Promise<PartyClient> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin) headers.origin = options.origin;
    if (options.host) headers.host = options.host;
    const socket = io(url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: {
        protocolVersion: options.protocolVersion ?? PROTOCOL_VERSION,
        ...(options.screen ? { screen: options.screen } : {}),
      },
      extraHeaders: headers,
      reconnection: false,
      forceNew: true,
    });
    const client = new PartyClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(client));
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
  }

  /** Sends a command and waits for its ack. */
  send<T extends ClientCommand['type']>(
    type: T,
    payload: PayloadOf<T>,
    commandId: string = randomUUID(),
  ): Promise<AckMessage> {
    return this.socket.timeout(10_000).emitWithAck('command', { commandId, type, payload });
  }

  /** Sends anything at all on any event, without waiting. */
  sendRaw(event: string, ...args: unknown[]): void {
    this.socket.emit(event, ...args);
  }

  latest(code: string): ViewMessage {
    const view = this.views.get(code);
    if (!view) throw new Error(`no view of ${code} yet`);
    return view;
  }

  /** Resolves when a message satisfies `test` (already received ones count). */
  async waitFor<T extends ServerMessage>(
    test: (message: ServerMessage) => message is T,
    timeoutMs?: number,
  ): Promise<T>;
  async waitFor(
    test: (message: ServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<ServerMessage>;
  async waitFor(
    test: (message: ServerMessage) => boolean,
    timeoutMs = 5000,
  ): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(test);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for a message');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves with the first view of `code` (from now on or already held) that satisfies `test`. */
  waitForView(code: string, test: (view: ViewMessage) => boolean, timeoutMs = 5000) {
    return this.waitFor(
      (m): m is ViewMessage =>
        m.type === 'view' && m.code === code && m === this.views.get(code) && test(m),
      timeoutMs,
    );
  }

  close(): void {
    this.socket.close();
  }
}
