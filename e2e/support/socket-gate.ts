import type { Page } from 'playwright-core';

/**
 * A page's party socket routed through the test (Playwright's WebSocket routing, connected to
 * the real server): what the server sends can be held back and then delivered in order, so
 * two phones can both send before either hears of the other, however busy the machine is.
 */
export interface SocketGate {
  /** Holds every frame from the server until `release`. */
  hold(): void;
  /** Delivers the held frames in the order they came, and lets the rest through again. */
  release(): void;
  /** How many frames the page has sent that match `pattern`. */
  sent(pattern: RegExp): number;
}

/** Routes `page`'s sockets to /socket.io through a gate; call before the page connects. */
export async function gateSocket(page: Page): Promise<SocketGate> {
  let holding = false;
  const held: Array<() => void> = [];
  const sent: string[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (typeof message === 'string') sent.push(message);
      server.send(message);
    });
    server.onMessage((message) => {
      if (holding) held.push(() => ws.send(message));
      else ws.send(message);
    });
  });
  return {
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const deliver of held.splice(0)) deliver();
    },
    sent: (pattern) => sent.filter((message) => pattern.test(message)).length,
  };
}
