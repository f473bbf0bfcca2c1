import { describe, expect, it } from 'vitest';
import { activityOf, OTHER, parsePerfScript, readArgs, report, summarize } from './perf-summary';

/** Four samples as `perf script` prints them: a socket write, a SQLite read, gc, an idle poll. */
const SCRIPT = `node-MainThread 14723  1448.877430:    1001001 cpu-clock: 
\t    ffffffff8b0c1d2e tcp_sendmsg_locked+0x2e ([kernel.kallsyms])
\t    55d1c0a1b2c3 node::StreamBase::Writev(v8::FunctionCallbackInfo<v8::Value> const&)+0x10 (/usr/bin/node)
\t    7f7e9bc0a0fc JS:*'flush /work/main/node_modules/engine.io/build/socket.js:415:10+0xfc (/tmp/perf-14723.map)
\t    7f7e9bc72340 JS:+'publish file:///work/main/packages/server/src/realtime/party-feed.ts:1:2061+0x80 (/tmp/perf-14723.map)

node-MainThread 14723  1449.100000:    1001001 cpu-clock: 
\t    7f00aa001000 sqlite3VdbeExec+0x100 (/work/main/node_modules/better-sqlite3/build/Release/better_sqlite3.node)
\t    7f00aa002000 Statement::JS_all(v8::FunctionCallbackInfo<v8::Value> const&)+0x20 (/work/main/node_modules/better-sqlite3/build/Release/better_sqlite3.node)
\t    7f7e9bc70620 JS:+'getPartyHead file:///work/main/packages/server/src/storage/parties.ts:1:357+0x4e0 (/tmp/perf-14723.map)

node-V8Worker 14730  1449.500000:    1001001 cpu-clock: 
\t    55d1c0a1c000 v8::internal::Scavenger::ScavengePage(v8::internal::MemoryChunk*)+0x40 (/usr/bin/node)

node-MainThread 14723  1450.877430:    1001001 cpu-clock: 
\t    55d1c0a1d000 uv__io_poll+0x30 (/usr/bin/node)
\t    55d1c0a1e000 uv_run+0x100 (/usr/bin/node)
`;

describe('perf summary', () => {
  it('reads each sample’s thread, time and frames (symbols without offsets or files)', () => {
    const samples = parsePerfScript(SCRIPT);
    expect(samples).toHaveLength(4);
    expect(samples[0]).toMatchObject({ thread: 'node-MainThread', time: 1448.87743 });
    expect(samples[0]?.frames[0]).toBe('tcp_sendmsg_locked');
    expect(samples[0]?.frames[2]).toBe(
      "JS:*'flush /work/main/node_modules/engine.io/build/socket.js:415:10",
    );
    expect(samples[2]?.thread).toBe('node-V8Worker');
  });

  it('puts each sample under the first activity its stack matches', () => {
    const [write, sqlite, gc, idle] = parsePerfScript(SCRIPT);
    // A write made while publishing a change is a write, not fan-out work.
    expect(write && activityOf(write)).toMatch(/^socket writes/);
    expect(sqlite && activityOf(sqlite)).toMatch(/^storage/);
    expect(gc && activityOf(gc)).toBe('garbage collection');
    expect(idle && activityOf(idle)).toBe(OTHER);
  });

  it('counts by activity, thread and leaf over the span of the samples', () => {
    const summary = summarize(parsePerfScript(SCRIPT));
    expect(summary.samples).toBe(4);
    expect(summary.seconds).toBeCloseTo(2, 5);
    expect(summary.byThread.get('node-MainThread')).toBe(3);
    expect(summary.byLeaf.get('sqlite3VdbeExec')).toBe(1);
  });

  it('reports processes side by side, each activity a second and ours ÷ the floor', () => {
    const ours = summarize(parsePerfScript(SCRIPT));
    const floorScript = SCRIPT.split('\n\n').slice(0, 1).join('\n\n');
    const floor = {
      ...summarize(
        parsePerfScript(`${floorScript}\n\n${floorScript.replace('1448.877430', '1452.877430')}`),
      ),
    };
    const text = report([
      { name: 'trivia-server-1', summary: ours },
      { name: 'socketio-floor', summary: floor },
    ]);
    expect(text).toContain(
      '| activity | trivia-server-1 | socketio-floor | trivia-server-1 ÷ socketio-floor |',
    );
    // Ours: 1 write in 2 s (0.5/s); the floor: 2 writes in 4 s (0.5/s).
    expect(text).toMatch(/\| socket writes[^|]*\| 0\.5 \| 0\.5 \| 1\.00× \|/);
    expect(text).toMatch(/\| \*\*all\*\* \| 2\.0 \| 0\.5 \| 4\.00× \|/);
  });

  it('takes every file named, with --top N anywhere or not at all', () => {
    expect(readArgs(['a.txt', 'b.txt'])).toEqual({ files: ['a.txt', 'b.txt'], top: 15 });
    expect(readArgs(['a.txt', '--top', '5', 'b.txt'])).toEqual({
      files: ['a.txt', 'b.txt'],
      top: 5,
    });
    expect(readArgs(['--top', 'x', 'a.txt'])).toEqual({ files: ['a.txt'], top: 15 });
  });
});
