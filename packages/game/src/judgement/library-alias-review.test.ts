import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALIAS_HOSTS_NEEDED,
  aliasSuggestionState,
  countsTowardLibraryAlias,
  isLiveLibraryAlias,
} from './learned-alias';

const STATUSES = [null, 'approved', 'rejected'] as const;

describe('A library alias goes live only by an administrator', () => {
  it('[JUDGE-9] never counts a guest host toward a library alias; a signed-in host counts', () => {
    expect(countsTowardLibraryAlias({ isGuest: true })).toBe(false);
    expect(countsTowardLibraryAlias({ isGuest: false })).toBe(true);
  });

  it('[JUDGE-9] is live only when approved, however many hosts accepted it', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.constantFrom(...STATUSES), fc.boolean(), (hosts, status, c) => {
        const state = aliasSuggestionState({ hosts, status, collides: c });
        expect(isLiveLibraryAlias(status)).toBe(status === 'approved');
        expect(state === 'approved').toBe(isLiveLibraryAlias(status));
      }),
    );
  });

  it(`[JUDGE-9] shows a suggestion of ${ALIAS_HOSTS_NEEDED} hosts as "to review", fewer as "pending"`, () => {
    const open = { status: null, collides: false } as const;
    expect(aliasSuggestionState({ ...open, hosts: ALIAS_HOSTS_NEEDED - 1 })).toBe('pending');
    expect(aliasSuggestionState({ ...open, hosts: ALIAS_HOSTS_NEEDED })).toBe('to review');
    expect(aliasSuggestionState({ ...open, hosts: 9, collides: true })).toBe('collides');
    expect(aliasSuggestionState({ hosts: 1, status: 'rejected', collides: false })).toBe(
      'rejected',
    );
  });
});
