import { describe, expect, it } from 'vitest';
import { makePartySpecs, SHORT_TURN_SECONDS } from './party-spec';

describe('party specs', () => {
  const urls = ['http://a', 'http://b'];

  it('gives parties 2, 3 or 4 teams, never more than players', () => {
    const specs = makePartySpecs({ parties: 6, players: 30, timeoutShare: 0, urls });
    expect(specs.map((s) => s.teams)).toEqual([2, 3, 4, 2, 3, 4]);
    expect(
      makePartySpecs({ parties: 3, players: 2, timeoutShare: 0, urls }).map((s) => s.teams),
    ).toEqual([2, 2, 2]);
  });

  it('spreads the members of a party over the instances', () => {
    const [first] = makePartySpecs({ parties: 1, players: 4, timeoutShare: 0, urls });
    expect(first?.urls).toEqual(['http://a', 'http://b', 'http://a', 'http://b']);
  });

  it('gives short turns to the share of parties that let turns time out', () => {
    const specs = makePartySpecs({ parties: 100, players: 10, timeoutShare: 0.1, urls });
    const short = specs.filter((s) => s.timeouts);
    expect(short).toHaveLength(10);
    expect(short.every((s) => s.turnSeconds === SHORT_TURN_SECONDS)).toBe(true);
  });

  it('numbers parties from firstIndex, so a ramp adds new ones', () => {
    const specs = makePartySpecs({ parties: 2, players: 3, timeoutShare: 0, urls, firstIndex: 5 });
    expect(specs.map((s) => s.index)).toEqual([5, 6]);
  });
});
