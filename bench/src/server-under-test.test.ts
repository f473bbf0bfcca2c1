import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_EXEC_ARGV, serverExecArgv, startFlags } from './server-under-test';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe('the servers under test run as npm start runs the server', () => {
  it('takes the flags of a start script, not its file', () => {
    expect(startFlags('node --enable-source-maps --no-memory-reducer dist/main.js')).toEqual([
      '--enable-source-maps',
      '--no-memory-reducer',
    ]);
    expect(startFlags('node dist/main.js')).toEqual([]);
  });

  it('gives the servers npm start’s flags, the memory reducer off among them', () => {
    expect(SERVER_EXEC_ARGV).toEqual(expect.arrayContaining(['--no-memory-reducer']));
    expect(SERVER_EXEC_ARGV).toContain('--expose-gc');
  });

  it('adds --perf-basic-prof for --perf, to servers and floors alike, and nothing else', () => {
    expect(serverExecArgv(false)).toEqual(SERVER_EXEC_ARGV);
    expect(serverExecArgv(true)).toEqual([...SERVER_EXEC_ARGV, '--perf-basic-prof']);
  });

  it('finds the same flags in every start command (the package’s, the local cluster’s)', () => {
    const flags = startFlags().join(' ');
    const server = JSON.parse(read('packages/server/package.json')) as {
      scripts: { start: string };
    };
    expect(server.scripts.start).toBe(`node ${flags} dist/main.js`);
    expect(read('scripts/start-cluster.sh')).toContain(
      `node ${flags} packages/server/dist/main.js`,
    );
  });
});
