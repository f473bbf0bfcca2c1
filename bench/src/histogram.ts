import * as hdr from 'hdr-histogram-js';

/**
 * Latency histograms (HdrHistogram, microsecond resolution, up to 60 s). Workers record
 * into their own and send them to the parent encoded; the parent adds them up.
 */
export type Histogram = hdr.Histogram;

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function createHistogram(): Histogram {
  return hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
}

/** Records a latency given in milliseconds (kept in microseconds). */
export function recordMs(histogram: Histogram, ms: number): void {
  histogram.recordValue(Math.max(1, Math.round(ms * 1000)));
}

export function encodeHistogram(histogram: Histogram): string {
  return hdr.encodeIntoCompressedBase64(histogram);
}

/** The sum of encoded histograms (workers' windows) as one histogram. */
export function mergeEncoded(encoded: readonly string[]): Histogram {
  const total = createHistogram();
  for (const item of encoded) total.add(hdr.decodeFromCompressedBase64(item));
  return total;
}

/** Percentiles in milliseconds, rounded to the microsecond; zeros when nothing was recorded. */
export function summarize(histogram: Histogram): LatencySummary {
  const count = histogram.totalCount;
  if (count === 0) return { count: 0, p50: 0, p95: 0, p99: 0, max: 0, mean: 0 };
  const ms = (us: number) => Math.round(us) / 1000;
  return {
    count,
    p50: ms(histogram.getValueAtPercentile(50)),
    p95: ms(histogram.getValueAtPercentile(95)),
    p99: ms(histogram.getValueAtPercentile(99)),
    max: ms(histogram.maxValue),
    mean: ms(histogram.mean),
  };
}
