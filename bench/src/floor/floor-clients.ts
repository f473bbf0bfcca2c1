import { io, type Socket } from 'socket.io-client';
import { WebSocket } from 'ws';
import type { FloorKind } from '../options';

/** What floor clients send and the floor broadcasts back: about the size of a guess command. */
export interface FloorMessage {
  seq: number;
  type: 'guess';
  payload: { code: string; text: string; turn: number };
}

export interface FloorClient {
  connect(): Promise<void>;
  send(message: FloorMessage): void;
  close(): void;
  readonly connected: boolean;
  onMessage: (message: FloorMessage) => void;
  onUnexpectedClose: (reason: string) => void;
}

export function createFloorClient(kind: FloorKind, url: string, room: string): FloorClient {
  return kind === 'socketio' ? new SocketIoFloorClient(url, room) : new WsFloorClient(url, room);
}

class SocketIoFloorClient implements FloorClient {
  onMessage: (message: FloorMessage) => void = () => undefined;
  onUnexpectedClose: (reason: string) => void = () => undefined;
  readonly #socket: Socket;
  #closing = false;

  constructor(url: string, room: string) {
    this.#socket = io(url, {
      transports: ['websocket'],
      query: { room },
      reconnection: false,
      forceNew: true,
      autoConnect: false,
    });
    this.#socket.on('view', (message: FloorMessage) => this.onMessage(message));
    this.#socket.on('disconnect', (reason) => {
      if (!this.#closing) this.onUnexpectedClose(reason);
    });
  }

  get connected(): boolean {
    return this.#socket.connected;
  }

  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#socket.once('connect', () => resolve());
      this.#socket.once('connect_error', reject);
      this.#socket.connect();
    });
  }

  send(message: FloorMessage): void {
    this.#socket.emit('guess', message);
  }

  close(): void {
    this.#closing = true;
    this.#socket.disconnect();
  }
}

class WsFloorClient implements FloorClient {
  onMessage: (message: FloorMessage) => void = () => undefined;
  onUnexpectedClose: (reason: string) => void = () => undefined;
  #socket: WebSocket | null = null;
  #closing = false;

  constructor(
    private readonly url: string,
    private readonly room: string,
  ) {}

  get connected(): boolean {
    return this.#socket?.readyState === WebSocket.OPEN;
  }

  connect(): Promise<void> {
    const wsUrl = `${this.url.replace(/^http/, 'ws')}/?room=${encodeURIComponent(this.room)}`;
    const socket = new WebSocket(wsUrl);
    this.#socket = socket;
    socket.on('message', (data) => this.onMessage(JSON.parse(String(data)) as FloorMessage));
    socket.on('close', (code) => {
      if (!this.#closing) this.onUnexpectedClose(`closed ${code}`);
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
  }

  send(message: FloorMessage): void {
    this.#socket?.send(JSON.stringify(message));
  }

  close(): void {
    this.#closing = true;
    this.#socket?.close();
  }
}
