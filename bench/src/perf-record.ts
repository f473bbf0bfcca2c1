import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

/** Samples a second per thread: 999, not 1000, so sampling does not beat with 1 ms timers. */
const PERF_HZ = '999';

/** Whether `perf` (Debian's linux-perf) runs here; the bench asks before it starts anything. */
export function perfAvailable(): boolean {
  const probe = spawnSync('perf', ['--version'], { stdio: 'ignore' });
  return probe.status === 0;
}

/**
 * `perf record` of one process over the measured window: every thread (main, V8's gc and
 * compiler helpers, workers such as SQLite's checkpointer) and the kernel's time on its
 * behalf (socket writes, file writes), where V8's own profiler sees the main thread's
 * JavaScript only. The process runs with --perf-basic-prof, so its JIT frames have names.
 * `stop` ends the recording and writes it as text (`perf script`) next to the data file.
 */
export function startPerfRecord(pid: number, dataFile: string): { stop(): Promise<string> } {
  mkdirSync(path.dirname(dataFile), { recursive: true });
  const recorder: ChildProcess = spawn(
    'perf',
    ['record', '-e', 'cpu-clock', '-F', PERF_HZ, '-g', '-p', String(pid), '-o', dataFile],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => recorder.once('exit', () => resolve()));
  return {
    async stop() {
      recorder.kill('SIGINT');
      await exited;
      const textFile = dataFile.replace(/\.data$/, '') + '.txt';
      const out = openSync(textFile, 'w');
      try {
        const script = spawnSync('perf', ['script', '-i', dataFile], {
          stdio: ['ignore', out, 'ignore'],
        });
        if (script.status !== 0) throw new Error(`perf script failed for ${dataFile}`);
      } finally {
        closeSync(out);
      }
      return textFile;
    },
  };
}
