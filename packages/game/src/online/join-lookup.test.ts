import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTORS, commandFor, steps } from '../testing/party-arbitraries';
import {
  HOST,
  joinMembers,
  makeParty,
  makePlayingParty,
  playerIds,
  run,
} from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';
import { isJoinableBy } from './join-lookup';
import type { PartyState } from './party-state';

const NEWCOMER = 'newcomer';

/** What the real join rule says: the lookup must agree with it, and say no more. */
function joinAccepts(state: PartyState, userId: string, now: number): boolean {
  return applyPartyCommand(state, { type: 'join', userId, displayName: 'Sam', now }).ok;
}

describe('"is there a joinable party with this code?" before a guest is made', () => {
  const lobby = joinMembers(makeParty(), playerIds(1));

  it('[JOIN-6] no party, or an expired one, is not joinable', () => {
    expect(isJoinableBy(null, null, 0)).toBe(false);
    expect(isJoinableBy(lobby, null, lobby.party.expiresAt)).toBe(false);
  });

  it('[JOIN-6] a lobby is joinable by a newcomer; a locked one only by its members', () => {
    expect(isJoinableBy(lobby, null, lobby.party.lastUpdatedAt)).toBe(true);
    const locked = run(lobby, {
      type: 'setLocked',
      userId: HOST,
      locked: true,
      now: 1 + lobby.party.lastUpdatedAt,
    });
    expect(isJoinableBy(locked, null, locked.party.lastUpdatedAt)).toBe(false);
    expect(isJoinableBy(locked, HOST, locked.party.lastUpdatedAt)).toBe(true);
  });

  it('[JOIN-6] property: the lookup agrees with join for a newcomer and every member, in any state', () => {
    const starts = fc.oneof(
      fc.constant(lobby),
      fc.constant(makePlayingParty({ teams: 2, maxAttempts: 1, players: 2 })),
    );
    fc.assert(
      fc.property(starts, steps, (initial, run) => {
        let state = initial;
        for (const step of run) {
          const result = applyPartyCommand(state, commandFor(state, step));
          if (!result.ok || result.closed) continue;
          state = result.state;
          const now = state.party.lastUpdatedAt + 1;
          for (const userId of [NEWCOMER, ...ACTORS]) {
            expect(isJoinableBy(state, userId, now)).toBe(joinAccepts(state, userId, now));
          }
          expect(isJoinableBy(state, null, now)).toBe(joinAccepts(state, NEWCOMER, now));
        }
      }),
      { numRuns: 60 },
    );
  });
});
