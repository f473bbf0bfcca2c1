import type { EdgeConfig } from '../config/edge';

/**
 * LIMIT-7: a client that trickles its headers or body is answered 408 and closed once the
 * limit passes, so slow requests cannot hold sockets and memory. Node checks the open
 * requests every `connectionsCheckingInterval`, so a request lives at most about a quarter
 * of the headers' limit (a second at most) past its limit. An upgraded WebSocket and an
 * idle keep-alive connection are not requests in progress, so neither is cut.
 */
export function requestTimeouts(edge: Pick<EdgeConfig, 'requestTimeoutMs' | 'headersTimeoutMs'>) {
  const { requestTimeoutMs, headersTimeoutMs } = edge;
  return {
    // Fastify sets the server's requestTimeout from this (0, its default, is none).
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersTimeoutMs / 4))),
    },
  };
}
