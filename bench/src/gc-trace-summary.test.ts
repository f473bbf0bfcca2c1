import { describe, expect, it } from 'vitest';
import { summarizeGcTrace } from './gc-trace-summary';

const TRACE = `[1:0x1]      637 ms: Scavenge 5.6 (6.6) -> 5.1 (7.1) MB, pooled: 0.0 MB, 0.95 / 0.00 ms (average mu = 1.000, current mu = 1.000) allocation failure;
[1:0x1]     6498 ms: Incremental Mark-Compact 49.7 (90.4) -> 38.6 (87.1) MB, pooled: 2.8 MB, 80.47 / 0.19 ms (+ 179.5 ms in 117 steps since start of marking) finalize incremental marking via task;
[1:0x1]     7000 ms: Scavenge 9.1 (11.9) -> 8.0 (12.4) MB, pooled: 0.0 MB, 5.31 / 0.01 ms (average mu = 1.000) allocation failure;`;

describe('gc trace summary', () => {
  it('adds up collections by kind within the window', () => {
    expect(summarizeGcTrace(TRACE)).toEqual({
      Scavenge: {
        count: 2,
        totalMs: 6.26,
        maxMs: 5.31,
        heapMaxMB: 9.1,
        stepsMs: 0,
        maxWithStepsMs: 5.31,
      },
      'Incremental Mark-Compact': {
        count: 1,
        totalMs: 80.47,
        maxMs: 80.47,
        heapMaxMB: 49.7,
        stepsMs: 179.5,
        maxWithStepsMs: 259.97,
      },
    });
    expect(Object.keys(summarizeGcTrace(TRACE, 1000, 6600))).toEqual(['Incremental Mark-Compact']);
  });
});
