import { MESSAGES } from '@trivia/game';
import type {
  ClientToServerEvents,
  ConnectRefusal,
  ServerToClientEvents,
  ViewDeltaMessage,
  ViewMessage,
} from '@trivia/protocol';
import type { Socket } from 'socket.io-client';
import { newCommandId } from './command-id';
import {
  CommandQueue,
  CONNECTION_FAILED,
  type ClientCommandType,
  type CommandTiming,
  type PayloadOf,
  type SendResult,
} from './command-queue';
import { PartyStore, type PartySnapshot } from './party-store';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused';

export interface ConnectionSnapshot {
  status: ConnectionStatus;
  /** Why the server refused the connection (reload_required → offer a reload). */
  refusal: ConnectRefusal | null;
  userId: string | null;
}

const REFUSAL_CODES: ReadonlySet<string> = new Set([
  'reload_required',
  'unauthorized',
  'forbidden_origin',
  'too_many_connections',
]);

function refusalOf(error: unknown): ConnectRefusal | null {
  const data = (error as { data?: unknown } | null)?.data as Partial<ConnectRefusal> | undefined;
  if (!data || typeof data.code !== 'string' || !REFUSAL_CODES.has(data.code)) return null;
  return data as ConnectRefusal;
}

/**
 * The browser's one realtime connection (docs/PROTOCOL.md): connection status, the server
 * clock, commands with retries, and the views of the parties on screen. Framework-free;
 * RealtimeProvider adapts it to React.
 */
export class RealtimeClient {
  #connection: ConnectionSnapshot = { status: 'connecting', refusal: null, userId: null };
  readonly #listeners = new Set<() => void>();
  readonly #queue: CommandQueue;
  readonly #parties = new PartyStore(() => this.#notify());
  readonly #releaseTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Parties this connection shows as a big screen: code → screen key. */
  readonly #screens = new Map<string, string>();
  /** Big screens with a watchScreen command on its way. */
  readonly #watching = new Set<string>();
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Best estimate of server clock − local clock since the last hello. */
  #clockOffset: number | null = null;

