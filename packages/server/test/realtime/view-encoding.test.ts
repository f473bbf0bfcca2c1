import { partyView, sharedPartyView, viewDelta, viewerInfo, type PartyState } from '@trivia/game';
import { SCREEN_VIEWER_ID } from '@trivia/protocol';
import { PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import {
  HOST,
  joinMembers,
  makeParty,
  makePlayingParty,
  playerIds,
  playTurn,
} from '../../../game/src/testing/party-builders';
import { DeltaText, SharedViewText, viewParser } from '../../src/realtime/view-encoding';

const encoder = new viewParser.Encoder();
const viewPacket = (message: unknown) => ({
  type: PacketType.EVENT,
  nsp: '/',
  data: ['view', message],
});

function lobby(): PartyState {
  return joinMembers(makeParty({ code: 'ABC123' }), playerIds(3));
}

describe('the view encoder (one serialization per party version)', () => {
  it('writes exactly what socket.io would write for each viewer, member or big screen', () => {
    for (const state of [lobby(), makePlayingParty()]) expectSameText(state);
  });

  function expectSameText(state: PartyState) {
    const { code } = state.party;
    const shared = new SharedViewText(sharedPartyView(state));
    for (const viewerId of [HOST, 'player-1', 'stranger', SCREEN_VIEWER_ID]) {
      const message = shared.message(code, 42, viewerInfo(state, viewerId));
      expect(message.view).toEqual(partyView(state, viewerId));
      const [text, ...rest] = encoder.encode(viewPacket(message));
      expect(rest).toEqual([]);
      expect(text).toBe(`2${JSON.stringify(['view', message])}`);
      expect(JSON.parse((text as string).slice(1))).toEqual(['view', message]);
    }
  }

  it('protocol 2: a delta is written as socket.io would, one message object for every viewer whose block did not change', () => {
    const before = makePlayingParty();
    const after = playTurn(before, 'jupiter');
    const { code } = after.party;
    const delta = new DeltaText(
      code,
      before.party.version,
      after.party.version,
      viewDelta(sharedPartyView(before), sharedPartyView(after)),
    );
    const shared = delta.message(42);
    expect(delta.message(42)).toBe(shared);
    expect(delta.message(43)).not.toBe(shared);
    const own = delta.message(42, viewerInfo(after, 'player-1'));
    for (const message of [shared, own]) {
      const packet = { type: PacketType.EVENT, nsp: '/', data: ['viewDelta', message] };
      expect(encoder.encode(packet)).toEqual([`2${JSON.stringify(['viewDelta', message])}`]);
    }
    expect(own.viewer).toEqual(viewerInfo(after, 'player-1'));
  });

  it('encodes every other packet as socket.io does', () => {
    const plain = { type: 'view', code: 'ABC123', version: 1, serverTime: 1, view: {} };
    expect(encoder.encode(viewPacket(plain))).toEqual([`2${JSON.stringify(['view', plain])}`]);
    const ack = { type: PacketType.ACK, nsp: '/', id: 7, data: [{ ok: true }] };
    expect(encoder.encode(ack)).toEqual(['37[{"ok":true}]']);
  });
});
