import { randomUUID } from 'node:crypto';
import { nextView } from '@trivia/game';
import {
  PROTOCOL_VERSION,
  REALTIME_PATH,
  type AckMessage,
  type HelloMessage,
  type ViewDeltaMessage,
  type ViewMessage,
} from '@trivia/protocol';
import { io, type Socket } from 'socket.io-client';
import type { WindowRecorder } from './window-stats';

const COMMAND_TIMEOUT_MS = 15_000;

interface ViewWaiter {
  accepts: (message: ViewMessage) => boolean;
  resolve: (message: ViewMessage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One member's socket.io connection to the real server, as the web app makes it: WebSocket
 * only, the session cookie, the protocol version. Keeps the highest view of its party and
 * counts anything a browser would not expect (a version going back, a disconnect) as an error.
 */
export class PartyClient {
  readonly socket: Socket;
  userId = '';
  latest: ViewMessage | null = null;
  /**
   * Called with every view, after `latest` is updated, with the moment the message that gave
   * it arrived (`performance.now()`).
   */
  onView: (client: PartyClient, message: ViewMessage, arrivedAt: number) => void = () => undefined;
  #waiters: ViewWaiter[] = [];
  #closing = false;

  constructor(
    url: string,
    cookie: string,
    private readonly recorder: WindowRecorder,
  ) {
    this.socket = io(url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: { protocolVersion: PROTOCOL_VERSION },
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
      autoConnect: false,
    });
    // A view or delta is timed as it arrives, and applied once this process has read what else
    // arrived meanwhile (setImmediate, in order): one load generator plays all 30 phones of a
    // party, and applying one phone's delta must not delay the next phone's arrival, as it
    // would not on 30 phones (docs/performance-history.md, third pass, "Timing a delta on arrival").
    this.socket.on('view', (message: ViewMessage) => {
      const arrivedAt = performance.now();
      setImmediate(() => this.#receiveView(message, arrivedAt));
    });
    this.socket.on('viewDelta', (message: ViewDeltaMessage) => {
      const arrivedAt = performance.now();
      setImmediate(() => this.#receiveDelta(message, arrivedAt));
    });
    // Bytes received: the text of every engine.io message (socket.io packets), as sent.
    this.socket.io.on('open', () => {
      this.socket.io.engine.on('packet', (packet: { type: string; data?: unknown }) => {
        if (packet.type === 'message' && typeof packet.data === 'string') {
          this.recorder.counts.bytesReceived += Buffer.byteLength(packet.data);
        }
      });
    });
    this.socket.on('disconnect', (reason) => {
      if (!this.#closing) recorder.error(`disconnected: ${reason}`);
    });
    for (const event of ['kicked', 'partyClosed', 'protocolError'] as const) {
      this.socket.on(event, (message: unknown) =>
        recorder.error(`${event}: ${JSON.stringify(message)}`),
      );
    }
  }

  /** Resolves on `hello`, once the server has accepted the session. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once('hello', (hello: HelloMessage) => {
        this.userId = hello.userId;
        resolve();
      });
      this.socket.once('connect_error', (error) => reject(error));
      this.socket.connect();
    });
  }

  async command(type: string, payload: object): Promise<AckMessage> {
    const envelope = { commandId: randomUUID(), type, payload };
    const ack = (await this.socket
      .timeout(COMMAND_TIMEOUT_MS)
      .emitWithAck('command', envelope)) as AckMessage;
    this.recorder.counts.messages += 1;
    return ack;
  }

  /** The first view (the current one included) that `accepts` takes. */
  waitForView(accepts: (message: ViewMessage) => boolean, timeoutMs: number): Promise<ViewMessage> {
    if (this.latest !== null && accepts(this.latest)) return Promise.resolve(this.latest);
    return new Promise((resolve, reject) => {
      const waiter: ViewWaiter = {
        accepts,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.#waiters = this.#waiters.filter((w) => w !== waiter);
          reject(new Error(`no such view within ${timeoutMs} ms`));
        }, timeoutMs),
      };
      this.#waiters.push(waiter);
    });
  }

  close(): void {
    this.#closing = true;
    for (const waiter of this.#waiters) clearTimeout(waiter.timer);
    this.#waiters = [];
    this.socket.disconnect();
  }

  /**
   * Protocol 2: the delta applied to the view held, as the browser does; the whole view it
   * gives is handled like a view message. A delta that does not fit is an error here (the
   * server only sends a delta from the version it sent this connection last).
   */
  #receiveDelta(message: ViewDeltaMessage, arrivedAt: number): void {
    const { code, baseVersion, version, serverTime, delta, viewer } = message;
    const update = { kind: 'delta' as const, baseVersion, version, delta };
    const current = this.latest?.view ?? null;
    const { view, outcome } = nextView(current, viewer ? { ...update, viewer } : update);
    if (outcome !== 'applied' || view === null) {
      this.recorder.counts.messages += 1;
      this.recorder.error(
        `delta ${baseVersion} → ${version} on version ${current?.version ?? 'none'}`,
      );
      return;
    }
    this.#receiveView({ type: 'view', code, version, serverTime, view }, arrivedAt);
  }

  #receiveView(message: ViewMessage, arrivedAt: number): void {
    this.recorder.counts.messages += 1;
    if (this.latest !== null && message.version <= this.latest.version) {
      this.recorder.error(`view version ${message.version} after ${this.latest.version}`);
      return;
    }
    this.latest = message;
    this.onView(this, message, arrivedAt);
    if (this.#waiters.length === 0) return;
    this.#waiters = this.#waiters.filter((waiter) => {
      if (!waiter.accepts(message)) return true;
      clearTimeout(waiter.timer);
      waiter.resolve(message);
      return false;
    });
  }
}