  constructor(
    private readonly socket: RealtimeSocket,
    timing?: CommandTiming,
  ) {
    this.#queue = new CommandQueue(
      (envelope, onAck) => socket.emit('command', envelope, onAck),
      timing,
    );
  }

  /** Listens to the socket and connects. */
  start(): void {
    const { socket } = this;
    socket.on('connect', () => this.#onConnect());
    socket.on('disconnect', (reason) => this.#onDisconnect(reason));
    socket.on('connect_error', (error) => this.#onConnectError(error));
    socket.on('hello', (hello) => {
      this.#clockOffset = null;
      this.#sampleClock(hello.serverTime);
      this.#setConnection({ userId: hello.userId });
    });
    socket.on('view', (message: ViewMessage) => {
      this.#sampleClock(message.serverTime);
      this.#parties.receiveView(message);
    });
    socket.on('viewDelta', (message: ViewDeltaMessage) => {
      this.#sampleClock(message.serverTime);
      const { resync } = this.#parties.receiveDelta(message);
      if (resync) this.#resync(message.code);
    });
    socket.on('kicked', ({ code }) => this.#parties.markKicked(code));
    socket.on('partyClosed', ({ code }) => this.#parties.markClosed(code));
    socket.on('screenRevoked', ({ code, message }) => {
      // The link stopped working: show why, and never watch with it again.
      this.#screens.delete(code);
      this.#parties.setError(code, message);
    });
    socket.connect();
  }

  /** Disconnects for good; unanswered commands fail. */
  stop(): void {
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.#releaseTimers.forEach((timer) => clearTimeout(timer));
    clearTimeout(this.#retryTimer);
    this.#queue.failAll(CONNECTION_FAILED);
  }

  /** For useSyncExternalStore: called after any change of connection or party. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  connection(): ConnectionSnapshot {
    return this.#connection;
  }

  party(code: string): PartySnapshot {
    return this.#parties.snapshot(code);
  }

  /** Date.now() on the server's clock (turn deadlines are on it). */
  serverNow(): number {
    return Date.now() + (this.#clockOffset ?? 0);
  }

  send<T extends ClientCommandType>(type: T, payload: PayloadOf<T>): Promise<SendResult> {
    const { refusal } = this.#connection;
    if (refusal) return Promise.resolve({ ok: false, error: refusal.message });
    const envelope = { commandId: newCommandId(), type, payload };
    return this.#queue.send(envelope, this.socket.connected);
  }

  /** A screen shows the party: subscribe (once for all holders). Returns the release. */
  holdParty(code: string): () => void {
    const pendingRelease = this.#releaseTimers.get(code);
    clearTimeout(pendingRelease);
    this.#releaseTimers.delete(code);
    const first = this.#parties.acquire(code);
    if (first && pendingRelease === undefined) {
      this.#parties.setError(code, null);
      this.#subscribe(code);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (!this.#parties.release(code)) return;
      // Deferred: a screen that remounts at once (StrictMode, a key change) keeps the subscription.
      this.#releaseTimers.set(
        code,
        setTimeout(() => {
          this.#releaseTimers.delete(code);
          if (this.#parties.isHeld(code) || !this.socket.connected) return;
          void this.send('unsubscribe', { code });
        }, 0),
      );
    };
  }

  /**
   * A big screen shows the party (docs/PROTOCOL.md Big screen): watchScreen with the link's
   * key, again after every reconnect. The connection can then only watch; its views arrive
   * like a member's. Returns the release (the server keeps the connection a screen).
   */
  watchScreen(code: string, key: string): () => void {
    this.#screens.set(code, key);
    if (!this.#watching.has(code)) {
      this.#parties.setError(code, null);
      this.#watch(code, key);
    }
    return () => {
      if (this.#screens.get(code) === key) this.#screens.delete(code);
    };
  }

  /**
   * A delta did not fit the view held (docs/PROTOCOL.md "Views and deltas"): subscribe (or
   * watch) again, the server answers with the whole view.
   */
  #resync(code: string): void {
    const key = this.#screens.get(code);
    if (key !== undefined) {
      if (!this.#watching.has(code)) this.#watch(code, key);
    } else if (this.#parties.isHeld(code)) {
      this.#subscribe(code);
    } else {
      this.#parties.resyncFailed(code);
    }
  }

  #watch(code: string, key: string): void {
    this.#watching.add(code);
    void this.send('watchScreen', { code, key }).then((result) => {
      this.#watching.delete(code);
      // A failed one lets a later gap ask for the snapshot again.
      if (!result.ok) this.#parties.resyncFailed(code);
      if (this.#screens.get(code) !== key) return;
      if (result.ok) this.#parties.setError(code, null);
      else if (result.error !== CONNECTION_FAILED || this.party(code).view === null)
        this.#parties.setError(code, result.error);
    });
  }

  #subscribe(code: string): void {
    this.#parties.setSubscribing(code, true);
    void this.send('subscribe', { code }).then((result) => {
      this.#parties.setSubscribing(code, false);
      // A failed one lets a later gap ask for the snapshot again.
      if (!result.ok) this.#parties.resyncFailed(code);
      if (!this.#parties.isHeld(code)) return;
      if (result.ok) this.#parties.setError(code, null);
      else if (result.error === MESSAGES.removedFromParty) this.#parties.markKicked(code);
      // While the last view is on screen a lost connection shows as "Reconnecting…"; the
      // next connect subscribes again.
      else if (result.error !== CONNECTION_FAILED || this.party(code).view === null)
        this.#parties.setError(code, result.error);
    });
  }

  #onConnect(): void {
    this.#setConnection({ status: 'connected', refusal: null });
    this.#queue.connected();
    for (const code of this.#parties.toResubscribe()) this.#subscribe(code);
    for (const [code, key] of this.#screens) if (!this.#watching.has(code)) this.#watch(code, key);
  }

  #onDisconnect(reason: string): void {
    this.#setConnection({ status: 'reconnecting' });
    this.#queue.disconnected();
    // socket.io reconnects by itself except when the server closed the connection.
    if (reason === 'io server disconnect') this.socket.connect();
  }

  #onConnectError(error: unknown): void {
    const refusal = refusalOf(error);
    if (refusal) {
      this.#setConnection({ status: 'refused', refusal });
      this.#queue.failAll(refusal.message);
      return;
    }
    // A network failure: socket.io keeps trying by itself. A failure inside the server's
    // handshake leaves the socket inactive, so try again after socket.io's own delay.
    if (!this.socket.active) {
      clearTimeout(this.#retryTimer);
      this.#retryTimer = setTimeout(
        () => this.socket.connect(),
        this.socket.io.reconnectionDelay(),
      );
    }
  }

  /** Offset samples are server time − arrival time, i.e. the true offset minus the delay in
   * transit: the largest sample is the least delayed one. */
  #sampleClock(serverTime: number): void {
    const sample = serverTime - Date.now();
    if (this.#clockOffset === null || sample > this.#clockOffset) this.#clockOffset = sample;
  }

  #setConnection(change: Partial<ConnectionSnapshot>): void {
    this.#connection = { ...this.#connection, ...change };
    this.#notify();
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
