import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import type {
  AckMessage,
  CommandResult,
  ConnectRefusal,
  PartyView,
  ViewDeltaMessage,
} from '@trivia/protocol';
import type { CommandEnvelope } from '../connection/command-queue';

export type CommandReply = AckMessage | null;
/** Answers one command; null leaves it unanswered (a lost ack). */
export type CommandHandler = (envelope: CommandEnvelope, socket: Socket) => CommandReply;

/**
 * A tiny socket.io server that speaks the realtime protocol's envelope (docs/PROTOCOL.md)
 * for testing the browser client over a real WebSocket: hello with a skewed clock,
 * scripted command replies, a log of every command received.
 */
export class FakeRealtimeServer {
  readonly received: Array<CommandEnvelope & { socketId: string }> = [];
  /** The server's clock runs this far ahead of Date.now(). */
  clockSkewMs = 60_000;
  refuse: ConnectRefusal | null = null;
  /** Turns every new connection away as a network failure would (the client keeps trying). */
  unreachable = false;
  handler: CommandHandler = (envelope) => ok(envelope);

  private constructor(
    private readonly http: HttpServer,
    readonly io: Server,
    readonly url: string,
  ) {
    io.use((_socket, next) => {
      if (this.unreachable) return next(new Error('unreachable'));
      if (!this.refuse) return next();
      const error = new Error(this.refuse.message) as Error & { data: ConnectRefusal };
      error.data = this.refuse;
      next(error);
    });
    io.on('connection', (socket) => {
      socket.emit('hello', {
        type: 'hello',
        protocolVersion: 2,
        userId: 'u-1',
        serverTime: this.now(),
      });
      socket.on('command', (envelope: CommandEnvelope, reply: (ack: AckMessage) => void) => {
        this.received.push({ ...envelope, socketId: socket.id });
        const ack = this.handler(envelope, socket);
        if (ack) reply(ack);
      });
    });
  }

  static async start(): Promise<FakeRealtimeServer> {
    const http = createServer();
    const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    return new FakeRealtimeServer(http, io, `http://127.0.0.1:${port}`);
  }

  now(): number {
    return Date.now() + this.clockSkewMs;
  }

  commands(type: string): CommandEnvelope[] {
    return this.received.filter((envelope) => envelope.type === type);
  }

  /** Sends a view of `code` at `version` to every connected socket. */
  sendView(code: string, version: number, view: PartyView): void {
    this.io.emit('view', { type: 'view', code, version, serverTime: this.now(), view });
  }

  /** Protocol 2: sends a delta of `code` (from `baseVersion`) to every connected socket. */
  sendDelta(message: Omit<ViewDeltaMessage, 'type' | 'serverTime'>): void {
    this.io.emit('viewDelta', { type: 'viewDelta', serverTime: this.now(), ...message });
  }

  /** Sends `event` with `message` to every connected socket. */
  broadcast(event: 'kicked' | 'partyClosed' | 'screenRevoked', message: object): void {
    this.io.emit(event, message);
  }

  /** Drops every connection as a network failure would (the client reconnects by itself). */
  dropConnections(): void {
    for (const socket of this.io.sockets.sockets.values()) socket.conn.close();
  }

  async close(): Promise<void> {
    this.io.disconnectSockets(true);
    await new Promise<void>((resolve) => {
      void this.io.close(() => resolve());
    });
    this.http.closeAllConnections();
  }
}

export function ok(envelope: CommandEnvelope, result: CommandResult = {}): AckMessage {
  return { type: 'ack', commandId: envelope.commandId, ok: true, result };
}

export function fail(envelope: CommandEnvelope, error: string): AckMessage {
  return { type: 'ack', commandId: envelope.commandId, ok: false, error };
}
