import type { Page } from 'playwright-core';

/**
 * Routes `page`'s party socket through the test with `ms` of delay each way (a phone on a
 * crowded party Wi-Fi): its view of the server's clock and its commands both arrive late.
 * Frames keep their order. Call before the page connects.
 */
export async function lagSocket(page: Page, ms: number): Promise<void> {
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      setTimeout(() => server.send(message), ms);
    });
    server.onMessage((message) => {
      setTimeout(() => ws.send(message), ms);
    });
  });
}
