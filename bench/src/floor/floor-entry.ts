/**
 * A floor server, forked by the bench: the least a broadcast can cost. A client joins the
 * room named in its URL (`?room=`); every message a client sends is broadcast unchanged to
 * everyone in its room, sender included. `socketio` or `ws` is the first argument.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { WebSocketServer, type WebSocket } from 'ws';
import { announceReady, serveRequests } from '../ipc';
import { statsHandlers } from '../process-stats';

const kind = process.argv[2];
const http = createServer();
let connections = () => 0;

if (kind === 'socketio') {
  const io = new Server(http, { transports: ['websocket'], serveClient: false });
  io.on('connection', (socket) => {
    const room = String(socket.handshake.query.room);
    void socket.join(room);
    socket.on('guess', (message: unknown) => {
      io.to(room).emit('view', message);
    });
  });
  connections = () => io.engine.clientsCount;
} else if (kind === 'ws') {
  const wss = new WebSocketServer({ server: http });
  const rooms = new Map<string, Set<WebSocket>>();
  wss.on('connection', (socket, request) => {
    const room = new URL(request.url ?? '/', 'http://floor').searchParams.get('room') ?? '';
    const members = rooms.get(room) ?? new Set<WebSocket>();
    rooms.set(room, members);
    members.add(socket);
    socket.on('message', (data, isBinary) => {
      for (const member of members) member.send(data, { binary: isBinary });
    });
    socket.on('close', () => {
      members.delete(socket);
      if (members.size === 0) rooms.delete(room);
    });
  });
  connections = () => wss.clients.size;
} else {
  throw new Error(`unknown floor "${kind}": socketio or ws`);
}

http.listen(0, '127.0.0.1', () => {
  serveRequests(statsHandlers(connections), () => process.exit(0));
  process.once('SIGTERM', () => process.exit(0));
  announceReady({ port: (http.address() as AddressInfo).port });
});
