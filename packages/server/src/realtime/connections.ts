import { PROTOCOL_VERSION, REALTIME_ERRORS } from '@trivia/protocol';
import type { TrustProxy } from '../config/trust-proxy';
import { clientAddress } from './client-address';
import { countInvalid, handleCommandEvent, type CommandHandlerDeps } from './command-handler';
import type { Connection, RealtimeSocket } from './realtime-types';
import { userRoom } from './user-connections';

export interface ConnectionDeps extends CommandHandlerDeps {
  connections: Map<string, Connection>;
  trustProxy: TrustProxy;
}

/** An authenticated connection: greet it, take its commands, clean up when it closes. */
export function acceptConnection(deps: ConnectionDeps, socket: RealtimeSocket): void {
  const connection: Connection = {
    socket,
    userId: socket.data.userId,
    address: clientAddress(
      socket.handshake.address,
      socket.handshake.headers['x-forwarded-for'],
      deps.trustProxy,
    ),
    seen: new Map(),
    viewers: new Map(),
    // AUTH-6: a session-less big screen is a screen from its first message.
    screen: socket.data.anonymousScreen === true,
    screenEpochs: new Map(),
    queued: 0,
    tail: Promise.resolve(),
  };
  deps.connections.set(socket.id, connection);
  if (!connection.screen) void socket.join(userRoom(connection.userId));
  socket.emit('hello', {
    type: 'hello',
    protocolVersion: PROTOCOL_VERSION,
    userId: connection.userId,
    serverTime: deps.now(),
  });
  socket.on('command', (raw: unknown, callback?: unknown) => {
    handleCommandEvent(deps, connection, raw, callback);
  });
  socket.onAny((event: unknown, ...args: unknown[]) => {
    if (event === 'command') return;
    // Unknown events spend the member's budget and the connection's invalid budget too.
    if (!deps.commandBuckets.take(connection.userId) || !countInvalid(deps, connection)) return;
    socket.emit('protocolError', { type: 'protocolError', error: REALTIME_ERRORS.unknownEvent });
    const callback = args.at(-1);
    if (typeof callback === 'function')
      callback({ type: 'protocolError', error: REALTIME_ERRORS.unknownEvent });
  });
  socket.on('disconnect', () => {
    deps.connections.delete(socket.id);
    deps.joinBuckets.forget(socket.id);
    deps.invalidBuckets.forget(socket.id);
    deps.feed.disconnected(connection);
  });
}
