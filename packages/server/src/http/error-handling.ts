import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Every API failure becomes `{ error: string }`. A 4xx keeps its message (it is about
 * the request); a 5xx is logged and answered with a generic text, never the details.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ error: 'Internal server error' });
    }
    return reply.status(status).send({ error: error.message || 'Bad request' });
  });
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
