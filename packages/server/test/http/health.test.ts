import { describe, expect, it } from 'vitest';
import { HealthResponse } from '@trivia/protocol';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

describe.each(storageTargets())('health and routing ($kind)', (target) => {
  const testApp = useTestApp(target);

  it('reports status, version and the storage in use', async () => {
    const response = await testApp().client().get('/api/health');
    expect(response.status).toBe(200);
    expect(HealthResponse.parse(response.body)).toEqual({
      status: 'ok',
      version: '0.1.0',
      storage: target.kind,
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('[LIMIT-8] answers unknown API routes with a JSON 404', async () => {
    const client = testApp().client();
    const get = await client.get('/api/does-not-exist');
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ error: 'Not found' });
    const post = await client.post('/api/does-not-exist');
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ error: 'Not found' });
  });
});
