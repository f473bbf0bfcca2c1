import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { makePlayer, PartyClient } from '../realtime/support/party-client';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

const [sqlite] = storageTargets();

/** A raw TCP client of the app: what it was sent back, and whether the server closed it. */
function rawClient(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  const state = { received: '', closed: false };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (state.received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      state.closed = true;
      resolve();
    }),
  );
  return { socket, state, closed };
}

/** Writes one piece every `everyMs` until the server closes the socket; how many were written. */
async function trickle(
  client: ReturnType<typeof rawClient>,
  pieces: readonly string[],
  everyMs: number,
): Promise<number> {
  let written = 0;
  for (const piece of pieces) {
    if (client.state.closed) break;
    client.socket.write(piece);
    written += 1;
    await Promise.race([client.closed, new Promise((resolve) => setTimeout(resolve, everyMs))]);
  }
  return written;
}

function untilResponse(client: ReturnType<typeof rawClient>, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if ((client.state.received.match(/HTTP\/1\.1 /g) ?? []).length >= count) {
        client.socket.off('data', check);
        resolve();
      }
    };
    client.socket.on('data', check);
    void client.closed.then(() => reject(new Error('closed before the response')));
    check();
  });
}

/**
 * LIMIT-7: slow requests are closed. With a short configured limit, a client that
 * trickles its body or its headers is answered 408 and cut off before it finishes, while
 * idle keep-alive connections and WebSockets live on past the limit.
 */
describe('slow requests are timed out', () => {
  const testApp = useTestApp(sqlite!, {
    env: { REQUEST_TIMEOUT: '600ms', HEADERS_TIMEOUT: '400ms' },
  });

  it('[LIMIT-7] closes a body that trickles a byte at a time with 408', async () => {
    const client = rawClient(testApp().url);
    const host = new URL(testApp().url).host;
    const body = JSON.stringify({ displayName: 'Slow Sam' }).padEnd(100, ' ');
    const head =
      `POST /api/auth/guest HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${testApp().url}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    client.socket.write(head);
    const written = await trickle(client, [...body], 100);
    await client.closed;
    expect(written).toBeLessThan(body.length);
    expect(client.state.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('[LIMIT-7] closes headers that trickle a line at a time with 408', async () => {
    const client = rawClient(testApp().url);
    const host = new URL(testApp().url).host;
    client.socket.write(`GET /api/health HTTP/1.1\r\nHost: ${host}\r\n`);
    const lines = Array.from({ length: 100 }, (_, index) => `X-Slow-${index}: y\r\n`);
    const written = await trickle(client, lines, 100);
    await client.closed;
    expect(written).toBeLessThan(lines.length);
    expect(client.state.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('[LIMIT-7] keeps an idle keep-alive connection past the limit', async () => {
    const client = rawClient(testApp().url);
    const host = new URL(testApp().url).host;
    const request = `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`;
    client.socket.write(request);
    await untilResponse(client, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    client.socket.write(request);
    await untilResponse(client, 2);
    expect(client.state.received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    client.socket.destroy();
  });

  it('[LIMIT-7] keeps a WebSocket open past the limit', async () => {
    const player = await makePlayer(testApp().database.db, 'Patient Pat');
    const party = await PartyClient.connect(testApp().url, { cookie: player.cookie });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(party.socket.connected).toBe(true);
    expect(await party.send('createParty', {})).toMatchObject({ ok: true });
    party.close();
  });
});
