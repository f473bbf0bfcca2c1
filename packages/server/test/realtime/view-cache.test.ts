import { sharedPartyView, viewDelta } from '@trivia/game';
import { describe, expect, it } from 'vitest';
import { makePlayingParty, playTurn } from '../../../game/src/testing/party-builders';
import { ViewCache } from '../../src/realtime/view-cache';

describe('ViewCache (one shared view and delta per party version)', () => {
  it('serializes a version once and works out a delta once per fan-out, from a kept version', () => {
    const cache = new ViewCache();
    const v1 = makePlayingParty();
    const v2 = playTurn(v1, 'jupiter');
    const shared = cache.sharedOf(v1);
    expect(cache.sharedOf(v1)).toBe(shared);
    expect(shared.shared).toEqual(sharedPartyView(v1));
    const delta = cache.deltaOf(v2, v1.party.version);
    expect(delta?.delta).toEqual(viewDelta(sharedPartyView(v1), sharedPartyView(v2)));
    expect(cache.deltaOf(v2, v1.party.version)).toBe(delta);
    expect(cache.deltaOf(v2, v1.party.version - 1)).toBeNull();
  });

  it("keeps the room's pinned version while a sender is sent newer ones, so the room gets a delta", () => {
    const cache = new ViewCache();
    let state = makePlayingParty();
    const roomHolds = state;
    cache.sharedOf(roomHolds);
    cache.pin(roomHolds.party.code, roomHolds.party.version);
    const texts = ['jupiter', 'saturn', 'uranus', 'neptune', 'mars', 'venus'];
    for (const text of texts) {
      const previous = state;
      state = playTurn(state, text);
      // The sender's catch-up: one version at a time.
      expect(cache.deltaOf(state, previous.party.version)).not.toBeNull();
    }
    const delta = cache.deltaOf(state, roomHolds.party.version);
    expect(delta?.delta).toEqual(viewDelta(sharedPartyView(roomHolds), sharedPartyView(state)));
    // Unpinned, the oldest kept versions go first (four are kept).
    const unpinned = new ViewCache();
    let other = makePlayingParty();
    const first = other;
    unpinned.sharedOf(first);
    for (const text of texts) {
      other = playTurn(other, text);
      unpinned.sharedOf(other);
    }
    expect(unpinned.deltaOf(other, first.party.version)).toBeNull();
  });
});
