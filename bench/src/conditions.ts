import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { SERVER_EXEC_ARGV } from './server-under-test';

/** Where and when a figure was measured: a number means little without these. */
export interface Conditions {
  date: string;
  node: string;
  cpus: number;
  cpuModel: string;
  memoryGB: number;
  /** 1, 5 and 15 minute load averages at the start and at the end of the run. */
  loadStart: number[];
  loadEnd: number[];
  commit: string;
  /** The node flags of the servers under test and the floors (npm start's, and --expose-gc). */
  serverFlags?: string[];
}

export function conditionsAtStart(): Conditions {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    loadStart: loadAverage(),
    loadEnd: [],
    commit: gitCommit(),
    serverFlags: [...SERVER_EXEC_ARGV],
  };
}

export function loadAverage(): number[] {
  return os.loadavg().map((value) => Number(value.toFixed(2)));
}

function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim();
    return dirty === '' ? head : `${head}+changes`;
  } catch {
    return 'unknown';
  }
}
