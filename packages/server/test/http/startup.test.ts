import { describe, expect, it } from 'vitest';
import { STARTING_BODY, listenWhileStarting } from '../../src/startup-server';
import { getFreePort } from '../support/free-port';

describe('while the server starts (migrations, catalog)', () => {
  it('answers 503 "starting" on /api/ready, /api/health and every other path', async () => {
    const port = await getFreePort();
    const starting = await listenWhileStarting({ port, host: '127.0.0.1', logLevel: 'silent' });
    try {
      for (const route of ['/api/ready', '/api/health', '/', '/metrics']) {
        const response = await fetch(`http://127.0.0.1:${port}${route}`);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('1');
        expect(await response.json()).toEqual(STARTING_BODY);
      }
    } finally {
      await starting.close();
    }
  });
});
