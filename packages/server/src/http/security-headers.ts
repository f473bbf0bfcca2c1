import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP the app's own pages pass: scripts only from our origin,
 * inline styles allowed (React style props), images from us, data: and https: (Google
 * avatars), and WebSocket connections back to our own origin only ('self' covers ws: and
 * wss: of the same host in CSP 3; the public URL's ws origin is named for older browsers).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; publicUrl: string },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...webSocketOrigin(options.publicUrl)],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only over https: on a plain-http LAN address it would break every asset.
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The Google sign-in popup must be able to message the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.https ? { maxAge: 15_552_000 } : false,
  });
}

/** ws(s)://host of the public URL. */
function webSocketOrigin(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}
