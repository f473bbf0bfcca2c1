import { describe, expect, it } from 'vitest';
import { createHistogram, encodeHistogram, mergeEncoded, recordMs, summarize } from './histogram';

describe('latency histograms', () => {
  it('summarizes percentiles in milliseconds', () => {
    const histogram = createHistogram();
    for (let ms = 1; ms <= 100; ms++) recordMs(histogram, ms);
    const summary = summarize(histogram);
    expect(summary.count).toBe(100);
    expect(summary.p50).toBeCloseTo(50, 1);
    expect(summary.p99).toBeCloseTo(99, 0);
    expect(summary.max).toBeCloseTo(100, 0);
  });

  it("adds up the workers' encoded histograms", () => {
    const a = createHistogram();
    const b = createHistogram();
    recordMs(a, 2);
    recordMs(b, 4);
    recordMs(b, 0.5);
    const merged = summarize(mergeEncoded([encodeHistogram(a), encodeHistogram(b)]));
    expect(merged.count).toBe(3);
    expect(merged.max).toBeCloseTo(4, 2);
  });

  it('reports zeros when nothing was recorded', () => {
    expect(summarize(createHistogram())).toEqual({
      count: 0,
      p50: 0,
      p95: 0,
      p99: 0,
      max: 0,
      mean: 0,
    });
  });
});
