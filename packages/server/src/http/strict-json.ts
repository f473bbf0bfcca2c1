import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies must be valid UTF-8: invalid bytes are refused with 400 rather than read as
 * U+FFFD and stored. Parsing itself stays fastify's own (prototype-poisoning checks).
 */
export function installStrictJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = UTF8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, 'Request body is not valid UTF-8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
