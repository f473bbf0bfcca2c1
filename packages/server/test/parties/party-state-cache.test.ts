import { createParty, type PartyState } from '@trivia/game';
import { describe, expect, it } from 'vitest';
import { PartyStateCache } from '../../src/parties/store/party-state-cache';

const T0 = 1_800_000_000_000;

function lobby(code: string, now = T0): PartyState {
  return createParty({ code, hostId: 'host', hostName: 'Hana', now });
}

describe('PartyStateCache (the last committed state of each party)', () => {
  it('gives a state back only for the head (version and creation time) it was stored under', () => {
    const cache = new PartyStateCache();
    const state = lobby('ABCDEF');
    cache.set(state);
    const { version, createdAt } = state.party;
    expect(cache.get('ABCDEF', { version, createdAt })).toBe(state);
    expect(cache.get('ABCDEF', { version: version + 1, createdAt })).toBeUndefined();
    // A stale entry is dropped once seen.
    expect(cache.get('ABCDEF', { version, createdAt })).toBeUndefined();
    cache.set(state);
    expect(cache.get('ABCDEF', { version, createdAt: createdAt + 1 })).toBeUndefined();
    expect(cache.get('GHIJKL', { version, createdAt })).toBeUndefined();
  });

  it('keeps at most `max` parties, dropping the least recently used', () => {
    const cache = new PartyStateCache({ max: 2 });
    const [a, b, c] = ['AAAAAA', 'BBBBBB', 'CCCCCC'].map((code) => lobby(code));
    const head = (s: PartyState) => ({ version: s.party.version, createdAt: s.party.createdAt });
    cache.set(a as PartyState);
    cache.set(b as PartyState);
    expect(cache.get('AAAAAA', head(a as PartyState))).toBe(a);
    cache.set(c as PartyState);
    expect(cache.size).toBe(2);
    expect(cache.get('BBBBBB', head(b as PartyState))).toBeUndefined();
    expect(cache.get('AAAAAA', head(a as PartyState))).toBe(a);
    cache.delete('AAAAAA');
    expect(cache.get('AAAAAA', head(a as PartyState))).toBeUndefined();
  });

  it('under test, a kept state is deep-frozen: code that would change it throws', () => {
    const cache = new PartyStateCache({ freeze: true });
    const state = lobby('ABCDEF');
    cache.set(state);
    expect(() => {
      (state.party as { status: string }).status = 'playing';
    }).toThrow(TypeError);
    expect(() => (state.members as unknown[]).push({})).toThrow(TypeError);
  });
});
