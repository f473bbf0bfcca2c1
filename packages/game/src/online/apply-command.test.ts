import { describe, expect, it } from 'vitest';
import {
  HOST,
  joinMembers,
  later,
  makeParty,
  makePlayingParty,
  T0,
} from '../testing/party-builders';
import { applyPartyCommand } from './apply-command';

describe('Online party status: every update sets lastUpdatedAt (and bumps version)', () => {
  it('[PARTY-6] a successful command bumps version and sets lastUpdatedAt to now', () => {
    const state = joinMembers(makeParty(), ['bob']);
    const now = later(state, 5000);
    const result = applyPartyCommand(state, { type: 'startGame', userId: HOST, now });
    expect(result.ok && result.state.party).toMatchObject({
      version: state.party.version + 1,
      lastUpdatedAt: now,
    });
  });

  it('[PARTY-6] a refused command changes nothing', () => {
    const state = makeParty();
    expect(applyPartyCommand(state, { type: 'startGame', userId: HOST, now: T0 + 1 }).ok).toBe(
      false,
    );
    expect(state.party.version).toBe(1);
  });

  it('[PARTY-5] an expired party cannot be played ("Party has expired"), but can still be left', () => {
    const state = makePlayingParty();
    const expired = state.party.expiresAt;
    expect(
      applyPartyCommand(state, { type: 'guess', userId: HOST, text: 'earth', now: expired }),
    ).toEqual({
      ok: false,
      error: 'Party has expired',
    });
    expect(applyPartyCommand(state, { type: 'leave', userId: 'player-1', now: expired }).ok).toBe(
      true,
    );
  });

  it('[PARTY-6] an unknown command is refused without throwing', () => {
    const bogus = JSON.parse('{"type":"explode","userId":"host","now":1700000000001}') as never;
    expect(applyPartyCommand(makeParty(), bogus)).toEqual({ ok: false, error: 'Unknown command' });
  });
});
