import type { ClientToServerEvents, ServerToClientEvents } from '@trivia/protocol';
import type { Server, Socket } from 'socket.io';

/** Events between instances (none yet: party changes travel on the change bus). */
export type InterServerEvents = Record<string, never>;

/** What every instance may read about a connection (fetchSockets): plain JSON only. */
export interface SocketData {
  userId: string;
  /** A big screen (docs/PROTOCOL.md): in party rooms, but never a member's presence. */
  screen?: boolean;
  /** AUTH-6: a big screen with no session, admitted by its link's key (screen-handshake.ts). */
  anonymousScreen?: boolean;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** This instance's bookkeeping for one open connection. */
export interface Connection {
  socket: RealtimeSocket;
  userId: string;
  address: string;
  /** Codes of the parties this connection is subscribed to, with the last version sent. */
  seen: Map<string, number>;
  /** Protocol 2: the viewer block last sent for each of those parties (JSON), to send it only when it changes. */
  viewers: Map<string, string>;
  /**
   * A big screen for the rest of its life (set by watchScreen, never cleared): it gets the
   * view of SCREEN_VIEWER_ID, is not presence, and every command but watchScreen and
   * unsubscribe is refused.
   */
  screen: boolean;
  /** A screen's parties with the screen epoch its key was checked in (revocation). */
  screenEpochs: Map<string, number>;
  /** Commands waiting to run, in order. */
  queued: number;
  tail: Promise<void>;
}
