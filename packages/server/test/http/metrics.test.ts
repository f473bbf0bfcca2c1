import { describe, expect, it } from 'vitest';
import { connectPlayer, must } from '../realtime/support/party-flow';
import { TEST_LIMITS } from '../realtime/support/realtime-app';
import { storageTargets } from '../support/storage-targets';
import { useTestApp } from '../support/use-test-app';

const TOKEN = 'metrics-test-token-0123456789';

describe.each(storageTargets())('GET /metrics ($kind)', (target) => {
  const withToken = useTestApp(target, {
    env: { METRICS_TOKEN: TOKEN },
    deps: { realtime: { limits: TEST_LIMITS } },
  });
  const withoutToken = useTestApp(target);

  it('does not exist when METRICS_TOKEN is unset', async () => {
    const response = await withoutToken().client().get('/metrics');
    expect(response.status).toBe(404);
  });

  it('answers 401 without the right bearer token', async () => {
    const { url } = withToken();
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const response = await fetch(`${url}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Bearer');
    }
  });

  it('counts connections, parties, commands by type and outcome, latency and broadcast bytes', async () => {
    const testApp = withToken();
    const host = await connectPlayer({ ...testApp, realtime: testApp.app.realtime }, 'Hana');
    const { code } = await must(host, 'createParty', {});
    if (!code) throw new Error('no code');
    const refused = await host.client.send('startGame', { code });
    expect(refused.ok).toBe(false);

    const response = await fetch(`${testApp.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('trivia_realtime_connections 1');
    expect(text).toMatch(/^trivia_parties\{status="[a-z_]+"\} 1$/m);
    expect(text).toContain('trivia_commands_total{type="createParty",outcome="ok"} 1');
    expect(text).toContain('trivia_commands_total{type="startGame",outcome="refused"} 1');
    expect(text).toContain('trivia_command_duration_seconds_count{type="createParty"} 1');
    expect(Number(/^trivia_broadcast_bytes_total (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(100);
    for (const processMetric of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toContain(processMetric);
    }
    host.client.socket.close();
  });
});
