import { describe, expect, it } from 'vitest';
import { findBestMatch, similarity } from './answer-matching';

describe('SPEC §5 Answer matching', () => {
  it('scores an exact match, ignoring case and surrounding spaces, as 1', () => {
    expect(similarity('  China ', 'china')).toBe(1);
  });

  it('finds the rank of the best answer', () => {
    expect(findBestMatch('india', ['India', 'China', 'United States'])).toEqual({
      found: true,
      rank: 0,
      similarity: 1,
    });
  });
});
