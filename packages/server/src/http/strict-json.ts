import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { limitJsonValues } from './json-values';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Values (objects, arrays, list items: JsonValueCounter) a JSON body may hold, unless its
 * route says otherwise with `config: { jsonValues: n }`. A 16 KB body holds fewer anyway.
 */
export const DEFAULT_JSON_VALUES = 20_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The most values this route's JSON body may hold (DEFAULT_JSON_VALUES, TOPIC-5). */
    jsonValues?: number;
  }
}

/**
 * LIMIT-8: JSON bodies must be valid UTF-8: invalid bytes are refused with 400 rather than read as
 * U+FFFD and stored. A body with more values than its route allows is refused as it
 * arrives, before it is parsed (TOPIC-5). Parsing itself stays fastify's own
 * (prototype-poisoning checks), and so do its body size limits.
 */
export function installStrictJson(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isJson(request)) return payload;
    const counted = payload.pipe(limitJsonValues(jsonValuesOf(request)));
    payload.on('error', (error) => counted.destroy(error));
    return counted;
  });
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

function isJson(request: FastifyRequest): boolean {
  return /^application\/json\b/i.test(request.headers['content-type'] ?? '');
}

function jsonValuesOf(request: FastifyRequest): number {
  return request.routeOptions.config.jsonValues ?? DEFAULT_JSON_VALUES;
}
