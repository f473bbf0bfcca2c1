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
});
