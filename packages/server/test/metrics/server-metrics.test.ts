import { describe, expect, it } from 'vitest';
import { ServerMetrics } from '../../src/metrics/server-metrics';
import { storageTargets } from '../support/storage-targets';
import { useTestDatabase } from '../support/use-test-database';

const sqlite = storageTargets().filter((target) => target.kind === 'sqlite');

describe.each(sqlite)('ServerMetrics ($kind)', (target) => {
  const db = useTestDatabase(target);

  it('counts commands by type and outcome, and a second scrape adds only what came since', async () => {
    const metrics = new ServerMetrics(db(), { processMetrics: false });
    metrics.commandDone('guess', 'ok', 0.002);
    metrics.commandDone('guess', 'ok', 0.004);
    metrics.commandDone('guess', 'refused', 0.001);
    metrics.commandDone('unread', 'rate_limited');
    const first = await metrics.registry.metrics();
    expect(first).toContain('trivia_commands_total{type="guess",outcome="ok"} 2');
    expect(first).toContain('trivia_commands_total{type="guess",outcome="refused"} 1');
    expect(first).toContain('trivia_commands_total{type="unread",outcome="rate_limited"} 1');
    // A rate-limited command has no duration.
    expect(first).toContain('trivia_command_duration_seconds_count{type="guess"} 3');
    expect(first).not.toContain('trivia_command_duration_seconds_count{type="unread"}');

    metrics.commandDone('guess', 'ok', 0.003);
    const second = await metrics.registry.metrics();
    expect(second).toContain('trivia_commands_total{type="guess",outcome="ok"} 3');
    expect(second).toContain('trivia_commands_total{type="guess",outcome="refused"} 1');
    expect(second).toContain('trivia_commands_total{type="unread",outcome="rate_limited"} 1');
  });

  it('shows no command series before the first command', async () => {
    const metrics = new ServerMetrics(db(), { processMetrics: false });
    const text = await metrics.registry.metrics();
    expect(text).toContain('# TYPE trivia_commands_total counter');
    expect(text).not.toContain('trivia_commands_total{');
  });
});
