import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';

/**
 * JSON logs (pino) with a request id on every line. Requests are logged by path only:
 * query strings can carry sign-in codes, and headers carry cookies, so neither is logged.
 */
export function loggerOptions(
  level: LogLevel,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          path: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    genReqId: () => randomUUID(),
    // An id sent by the client is not trusted; ours is returned in x-request-id.
    requestIdHeader: false,
  };
}
