import { describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from './options';

describe('bench options', () => {
  it('defaults to the quick profile: 20 x 10 on SQLite for 45 s, one guess every 2 s', () => {
    expect(parseOptions([])).toMatchObject({
      profile: 'quick',
      mode: 'sqlite',
      parties: 20,
      players: 10,
      rateMs: 2000,
      durationS: 45,
      floorDurationS: 15,
      cpuProfDir: null,
    });
  });

  it('takes the sizes of the target profile and lets options override them', () => {
    expect(parseOptions(['--profile', 'target'])).toMatchObject({ parties: 100, players: 30 });
    expect(
      parseOptions(['--profile', 'target', '--mode', 'cluster', '--parties', '7', '--rate', '500']),
    ).toMatchObject({ mode: 'cluster', parties: 7, players: 30, rateMs: 500 });
  });

  it('takes --burner, --trace-gc, --heap-prof and --perf (off by default)', () => {
    expect(parseOptions([])).toMatchObject({
      burner: false,
      traceGcDir: null,
      heapProfDir: null,
      perfDir: null,
    });
    expect(
      parseOptions(['--burner', '--trace-gc', 'out/gc', '--heap-prof', 'out/heap', '--perf', 'p']),
    ).toMatchObject({
      burner: true,
      traceGcDir: 'out/gc',
      heapProfDir: 'out/heap',
      perfDir: 'p',
    });
  });

  it('takes --node-flag, repeated, for the servers under test (none by default)', () => {
    expect(parseOptions([]).nodeFlags).toEqual([]);
    expect(
      parseOptions(['--node-flag=--no-memory-reducer', '--node-flag=--max-semi-space-size=64'])
        .nodeFlags,
    ).toEqual(['--no-memory-reducer', '--max-semi-space-size=64']);
    expect(() => parseOptions(['--node-flag=rm -rf'])).toThrow(UsageError);
    expect(() => parseOptions(['--node-flag=--x;y'])).toThrow('--node-flag takes a flag');
  });

  it('refuses unknown values with a message naming the option', () => {
    expect(() => parseOptions(['--mode', 'mysql'])).toThrow(UsageError);
    expect(() => parseOptions(['--mode', 'mysql'])).toThrow(
      '--mode must be one of sqlite, cluster',
    );
    expect(() => parseOptions(['--players', '1'])).toThrow(
      '--players must be a whole number of at least 2',
    );
    expect(() => parseOptions(['--timeout-share', '2'])).toThrow('--timeout-share');
    expect(() => parseOptions(['--nope'])).toThrow();
  });
});
