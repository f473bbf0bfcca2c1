import { describe, expect, it } from 'vitest';
import { ratio, resultPath } from './report';

describe('report', () => {
  it('names results by date, mode and profile (the quick profile is the plain name)', () => {
    const none = () => false;
    expect(
      resultPath('out', '2025-01-15T10:00:00Z', { mode: 'sqlite', profile: 'quick' }, none),
    ).toBe('out/2025-01-15-sqlite.json');
    expect(
      resultPath('out', '2025-01-15T10:00:00Z', { mode: 'cluster', profile: 'target' }, none),
    ).toBe('out/2025-01-15-cluster-target.json');
  });

  it('keeps earlier runs of the day', () => {
    const taken = new Set(['out/2025-01-15-sqlite.json', 'out/2025-01-15-sqlite-2.json']);
    expect(
      resultPath('out', '2025-01-15T10:00:00Z', { mode: 'sqlite', profile: 'quick' }, (f) =>
        taken.has(f),
      ),
    ).toBe('out/2025-01-15-sqlite-3.json');
  });

  it('gives ratios to two decimals, none against a zero floor', () => {
    expect(ratio(5, 2)).toBe(2.5);
    expect(ratio(1, 3)).toBe(0.33);
    expect(ratio(1, 0)).toBeNull();
  });
});
